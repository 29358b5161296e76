/// What the user sees at one moment: the selected tab, every coordinator's stack and what is
/// presented on top.
public struct NavigationState: Equatable, Sendable {
    public var selectedTab: Int?
    /// Screen ids per coordinator id, bottom to top.
    public var stacks: ScreenStacks
    /// Screens presented modally over everything, oldest first.
    public var presented: [String]
    /// The coordinator whose stack the user is looking at, when no tab bar decides it.
    public var activeCoordinator: String?
    /// Coordinators whose own containers are presented modally (a settings sheet with its own
    /// stack), oldest first; their stacks are in ``stacks``.
    public var presentedFlows: [String] = []
    /// The selected tab of each tab bar other than the first, by the id of its owner.
    public var selectedTabs: [String: Int] = [:]

    public init(selectedTab: Int? = nil, stacks: ScreenStacks = [:], presented: [String] = [], activeCoordinator: String? = nil) {
        self.selectedTab = selectedTab
        self.stacks = stacks
        self.presented = presented
        self.activeCoordinator = activeCoordinator
    }

    /// The live state a model records: selected tab and live stacks (the first screen of each
    /// declared stack when the model has no live state).
    public init(liveStateOf model: ArchitectureModel) {
        self.init(selectedTab: model.mainTabBar?.tabBar.selectedIndex)
        var stacks: [String: [String]] = [:]
        defer { self.stacks = ScreenStacks(stacks) }
        for coordinator in model.coordinators {
            switch coordinator.container {
            case .navigationStack(let stack):
                stacks[coordinator.id] = stack.screens.isEmpty ? Array(stack.allScreens.prefix(1)) : stack.screens
            case .single(let single):
                stacks[coordinator.id] = [single.screen]
            case .containment(let host) where host.kind == .split:
                // What the secondary column shows now (or first), the screen the user sees.
                let columns = host.contained.map(\.screens).filter { !$0.isEmpty }
                if let shown = host.contained.last?.navigationStack?.screens, !shown.isEmpty {
                    stacks[coordinator.id] = shown
                } else if let detail = columns.last {
                    stacks[coordinator.id] = Array(detail.prefix(1))
                }
            default:
                continue
            }
            // Presented now only when the live app shows it (a spec's `presentedFrom` says how it
            // is shown once started, not that it is up).
            if coordinator.presentation != nil, coordinator.isLive != false, !(coordinator.container?.navigationStack?.screens.isEmpty ?? true) {
                presentedFlows.append(coordinator.id)
            }
        }
    }
}
