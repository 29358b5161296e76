/// The second pass of introspection: turns each coordinator's view controller into a
/// ``Container`` (tab bar, navigation stack, split or page view, containment, single screen),
/// registering screens, what is presented over them, and the coordinator each screen talks to
/// and was pushed by.
struct ContainerDescriber {
    private var walk: CoordinatorWalk
    let reader: any ViewControllerReading
    private(set) var screens: [ScreenNode] = []
    /// Containers presented modally that no coordinator owns.
    private(set) var presentedContainers: [PresentedContainer] = []
    private var screenIndex: [ObjectIdentifier: Int] = [:]
    private var screenObjects: [AnyObject] = []
    /// Presentations of coordinators' own containers, by coordinator position.
    private var presentations: [Int: Presentation] = [:]
    /// Every view controller described so far, so containment cycles end.
    private var described: Set<ObjectIdentifier> = []
    /// How deep containment is followed; deeper view controllers are reported, not described.
    static let maxContainmentDepth = 64
    private var containmentDepth = 0
    /// What the description could not follow.
    private(set) var unread: [UnreadReference] = []

    init(walk: CoordinatorWalk, reader: any ViewControllerReading) {
        self.walk = walk
        self.reader = reader
    }

    /// Every coordinator with its container, then each screen's coordinator attached.
    mutating func describeAll() -> [CoordinatorNode] {
        var nodes = walk.coordinators.map(\.node)
        for position in nodes.indices {
            guard let container = walk.coordinators[position].container else { continue }
            nodes[position].container = describe(container.object, kind: container.kind, property: container.property, owner: position)
        }
        for (position, presentation) in presentations { nodes[position].presentation = presentation }
        attachScreenCoordinators()
        attachPushers(nodes)
        return nodes
    }

    private func owner(of object: AnyObject) -> Int? { walk.ownerOfContainer[ObjectIdentifier(object)] }

    private mutating func describe(_ object: AnyObject, kind: ViewControllerKind, property: String, owner: Int?) -> Container {
        described.insert(ObjectIdentifier(object))
        containmentDepth += 1
        defer { containmentDepth -= 1 }
        let typeName = TypeFacts.shared.classFacts(of: object).name
        switch kind {
        case .navigationController:
            let stack = reader.stack(of: object).map { registerScreen($0, shownBy: owner) }
            registerPresented(by: object)
            return .navigationStack(NavigationStack(typeName: typeName, property: property, screens: stack))
        case .tabBarController:
            return .tabBar(tabBar(object, property: property, owner: owner))
        case .splitViewController, .pageViewController:
            let containmentKind: ContainmentKind = kind == .splitViewController ? .split : .page
            var parts: [Container] = []
            var columnOwners: [String] = []
            for part in reader.shown(by: object) {
                // A column another coordinator runs is that coordinator's container: named, not repeated.
                if let other = self.owner(of: part), other != owner {
                    columnOwners.append(walk.coordinators[other].node.id)
                } else if let container = hosted(part, property: property, owner: owner) {
                    parts.append(container)
                }
            }
            registerPresented(by: object)
            var containment = Containment(typeName: typeName, property: property, contained: parts, kind: containmentKind)
            if !columnOwners.isEmpty { containment.coordinators = columnOwners }
            return .containment(containment)
        case .plain:
            let hosted = reader.children(of: object).compactMap { child -> Container? in
                guard let childKind = reader.kind(of: child), childKind != .plain else { return nil }
                return self.hosted(child, property: property, owner: owner)
            }
            guard hosted.isEmpty else {
                registerPresented(by: object)
                return .containment(Containment(typeName: typeName, property: property, contained: hosted))
            }
            return .single(SingleScreen(typeName: typeName, property: property, screen: registerScreen(object, shownBy: owner)))
        }
    }

