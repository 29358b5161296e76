/// The second pass of introspection: turns each coordinator's view controller into a
/// ``Container`` (tab bar, navigation stack, containment, single screen), registering screens,
/// presented screens and the coordinator each screen holds.
struct ContainerDescriber {
    private var walk: CoordinatorWalk
    let reader: any ViewControllerReading
    private(set) var screens: [ScreenNode] = []
    private var screenIndex: [ObjectIdentifier: Int] = [:]
    private var screenObjects: [AnyObject] = []
    /// Which coordinator uses which view controller as its container.
    private var ownerOfContainer: [ObjectIdentifier: Int] = [:]

    init(walk: CoordinatorWalk, reader: any ViewControllerReading) {
        self.walk = walk
        self.reader = reader
        for (position, found) in walk.coordinators.enumerated() {
            if let container = found.container, ownerOfContainer[ObjectIdentifier(container.object)] == nil {
                ownerOfContainer[ObjectIdentifier(container.object)] = position
            }
        }
    }

    /// Every coordinator with its container, then each screen's coordinator attached.
    mutating func describeAll() -> [CoordinatorNode] {
        var nodes = walk.coordinators.map(\.node)
        for position in nodes.indices {
            guard let container = walk.coordinators[position].container else { continue }
            nodes[position].container = describe(container.object, kind: container.kind, property: container.property, owner: position)
        }
        attachScreenCoordinators()
        return nodes
    }

    private mutating func describe(_ object: AnyObject, kind: ViewControllerKind, property: String, owner: Int) -> Container {
        let typeName = Reflection.typeName(type(of: object))
        switch kind {
        case .navigationController:
            let stack = reader.stack(of: object).map { registerScreen($0, shownBy: owner) }
            registerPresented(by: object)
            return .navigationStack(NavigationStack(typeName: typeName, property: property, screens: stack))
        case .tabBarController:
            return .tabBar(tabBar(object, property: property, owner: owner))
        case .plain:
            let hosted = reader.children(of: object).compactMap { child -> Container? in
                guard let childKind = reader.kind(of: child), childKind != .plain else { return nil }
                return describe(child, kind: childKind, property: property, owner: owner)
            }
            guard hosted.isEmpty else {
                registerPresented(by: object)
                return .containment(Containment(typeName: typeName, property: property, contained: hosted))
            }
            return .single(SingleScreen(typeName: typeName, property: property, screen: registerScreen(object, shownBy: owner)))
        }
    }

    private mutating func tabBar(_ controller: AnyObject, property: String, owner: Int) -> TabBar {
        let tabs = reader.tabs(of: controller).enumerated().map { position, content -> Tab in
            let item = reader.tabItem(of: content)
            let contentOwner = ownerOfContainer[ObjectIdentifier(content)].flatMap { $0 == owner ? nil : $0 }
            var tab = Tab(
                index: position,
                title: item.title ?? reader.title(of: content),
                icon: item.icon,
                viewControllerType: Reflection.typeName(type(of: content)),
                coordinator: contentOwner.map { walk.coordinators[$0].node.id }
            )
            if contentOwner == nil {
                // Content no coordinator owns: a plain screen, or a stack read in place.
                if reader.kind(of: content) == .plain { tab.screen = registerScreen(content, shownBy: owner) }
            }
            return tab
        }
        registerPresented(by: controller)
        return TabBar(typeName: Reflection.typeName(type(of: controller)), property: property, tabs: tabs, selectedIndex: reader.selectedIndex(of: controller))
    }

    /// Registers a view controller as a screen once, returning its id. A stack entry that is
    /// another coordinator's container (e.g. a tab bar pushed on the app's navigation stack)
    /// becomes a screen that talks to that coordinator.
    private mutating func registerScreen(_ object: AnyObject, shownBy owner: Int) -> String {
        if let existing = screenIndex[ObjectIdentifier(object)] { return screens[existing].id }
        let typeName = Reflection.typeName(type(of: object))
        var screen = ScreenNode(id: walk.ids.make(for: typeName), typeName: typeName, title: reader.title(of: object))
        if let other = ownerOfContainer[ObjectIdentifier(object)], other != owner {
            screen.coordinator = walk.coordinators[other].node.id
            screen.coordinatorProperty = walk.coordinators[other].container?.property
        }
        screens.append(screen)
        screenIndex[ObjectIdentifier(object)] = screens.count - 1
        screenObjects.append(object)
        if reader.kind(of: object) == .plain { registerPresented(by: object) }
        return screen.id
    }

    /// Follows the chain of modal presentations starting at `presenter`.
    private mutating func registerPresented(by presenter: AnyObject) {
        var current = presenter
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(presenter)]
        while let presented = reader.presented(by: current), seen.insert(ObjectIdentifier(presented)).inserted {
            let over = screenIndex[ObjectIdentifier(current)].map { screens[$0].id } ?? Reflection.typeName(type(of: current))
            let id = registerScreen(presented, shownBy: -1)
            if let position = screens.firstIndex(where: { $0.id == id }) { screens[position].presentedOver = over }
            current = presented
        }
    }

    /// Records, for each screen, the coordinator it holds (its `coordinator`, delegate, …).
    private mutating func attachScreenCoordinators() {
        for (position, object) in screenObjects.enumerated() where screens[position].coordinator == nil {
            for field in Reflection.fields(of: object) where !walk.options.skippedProperties.contains(field.name) {
                let hit = ObjectReferences.found(in: field.value, path: field.name).first { walk.index[ObjectIdentifier($0.object)] != nil }
                if let hit, let coordinator = walk.index[ObjectIdentifier(hit.object)] {
                    screens[position].coordinator = walk.coordinators[coordinator].node.id
                    screens[position].coordinatorProperty = hit.path
                    break
                }
            }
        }
    }
}
