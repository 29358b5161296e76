/// Look-ups of one ``ArchitectureModel`` by id, built once in linear time: a stage that asks
/// many questions of a model (a view, a check, the linker, the merger) builds one instead of
/// scanning the model for each answer. It describes the model as it was when built, and answers
/// exactly what the model's own linear look-ups answer (the first match, in model order).
public struct ModelIndex: Sendable {
    public let model: ArchitectureModel
    private let coordinatorPosition: [String: Int]
    private let screenPosition: [String: Int]
    private let transitionPosition: [String: Int]
    /// The coordinator whose container shows each screen (the first one, as ``ArchitectureModel/owner(ofScreen:)``).
    private let ownerPosition: [String: Int]
    /// The parent of each coordinator in the ownership tree, by child id.
    public let parents: [String: String]
    /// The coordinators each coordinator owns (it is their parent), in the order it holds them.
    private let ownedChildren: [String: [String]]
    /// Transitions by the screen they start on, and by every target their steps name, in model order.
    private let transitionsFrom: [String: [Int]]
    private let transitionsNaming: [String: [Int]]
    /// Screens presented over each screen, in model order.
    private let presentedOver: [String: [Int]]
    /// The model's first tab bar, and every tab bar, as ``ArchitectureModel/mainTabBar`` and ``ArchitectureModel/tabBars``.
    public let mainTabBar: (owner: CoordinatorNode, tabBar: TabBar)?
    public let tabBars: [(owner: CoordinatorNode, tabBar: TabBar)]
    /// The first tab of the main tab bar showing each coordinator, and each screen directly.
    private let tabOfCoordinator: [String: Tab]
    private let tabOfScreenDirectly: [String: Tab]

    public init(_ model: ArchitectureModel) {
        self.model = model
        var coordinators: [String: Int] = [:]
        let owners = Self.ownerPositions(of: model.coordinators)
        var parents: [String: String] = [:]
        for (position, coordinator) in model.coordinators.enumerated() {
            if coordinators[coordinator.id] == nil { coordinators[coordinator.id] = position }
            for child in coordinator.children {
                if let id = child.coordinator, parents[id] == nil, id != coordinator.id { parents[id] = coordinator.id }
            }
        }
        var children: [String: [String]] = [:]
        // The first coordinator of an id answers for it, as `coordinator(_:)` does.
        for (id, first) in coordinators {
            var seen: Set<String> = []
            var owned: [String] = []
            for child in model.coordinators[first].children {
                if let target = child.coordinator, parents[target] == id, seen.insert(target).inserted { owned.append(target) }
            }
            if !owned.isEmpty { children[id] = owned }
        }
        var screens: [String: Int] = [:]
        var presented: [String: [Int]] = [:]
        for (position, screen) in model.screens.enumerated() {
            if screens[screen.id] == nil { screens[screen.id] = position }
            if let over = screen.presentedOver { presented[over, default: []].append(position) }
        }
        var transitions: [String: Int] = [:]
        var from: [String: [Int]] = [:]
        var naming: [String: [Int]] = [:]
        for (position, transition) in model.transitions.enumerated() {
            if transitions[transition.id] == nil { transitions[transition.id] = position }
            from[transition.source, default: []].append(position)
            var named: Set<String> = []
            for step in transition.steps {
                if let target = step.target, named.insert(target).inserted { naming[target, default: []].append(position) }
            }
        }
        coordinatorPosition = coordinators
        screenPosition = screens
        transitionPosition = transitions
        ownerPosition = owners
        self.parents = parents
        ownedChildren = children
        transitionsFrom = from
        transitionsNaming = naming
        presentedOver = presented
        let bars = model.tabBars
        tabBars = bars
        mainTabBar = model.mainTabBar
        var tabOfCoordinator: [String: Tab] = [:]
        var tabOfScreen: [String: Tab] = [:]
        for tab in mainTabBar?.tabBar.tabs ?? [] {
            if let coordinator = tab.coordinator, tabOfCoordinator[coordinator] == nil { tabOfCoordinator[coordinator] = tab }
            if let screen = tab.screen, tabOfScreen[screen] == nil { tabOfScreen[screen] = tab }
        }
        self.tabOfCoordinator = tabOfCoordinator
        tabOfScreenDirectly = tabOfScreen
    }

    /// The position in `coordinators` of the first coordinator whose container shows each screen
    /// (what ``owner(ofScreen:)`` answers), for a stage that needs no more of the index.
    public static func ownerPositions(of coordinators: [CoordinatorNode]) -> [String: Int] {
        var owners: [String: Int] = [:]
        for (position, coordinator) in coordinators.enumerated() {
            for screen in coordinator.container?.screens ?? [] where owners[screen] == nil { owners[screen] = position }
        }
        return owners
    }

    public func coordinator(_ id: String) -> CoordinatorNode? { coordinatorPosition[id].map { model.coordinators[$0] } }
    public func screen(_ id: String) -> ScreenNode? { screenPosition[id].map { model.screens[$0] } }
    public func transition(_ id: String) -> Transition? { transitionPosition[id].map { model.transitions[$0] } }
    /// The coordinator whose container holds `screen` (its stack, tabs or single screen).
    public func owner(ofScreen screen: String) -> CoordinatorNode? { ownerPosition[screen].map { model.coordinators[$0] } }

    /// The ids of the coordinators `id` owns (it is their parent), in the order it holds them.
    public func children(of id: String) -> [String] { ownedChildren[id] ?? [] }

    /// The transitions that start on `screen`, in model order.
    public func transitions(from screen: String) -> [Transition] {
        (transitionsFrom[screen] ?? []).map { model.transitions[$0] }
    }

    /// The transitions with a step naming `target` (a screen, coordinator or tab), in model order.
    public func transitions(naming target: String) -> [Transition] {
        (transitionsNaming[target] ?? []).map { model.transitions[$0] }
    }

    /// The screens presented over any of `screens`, in model order.
    public func screensPresented(overAnyOf screens: [String]) -> [ScreenNode] {
        guard !presentedOver.isEmpty else { return [] }
        var positions: [Int] = []
        var seen: Set<String> = []
        for screen in screens where seen.insert(screen).inserted { positions += presentedOver[screen] ?? [] }
        return positions.sorted().map { model.screens[$0] }
    }

    /// The main tab bar's tab whose content is `coordinator`'s container, as ``ArchitectureModel/tab(showing:)``.
    public func tab(showing coordinator: String) -> Tab? { tabOfCoordinator[coordinator] }

    /// The main tab bar's tab a screen lives in, as ``ArchitectureModel/tab(ofScreen:)``.
    public func tab(ofScreen screen: String) -> Tab? {
        if let direct = tabOfScreenDirectly[screen] { return direct }
        guard let owner = owner(ofScreen: screen) else { return nil }
        return tab(showing: owner.id)
    }
}
