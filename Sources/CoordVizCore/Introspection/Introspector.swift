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
        var walk = Walk(options: options)
        walk.discoverCoordinators(from: root)
        walk.describeContainers()
        return Snapshot(
            app: app ?? Reflection.moduleName(of: root),
            root: walk.coordinators[0].node.id,
            coordinators: walk.coordinators.map(\.node),
            screens: walk.screens
        )
    }
}

/// The state of one introspection run.
private struct Walk {
    struct Found {
        var object: AnyObject
        var node: CoordinatorNode
        var parent: Int?
        var depth: Int
        /// The view controller chosen as the container, with the property holding it.
        var containerObject: (property: String, object: AnyObject, kind: ViewControllerKind)?
    }

    let options: IntrospectionOptions
    var coordinators: [Found] = []
    var coordinatorIndex: [ObjectIdentifier: Int] = [:]
    var screens: [ScreenNode] = []
    var screenIndex: [ObjectIdentifier: Int] = [:]
    var idCounts: [String: Int] = [:]

    init(options: IntrospectionOptions) {
        self.options = options
    }

    mutating func makeID(for typeName: String) -> String {
        let count = (idCounts[typeName] ?? 0) + 1
        idCounts[typeName] = count
        return count == 1 ? typeName : "\(typeName)#\(count)"
    }

    /// Breadth-first discovery of coordinators, their child links and back-references.
    mutating func discoverCoordinators(from root: AnyObject) {
        add(root, declaredAs: nil, parent: nil, depth: 0)
        var next = 0
        while next < coordinators.count {
            let current = next
            next += 1
            readProperties(ofCoordinatorAt: current)
        }
    }

    @discardableResult
    mutating func add(_ object: AnyObject, declaredAs: String?, parent: Int?, depth: Int) -> Int {
        let typeName = Reflection.typeName(type(of: object))
        let node = CoordinatorNode(
            id: makeID(for: typeName),
            typeName: typeName,
            declaredAs: declaredAs == typeName ? nil : declaredAs
        )
        coordinators.append(Found(object: object, node: node, parent: parent, depth: depth))
        coordinatorIndex[ObjectIdentifier(object)] = coordinators.count - 1
        return coordinators.count - 1
    }

    func isAncestor(_ candidate: Int, of index: Int) -> Bool {
        var cursor = coordinators[index].parent
        while let current = cursor {
            if current == candidate { return true }
            cursor = coordinators[current].parent
        }
        return false
    }

    mutating func readProperties(ofCoordinatorAt index: Int) {
        let object = coordinators[index].object
        let ownership = FieldOwnership.ownership(of: type(of: object))
        for field in Reflection.fields(of: object) where !options.skippedProperties.contains(field.name) {
            let declaredType = Reflection.declaredTypeName(type(of: field.value))
            let references = ObjectReferences.found(in: field.value, path: field.name)
            if references.isEmpty, field.isLazy, IntrospectionOptions.typeNameLooksLikeCoordinator(declaredType) {
                coordinators[index].node.children.append(
                    ChildLink(property: field.name, declaredType: declaredType, coordinator: nil, isLazy: true)
                )
            }
            // Collections hold their elements strongly, whatever the property's own ownership.
            let strength = ownership[field.label] ?? .unknown
            for reference in references {
                let elementStrength = reference.path == field.name ? strength : .strong
                record(reference, declaredType: declaredType, isLazy: field.isLazy, strength: elementStrength, from: index)
            }
        }
    }

    mutating func record(_ reference: ObjectReferences.Reference, declaredType: String, isLazy: Bool, strength: ReferenceStrength, from index: Int) {
        let target = reference.object
        if options.isCoordinator(target) {
            let isCollectionElement = reference.path.hasSuffix("]")
            let declared = isCollectionElement ? nil : declaredType
            if let existing = coordinatorIndex[ObjectIdentifier(target)] {
                if existing == index { return }
                if isAncestor(existing, of: index) {
                    coordinators[index].node.backReferences.append(BackReference(
                        property: reference.path,
                        target: coordinators[existing].node.id,
                        pointsToParent: coordinators[index].parent == existing,
                        strength: strength
                    ))
                } else {
                    coordinators[index].node.children.append(ChildLink(
                        property: reference.path, declaredType: declared,
                        coordinator: coordinators[existing].node.id, isLazy: isLazy
                    ))
                }
                return
            }
            guard coordinators[index].depth < options.maxDepth else { return }
            let child = add(target, declaredAs: declared, parent: index, depth: coordinators[index].depth + 1)
            coordinators[index].node.children.append(ChildLink(
                property: reference.path, declaredType: declared, coordinator: coordinators[child].node.id, isLazy: isLazy
            ))
        } else if let kind = ViewControllerKind.of(target) {
            let better = coordinators[index].containerObject.map { kind.preference < $0.kind.preference } ?? true
            if better { coordinators[index].containerObject = (reference.path, target, kind) }
        }
    }