    /// A view controller shown inside a container: another coordinator's container is named by
    /// a screen that talks to that coordinator; anything else is described in place.
    private mutating func hosted(_ child: AnyObject, property: String, owner: Int?) -> Container? {
        guard !described.contains(ObjectIdentifier(child)), let kind = reader.kind(of: child) else { return nil }
        guard containmentDepth < Self.maxContainmentDepth else {
            unread.append(UnreadReference(
                owner: owner.map { walk.coordinators[$0].node.id } ?? "presented", path: "\(property) (containment level \(containmentDepth))",
                reason: .depth, typeName: Reflection.typeName(type(of: child))
            ))
            return nil
        }
        if let other = self.owner(of: child), other != owner {
            return .single(SingleScreen(typeName: Reflection.typeName(type(of: child)), property: property, screen: registerScreen(child, shownBy: owner)))
        }
        return describe(child, kind: kind, property: property, owner: owner)
    }

    private mutating func tabBar(_ controller: AnyObject, property: String, owner: Int?) -> TabBar {
        let tabs = reader.tabs(of: controller).enumerated().map { position, content -> Tab in
            let contentOwner = self.owner(of: content).flatMap { $0 == owner ? nil : $0 }
            let kind = reader.kind(of: content)
            var tab = Tab(
                index: position,
                title: tabTitle(of: content, kind: kind),
                icon: tabIcon(of: content, kind: kind),
                viewControllerType: Reflection.typeName(type(of: content)),
                coordinator: contentOwner.map { walk.coordinators[$0].node.id }
            )
            if contentOwner == nil, !described.contains(ObjectIdentifier(content)) {
                // Content no coordinator owns: a plain screen, or a stack (split view, nested tab
                // bar) read in place.
                if kind == .plain {
                    tab.screen = registerScreen(content, shownBy: owner)
                } else if let kind {
                    tab.container = describe(content, kind: kind, property: "\(property).viewControllers[\(position)]", owner: owner)
                }
            }
            return tab
        }
        registerPresented(by: controller)
        return TabBar(typeName: Reflection.typeName(type(of: controller)), property: property, tabs: tabs, selectedIndex: reader.selectedIndex(of: controller))
    }

    /// A tab's title: its tab bar item's, else its own, else (for a stack) its root screen's.
    private func tabTitle(of content: AnyObject, kind: ViewControllerKind?) -> String? {
        if let title = reader.tabItem(of: content).title ?? reader.title(of: content) { return title }
        guard kind == .navigationController, let root = reader.stack(of: content).first else { return nil }
        return reader.tabItem(of: root).title ?? reader.title(of: root)
    }

    private func tabIcon(of content: AnyObject, kind: ViewControllerKind?) -> String? {
        if let icon = reader.tabItem(of: content).icon { return icon }
        guard kind == .navigationController, let root = reader.stack(of: content).first else { return nil }
        return reader.tabItem(of: root).icon
    }

    /// Registers a view controller as a screen once, returning its id. A stack entry that is
    /// another coordinator's container (e.g. a tab bar pushed on the app's navigation stack)
    /// becomes a screen that talks to that coordinator.
    private mutating func registerScreen(_ object: AnyObject, shownBy owner: Int?) -> String {
        if let existing = screenIndex[ObjectIdentifier(object)] { return screens[existing].id }
        let typeName = TypeFacts.shared.classFacts(of: object).name
        var screen = ScreenNode(id: walk.ids.make(for: typeName), typeName: typeName, title: reader.title(of: object))
        if let other = self.owner(of: object), other != owner {
            screen.coordinator = walk.coordinators[other].node.id
            screen.coordinatorProperty = walk.coordinators[other].container?.property
        }
        screens.append(screen)
        screenIndex[ObjectIdentifier(object)] = screens.count - 1
        screenObjects.append(object)
        if reader.kind(of: object) == .plain { registerPresented(by: object) }
        return screen.id
    }

