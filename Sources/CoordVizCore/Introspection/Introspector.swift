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

    /// Records the tree under `root`: a coordinator, a view controller that owns coordinators
    /// (a `UITabBarController` subclass), or any object that does (an app or scene delegate).
    /// The app name defaults to the root type's module.
    public func snapshot(of root: AnyObject, app: String? = nil) throws -> Snapshot {
        try walkedSnapshot(of: root, app: app).snapshot
    }

    /// The snapshot of the tree under `root`, with every coordinator object the walk found by
    /// its id in the snapshot (for ``ReleaseCheck``, which watches them weakly).
    func walkedSnapshot(of root: AnyObject, app: String?) throws -> (snapshot: Snapshot, objects: [(id: String, object: AnyObject)]) {
        var walk = CoordinatorWalk(options: options)
        walk.discoverCoordinators(from: root)
        guard options.isCoordinator(root) || walk.coordinators.count > 1 || options.viewControllers.kind(of: root) != nil else {
            throw CoreError.rootIsNotACoordinator(typeName: Reflection.typeName(type(of: root)))
        }
        var containers = ContainerDescriber(walk: walk, reader: options.viewControllers)
        let coordinators = containers.describeAll()
        var snapshot = Snapshot(
            app: app ?? Reflection.moduleName(of: root),
            root: coordinators[0].id,
            coordinators: coordinators,
            screens: containers.screens
        )
        if !containers.presentedContainers.isEmpty { snapshot.presentedContainers = containers.presentedContainers }
        let unread = walk.unread + containers.unread
        if !unread.isEmpty { snapshot.unread = unread }
        return (snapshot, walk.coordinators.map { ($0.node.id, $0.object) })
    }
}

extension CoordViz {
    /// Snapshots the coordinator tree under `root` in one call, for a debug build:
    /// `try CoordViz.snapshot(of: appCoordinator).write(to: url)`.
    public static func snapshot(of root: AnyObject, app: String? = nil, options: IntrospectionOptions = IntrospectionOptions()) throws -> Snapshot {
        try Introspector(options: options).snapshot(of: root, app: app)
    }
}