    // MARK: Containers and screens

    /// Turns each coordinator's chosen view controller into a container, registering screens.
    mutating func describeContainers() {
        // Stacks first, so that tabs can point at the coordinators whose stacks they show.
        for index in coordinators.indices {
            guard let (property, object, kind) = coordinators[index].containerObject else { continue }
            switch kind {
            case .navigationController:
                let stack = stackScreens(of: object).map { registerScreen($0) }
                coordinators[index].node.container = .navigationStack(NavigationStack(
                    typeName: Reflection.typeName(type(of: object)), property: property, screens: stack
                ))
            case .plain:
                coordinators[index].node.container = .single(SingleScreen(
                    typeName: Reflection.typeName(type(of: object)), property: property, screen: registerScreen(object)
                ))
            case .tabBarController:
                continue
            }
        }
        for index in coordinators.indices {
            guard let (property, object, kind) = coordinators[index].containerObject, kind == .tabBarController else { continue }
            coordinators[index].node.container = .tabBar(tabBar(object, property: property))
        }
        attachScreenCoordinators()
    }

    func stackScreens(of navigationController: AnyObject) -> [AnyObject] {
        guard let list = Reflection.field("viewControllers", of: navigationController) else { return [] }
        return ObjectReferences.found(in: list, path: "viewControllers").map(\.object)
    }

    mutating func tabBar(_ controller: AnyObject, property: String) -> TabBar {
        let contents = Reflection.field("viewControllers", of: controller)
            .map { ObjectReferences.found(in: $0, path: "viewControllers").map(\.object) } ?? []
        let tabs = contents.enumerated().map { position, content -> Tab in
            let item = Reflection.field("tabBarItem", of: content).flatMap(Reflection.object)
            let image = item.flatMap { Reflection.field("image", of: $0) }.flatMap(Reflection.object)
            let owner = coordinators.firstIndex { $0.containerObject.map { $0.object === content } ?? false }
            var tab = Tab(
                index: position,
                title: item.flatMap { Reflection.string(Reflection.field("title", of: $0)) }
                    ?? Reflection.string(Reflection.field("title", of: content)),
                icon: image.flatMap { Reflection.string(Reflection.field("systemName", of: $0) ?? Reflection.field("name", of: $0)) },
                viewControllerType: Reflection.typeName(type(of: content)),
                coordinator: owner.map { coordinators[$0].node.id }
            )
            if owner == nil, ViewControllerKind.of(content) == .plain { tab.screen = registerScreen(content) }
            return tab
        }
        let selected = Reflection.int(Reflection.field("selectedIndex", of: controller))
        return TabBar(typeName: Reflection.typeName(type(of: controller)), property: property, tabs: tabs, selectedIndex: selected)
    }

    mutating func registerScreen(_ object: AnyObject) -> String {
        if let index = screenIndex[ObjectIdentifier(object)] { return screens[index].id }
        let typeName = Reflection.typeName(type(of: object))
        let screen = ScreenNode(
            id: makeID(for: typeName),
            typeName: typeName,
            title: Reflection.string(Reflection.field("title", of: object))
        )
        screens.append(screen)
        screenIndex[ObjectIdentifier(object)] = screens.count - 1
        objectsByScreen.append(object)
        return screen.id
    }

    var objectsByScreen: [AnyObject] = []

    /// Records, for each screen, the coordinator it holds (its `coordinator`, delegate, …).
    mutating func attachScreenCoordinators() {
        for (index, object) in objectsByScreen.enumerated() {
            for field in Reflection.fields(of: object) where !options.skippedProperties.contains(field.name) {
                let hit = ObjectReferences.found(in: field.value, path: field.name).first {
                    coordinatorIndex[ObjectIdentifier($0.object)] != nil
                }
                if let hit, let coordinator = coordinatorIndex[ObjectIdentifier(hit.object)] {
                    screens[index].coordinator = coordinators[coordinator].node.id
                    screens[index].coordinatorProperty = hit.path
                    break
                }
            }
        }
    }
}
