/// Walks a live coordinator tree with `Mirror` and records it as a ``Snapshot``.
///
/// The walk starts at the root coordinator and goes breadth first through every stored property
/// (superclass properties included, `lazy` storage read without triggering it): coordinators it
/// has not seen become children, coordinators on the path back to the root become
/// back-references, and view controllers become the coordinator's container. It is iterative, so
/// deep trees cannot overflow the stack, and it visits each object once, so cycles end.
public struct Introspector {
    public var options: IntrospectionOptions

    public init(options: IntrospectionOptions = IntrospectionOptions()) {
        self.options = options
    }

    /// Records the tree under `root`. The app name defaults to the root type's module.
    public func snapshot(of root: AnyObject, app: String? = nil) throws -> Snapshot {
        guard options.isCoordinator(root) else {
            throw CoreError.rootIsNotACoordinator(typeName: Reflection.typeName(type(of: root)))
        }
        var walk = CoordinatorWalk(options: options)
        walk.discoverCoordinators(from: root)
        var containers = ContainerDescriber(walk: walk, reader: options.viewControllers)
        let coordinators = containers.describeAll()
        return Snapshot(
            app: app ?? Reflection.moduleName(of: root),
            root: coordinators[0].id,
            coordinators: coordinators,
            screens: containers.screens
        )
    }
}

extension CoordViz {
    /// Snapshots the coordinator tree under `root` in one call, for a debug build:
    /// `try CoordViz.snapshot(of: appCoordinator).write(to: url)`.
    public static func snapshot(of root: AnyObject, app: String? = nil, options: IntrospectionOptions = IntrospectionOptions()) throws -> Snapshot {
        try Introspector(options: options).snapshot(of: root, app: app)
    }
}
