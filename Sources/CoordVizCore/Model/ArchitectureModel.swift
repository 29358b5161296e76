/// Everything coordviz knows about one app: structure (from a live snapshot, a spec, or both),
/// transitions and deep links. Views are drawn from this one value.
public struct ArchitectureModel: Codable, Equatable, Sendable {
    /// The app's name.
    public var app: String
    /// The root coordinator's id.
    public var root: String?
    /// Coordinators, root first, then in the order their parents hold them.
    public var coordinators: [CoordinatorNode]
    /// Screens in the order they were found or declared.
    public var screens: [ScreenNode]
    public var transitions: [Transition]
    public var deepLinks: [DeepLink]
    /// Containers presented modally that no coordinator owns.
    public var presentedContainers: [PresentedContainer]?
    /// What introspection saw but could not follow.
    public var unread: [UnreadReference]?
    /// The app's phases in order when its root is replaced (login, then main); the first is
    /// where it starts. `nil` when the root never changes.
    public var phases: [Phase]?
    /// The index and simulator of this value, shared by its unchanged copies (see
    /// ``sharedIndex``); not part of what the model is: equality and coding leave it out.
    var lookups = ModelLookups()

    private enum CodingKeys: String, CodingKey {
        case app, root, coordinators, screens, transitions, deepLinks, presentedContainers, unread, phases
    }

    public static func == (lhs: ArchitectureModel, rhs: ArchitectureModel) -> Bool {
        lhs.app == rhs.app && lhs.root == rhs.root && lhs.coordinators == rhs.coordinators && lhs.screens == rhs.screens
            && lhs.transitions == rhs.transitions && lhs.deepLinks == rhs.deepLinks
            && lhs.presentedContainers == rhs.presentedContainers && lhs.unread == rhs.unread && lhs.phases == rhs.phases
    }

    public init(
        app: String,
        root: String? = nil,
        coordinators: [CoordinatorNode] = [],
        screens: [ScreenNode] = [],
        transitions: [Transition] = [],
        deepLinks: [DeepLink] = []
    ) {
        self.app = app
        self.root = root
        self.coordinators = coordinators
        self.screens = screens
        self.transitions = transitions
        self.deepLinks = deepLinks
    }

    /// The model a snapshot describes, with no transitions yet.
    public init(snapshot: Snapshot) {
        self.init(app: snapshot.app, root: snapshot.root, coordinators: snapshot.coordinators, screens: snapshot.screens)
        presentedContainers = snapshot.presentedContainers
        unread = snapshot.unread
    }

    public func coordinator(_ id: String) -> CoordinatorNode? { coordinators.first { $0.id == id } }
    public func screen(_ id: String) -> ScreenNode? { screens.first { $0.id == id } }
    public func transition(_ id: String) -> Transition? { transitions.first { $0.id == id } }

    /// The coordinator whose container holds `screen` (its stack, or its single screen).
    public func owner(ofScreen screen: String) -> CoordinatorNode? {
        coordinators.first { coordinator in
            coordinator.container?.screens.contains(screen) ?? false
        }
    }

    /// The parent of each coordinator in the ownership tree, by child id.
    public var parents: [String: String] {
        var result: [String: String] = [:]
        for coordinator in coordinators {
            for child in coordinator.children {
                if let id = child.coordinator, result[id] == nil, id != coordinator.id { result[id] = coordinator.id }
            }
        }
        return result
    }

    /// The first tab bar in the model, with the coordinator that owns it.
    public var mainTabBar: (owner: CoordinatorNode, tabBar: TabBar)? {
        for coordinator in coordinators {
            if let tabBar = coordinator.container?.tabBar { return (coordinator, tabBar) }
        }
        return nil
    }

    /// Every tab bar in the model with the coordinator (or owner) that shows it, in model order:
    /// coordinators' own tab bars, then tab bars nested in a tab's content.
    public var tabBars: [(owner: CoordinatorNode, tabBar: TabBar)] {
        var result: [(owner: CoordinatorNode, tabBar: TabBar)] = []
        for coordinator in coordinators {
            guard let bar = coordinator.container?.tabBar else { continue }
            var pending = [bar]
            while !pending.isEmpty {
                let next = pending.removeFirst()
                result.append((coordinator, next))
                pending += next.tabs.compactMap { $0.container?.tabBar }
            }
        }
        return result
    }

    /// The tab whose content is `coordinator`'s container, or which shows `screen` directly.
    public func tab(showing coordinator: String) -> Tab? {
        mainTabBar?.tabBar.tabs.first { $0.coordinator == coordinator }
    }

    /// The tab a screen lives in: the tab of the coordinator owning its stack.
    public func tab(ofScreen screen: String) -> Tab? {
        if let direct = mainTabBar?.tabBar.tabs.first(where: { $0.screen == screen }) { return direct }
        guard let owner = owner(ofScreen: screen) else { return nil }
        return tab(showing: owner.id)
    }
}