    /// Follows the chain of modal presentations starting at `presenter`: a coordinator's own
    /// container records how it is presented; a container no coordinator owns is described in
    /// place; a plain view controller is a screen presented over the one beneath.
    private mutating func registerPresented(by presenter: AnyObject) {
        var current = presenter
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(presenter)]
        while let presented = reader.presented(by: current), seen.insert(ObjectIdentifier(presented)).inserted {
            let over = presenterScreen(current)
            let presentation = Presentation(over: over, style: reader.presentationStyle(of: presented))
            let kind = reader.kind(of: presented) ?? .plain
            if let coordinator = owner(of: presented) {
                presentations[coordinator] = presentation
            } else if kind != .plain {
                guard !described.contains(ObjectIdentifier(presented)) else { break }
                let container = describe(presented, kind: kind, property: "presentedViewController", owner: nil)
                presentedContainers.append(PresentedContainer(presentation: presentation, container: container))
            } else {
                _ = registerScreen(presented, shownBy: nil)
                if let position = screenIndex[ObjectIdentifier(presented)] {
                    screens[position].presentedOver = over
                    screens[position].presentationStyle = presentation.style
                }
            }
            current = presented
        }
    }

    /// The screen a presentation sits over: the presenter itself when it is a screen, else the
    /// screen the user sees in it (a stack's top, the selected tab's, a split view's detail),
    /// else the presenter's type.
    private func presenterScreen(_ presenter: AnyObject) -> String {
        var current: AnyObject? = presenter
        var hops = 0
        while let object = current, hops < 64 {
            hops += 1
            if let position = screenIndex[ObjectIdentifier(object)] { return screens[position].id }
            switch reader.kind(of: object) {
            case .navigationController: current = reader.stack(of: object).last
            case .tabBarController:
                let tabs = reader.tabs(of: object)
                let selected = reader.selectedIndex(of: object) ?? 0
                current = tabs.indices.contains(selected) ? tabs[selected] : tabs.first
            case .splitViewController: current = reader.shown(by: object).last
            case .pageViewController: current = reader.shown(by: object).first
            case .plain, nil: current = reader.children(of: object).last
            }
        }
        return Reflection.typeName(type(of: presenter))
    }

    /// Records, for each screen, the coordinator it holds (its `coordinator`, delegate, …).
    private mutating func attachScreenCoordinators() {
        for (position, object) in screenObjects.enumerated() where screens[position].coordinator == nil {
            for field in Reflection.fields(of: object, appDeclaredOnly: true) where !walk.options.skippedProperties.contains(field.name) {
                let hit = ObjectReferences.found(in: field.value, path: field.name).first { reference in
                    walk.index[ObjectIdentifier(reference.object)].map { walk.coordinators[$0].node.isCoordinator } ?? false
                }
                if let hit, let coordinator = walk.index[ObjectIdentifier(hit.object)] {
                    screens[position].coordinator = walk.coordinators[coordinator].node.id
                    screens[position].coordinatorProperty = hit.path
                    break
                }
            }
        }
    }

    /// On a navigation controller several coordinators push onto, marks each screen with the
    /// coordinator that put it there: the sharing coordinator the screen talks to, else the
    /// one that holds the screen, else the stack's owner.
    private mutating func attachPushers(_ nodes: [CoordinatorNode]) {
        var sharers: [String: [Int]] = [:]
        for (position, node) in nodes.enumerated() {
            if let owner = node.pushesOnto { sharers[owner, default: []].append(position) }
        }
        guard !sharers.isEmpty else { return }
        let positionOfScreen = Dictionary(screens.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let positionOfNode = Dictionary(nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (ownerID, positions) in sharers {
            guard let ownerNode = positionOfNode[ownerID].map({ nodes[$0] }), let stack = ownerNode.container?.navigationStack else { continue }
            let ids = Set(positions.map { nodes[$0].id })
            for screenID in stack.screens {
                guard let position = positionOfScreen[screenID] else { continue }
                if let talksTo = screens[position].coordinator, ids.contains(talksTo) {
                    screens[position].pushedBy = talksTo
                    continue
                }
                let object = screenObjects[position]
                let holder = positions.first { walk.coordinators[$0].candidates.contains { $0.object === object } }
                screens[position].pushedBy = holder.map { nodes[$0].id } ?? ownerID
            }
        }
    }
}
