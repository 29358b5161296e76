/// Plays a transition's steps on a ``NavigationState`` to find, for each step, which screen the
/// user sees before and after, and what Back returns to at the end.
public struct FlowSimulator {
    public let model: ArchitectureModel
    /// The model's live state, computed once: every transition starts from it.
    private let liveState: NavigationState
    /// Look-ups by id, so playing many transitions of a large app stays linear.
    private let ownerOfScreen: [String: CoordinatorNode]
    let coordinators: [String: CoordinatorNode]
    private let screens: [String: ScreenNode]
    private let tabOfCoordinator: [String: Tab]
    /// The stacks of plain-stack tabs, by tab index.
    private let plainTabOfIndex: [Int: String]
    /// Tab bars other than the first (a tab bar inside a child flow), by owner, and the tab each
    /// of their coordinators is shown in.
    private let nestedBars: [String: TabBar]
    private let nestedTabOfCoordinator: [String: (bar: String, tab: Tab)]
    private let parentOfCoordinator: [String: String]
    private let pushPaths: PushPaths
    /// The first tab bar's tabs, and every other tab bar with its owner, in model order.
    private let mainTabs: [Tab]?
    /// The coordinator (or owner) showing the first tab bar, whose tabs are ``mainTabs``.
    private let mainTabBarOwner: String?
    /// Whether the first tab bar is presented modally (a sheet), so on screen only while up.
    private var mainTabBarIsPresented = false
    /// The tab the first tab bar shows when nothing selected another.
    private let mainTabBarSelectedIndex: Int
    private let otherTabBars: [(owner: String, bar: TabBar)]
    /// The coordinator whose split or page view shows each column coordinator (the first one).
    private let hostOfColumn: [String: String]
    /// The screens whose `presents` list each screen, in model order.
    let presentersOfScreen: [String: [String]]
    /// What ``play(_:)`` has played already, shared by every copy of this simulator.
    private let memo = PlaybackMemo()

    public init(model: ArchitectureModel) {
        self.model = model
        // A tab that is a plain stack no coordinator runs is played as a stack of its own,
        // named after its place: `TabBarCoordinator.tabs[2]`.
        var plainStacks: [CoordinatorNode] = []
        var tabs: [String: Tab] = [:]
        if let (owner, bar) = model.mainTabBar {
            for var tab in bar.tabs {
                if tab.coordinator == nil, let stack = tab.container?.navigationStack {
                    let id = Self.plainStackID(owner: owner.id, tab: tab.index)
                    plainStacks.append(CoordinatorNode(id: id, typeName: stack.typeName, container: .navigationStack(stack)))
                    tab.coordinator = id
                }
                if let coordinator = tab.coordinator, tabs[coordinator] == nil { tabs[coordinator] = tab }
            }
        }
        tabOfCoordinator = tabs
        var bars: [String: TabBar] = [:]
        var nestedTabs: [String: (bar: String, tab: Tab)] = [:]
        let tabBars = model.tabBars
        mainTabs = tabBars.first?.tabBar.tabs
        mainTabBarOwner = tabBars.first?.owner.id
        mainTabBarSelectedIndex = tabBars.first?.tabBar.selectedIndex ?? 0
        otherTabBars = tabBars.dropFirst().map { ($0.owner.id, $0.tabBar) }
        var hosts: [String: String] = [:]
        for coordinator in model.coordinators {
            guard case .containment(let host) = coordinator.container else { continue }
            for column in host.coordinators ?? [] where hosts[column] == nil { hosts[column] = coordinator.id }
        }
        hostOfColumn = hosts
        for (owner, bar) in tabBars.dropFirst() where bars[owner.id] == nil {
            bars[owner.id] = bar
            for tab in bar.tabs {
                if let coordinator = tab.coordinator, nestedTabs[coordinator] == nil { nestedTabs[coordinator] = (owner.id, tab) }
            }
        }
        nestedBars = bars
        nestedTabOfCoordinator = nestedTabs
        plainTabOfIndex = Dictionary(tabs.values.filter { $0.coordinator?.contains(".tabs[") == true }.map { ($0.index, $0.coordinator ?? "") }, uniquingKeysWith: { first, _ in first })
        var live = NavigationState(liveStateOf: model)
        for stack in plainStacks {
            if let screens = stack.container?.navigationStack { live.stacks[stack.id] = screens.screens.isEmpty ? Array(screens.allScreens.prefix(1)) : screens.screens }
        }
        liveState = live
        var owners: [String: CoordinatorNode] = [:]
        owners.reserveCapacity(model.screens.count)
        for coordinators in [plainStacks, model.coordinators] {
            for coordinator in coordinators {
                for screen in coordinator.container?.screens ?? [] where owners[screen] == nil { owners[screen] = coordinator }
            }
        }
        ownerOfScreen = owners
        var byID: [String: CoordinatorNode] = [:]
        byID.reserveCapacity(model.coordinators.count + plainStacks.count)
        for coordinators in [model.coordinators, plainStacks] {
            for coordinator in coordinators where byID[coordinator.id] == nil { byID[coordinator.id] = coordinator }
        }
        coordinators = byID
        screens = Dictionary(model.screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var presenters: [String: [String]] = [:]
        for screen in model.screens {
            for presented in Set(screen.presents ?? []) { presenters[presented, default: []].append(screen.id) }
        }
        presentersOfScreen = presenters
        parentOfCoordinator = model.parents
        pushPaths = PushPaths(model: model)
        mainTabBarIsPresented = mainTabBarOwner.map { presentedFlow(holding: $0) != nil } ?? false
    }

    /// One step as played: where the user was, where they are now, and a short caption.
    public struct PlayedStep: Equatable, Sendable {
        /// 1-based position in the transition.
        public var number: Int
        public var step: Step
        /// Screen visible before the step.
        public var from: String?
        /// Screen visible after the step.
        public var to: String?
        /// `switch to Orders`, `reset Orders to root`, `push Orders2`, …
        public var caption: String
        /// Why the step cannot happen in the state it is applied to, if it cannot.
        public var problem: String?
        /// The state after the step.
        public var state: NavigationState
    }

    /// The result of playing a whole transition.
    public struct Playback: Equatable, Sendable {
        public var initial: NavigationState
        public var steps: [PlayedStep]
        /// The screens Back walks through from the final screen, top first
        /// (e.g. Orders3 → Orders2 → Orders).
        public var backChain: [String]
    }

    /// Plays `transition` from the model's live state with its source screen made visible.
    /// Each transition is played once; asking again returns the same playback.
    public func play(_ transition: Transition) -> Playback {
        memo.playback(of: transition) { play(transition, from: startState(of: transition)) }
    }

    /// The screen `transition` ends on, played as ``play(_:)`` plays it, without the captions and
    /// states of every step: `nil` when it has no steps or ends on no screen.
    public func finalScreen(of transition: Transition) -> String? {
        guard !transition.steps.isEmpty else { return nil }
        var state = startState(of: transition)
        var previous: Step?
        for step in transition.steps {
            _ = apply(step, after: previous, to: &state)
            previous = step
        }
        return visibleScreen(in: state)
    }

    /// Where ``play(_:)`` starts `transition`: at launch for a launch entry, else the live state
    /// with its source screen made visible (an entry from outside starts from the live state).
    private func startState(of transition: Transition) -> NavigationState {
        if transition.entry?.kind == .launch { return launchState }
        var state = liveState
        if transition.entry == nil { show(transition.source, in: &state) }
        return state
    }

    /// What the app shows when it launches: its first phase's root (or its root), nothing
    /// presented, each stack at its root, the initial tab selected.
    public var launchState: NavigationState {
        var state = liveState
        state.presented.removeAll()
        state.presentedFlows.removeAll()
        state.activeCoordinator = nil
        for (id, stack) in state.stacks { state.stacks[id] = Array(stack.prefix(1)) }
        state.selectedTab = model.mainTabBar.map { $0.tabBar.selectedIndex ?? 0 }
        if let first = model.phases?.first?.root { makeRoot(first, in: &state) }
        return state
    }

    /// The root is replaced by `id`'s container: a coordinator pushing onto a shared stack
    /// installs its first screen as that stack's root module; one with a stack of its own shows
    /// its root; one with a tab bar shows its selected tab.
    private func makeRoot(_ id: String, in state: inout NavigationState) {
        guard let root = coordinators[id] else { return }
        state.presented.removeAll()
        state.presentedFlows.removeAll()
        if let owner = root.pushesOnto, let stack = coordinators[owner]?.container?.navigationStack {
            let first = stack.allScreens.first { screens[$0]?.pushedBy == id }
            state.stacks[owner] = first.map { [$0] } ?? Array(stack.allScreens.prefix(1))
            state.activeCoordinator = owner
        } else if let stack = root.container?.navigationStack {
            state.stacks[id] = Array((stack.screens.isEmpty ? stack.allScreens : stack.screens).prefix(1))
            state.activeCoordinator = id
        } else if let bar = root.container?.tabBar {
            state.selectedTab = bar.selectedIndex ?? state.selectedTab ?? 0
            state.activeCoordinator = nil
        } else {
            state.activeCoordinator = id
        }
    }

    /// Plays `transition` from exactly `state`, as it is (e.g. the state a recording saw).
    public func play(_ transition: Transition, from start: NavigationState) -> Playback {
        var state = start
        let initial = state
        var played: [PlayedStep] = []
        for (offset, step) in transition.steps.enumerated() {
            let before = visibleScreen(in: state)
            let problem = apply(step, after: offset > 0 ? transition.steps[offset - 1] : nil, to: &state)
            played.append(PlayedStep(
                number: offset + 1, step: step, from: before, to: visibleScreen(in: state),
                caption: caption(for: step), problem: problem, state: state
            ))
        }
        return Playback(initial: initial, steps: played, backChain: backChain(in: state))
    }

    /// The screen on top of what the user sees.
    public func visibleScreen(in state: NavigationState) -> String? {
        if let presented = state.presented.last { return presented }
        if let flow = state.presentedFlows.last { return state.stacks[shownCoordinator(ofFlow: flow, in: state)]?.last }
        guard let coordinator = activeCoordinator(in: state) else { return selectedScreenTab(in: state) }
        return state.stacks[coordinator]?.last
    }

    /// The screen of the selected tab when that tab shows one screen directly and is on screen.
    private func selectedScreenTab(in state: NavigationState) -> String? {
        guard mainTabBarOwner != nil, !mainTabBarIsPresented, let selected = state.selectedTab else { return nil }
        return mainTabs?.first { $0.index == selected }?.screen
    }

    /// The coordinator whose stack is on screen: the selected tab's, or the last one navigated.
    public func activeCoordinator(in state: NavigationState) -> String? {
        // A flow presented modally covers everything beneath it.
        if let flow = state.presentedFlows.last { return shownCoordinator(ofFlow: flow, in: state) }
        // A stack outside the tab bar (a modal flow) the user navigated into is on screen,
        // whatever tab lies beneath it.
        // The first tab bar is not on screen when it is presented and not up now.
        let mainBarOnScreen = mainTabBarOwner != nil && !mainTabBarIsPresented
        if let active = state.activeCoordinator, tabOfCoordinator[active] == nil || !mainBarOnScreen, state.stacks[active] != nil,
           coordinators[active]?.container?.navigationStack != nil {
            return active
        }
        if mainBarOnScreen, let selected = state.selectedTab, let tab = mainTabs?.first(where: { $0.index == selected }) {
            if let coordinator = tab.coordinator ?? plainTabOfIndex[tab.index] { return descendNestedTabs(from: coordinator, in: state) }
            // A tab showing one screen directly: no coordinator's stack is on screen.
            if tab.screen != nil { return nil }
        }
        return state.activeCoordinator ?? model.coordinators.first { state.stacks[$0.id] != nil }?.id
    }

    /// The presented flow `coordinator` belongs to: itself when it is presented, else the
    /// presented tab bar, split or page view that holds it (a library sheet whose panels are
    /// tabs), nearest first; `nil` when nothing holding it is presented.
    private func presentedFlow(holding coordinator: String) -> String? {
        var current: String? = coordinator
        var hops = 0
        while let id = current, hops < 1_000 {
            if coordinators[id]?.presentation != nil { return id }
            if let nested = nestedTabOfCoordinator[id] {
                current = nested.bar
            } else if tabOfCoordinator[id] != nil {
                current = mainTabBarOwner
            } else {
                current = hostOfColumn[id]
            }
            hops += 1
        }
        return nil
    }

    /// The coordinator whose stack a presented flow shows: the flow itself, or, for a presented
    /// tab bar, the coordinator of its selected tab.
    private func shownCoordinator(ofFlow flow: String, in state: NavigationState) -> String {
        if flow == mainTabBarOwner, let tab = mainTabs?.first(where: { $0.index == state.selectedTab ?? mainTabBarSelectedIndex }),
           let coordinator = tab.coordinator ?? plainTabOfIndex[tab.index] {
            return descendNestedTabs(from: coordinator, in: state)
        }
        return nestedBars[flow] != nil ? descendNestedTabs(from: flow, in: state) : flow
    }

    /// A tab whose coordinator shows a tab bar of its own shows that bar's selected tab.
    private func descendNestedTabs(from coordinator: String, in state: NavigationState) -> String {
        var current = coordinator
        var hops = 0
        while let bar = nestedBars[current], hops < 64 {
            let index = state.selectedTabs[current] ?? bar.selectedIndex ?? 0
            guard let next = bar.tabs.first(where: { $0.index == index })?.coordinator, next != current else { break }
            current = next
            hops += 1
        }
        return current
    }

    /// Selects the tabs that lead to `coordinator` when it is a tab's: its tab in a nested tab
    /// bar, and the tabs leading to that bar's owner, up to the first tab bar.
    private func selectTabs(leadingTo coordinator: String, in state: inout NavigationState) {
        var current: String? = coordinator
        var hops = 0
        while let id = current, hops < 1_000 {
            hops += 1
            if let tab = tabOfCoordinator[id] {
                state.selectedTab = tab.index
                return
            }
            guard let nested = nestedTabOfCoordinator[id] else { return }
            state.selectedTabs[nested.bar] = nested.tab.index
            current = nested.bar
        }
    }

    /// The coordinator whose split view is on screen.
    private func splitShowing(in state: NavigationState) -> String? {
        guard let active = activeCoordinator(in: state) else { return nil }
        var cursor: String? = active
        var hops = 0
        while let id = cursor, hops < 1_000 {
            if case .containment(let host) = coordinators[id]?.container, host.kind == .split { return id }
            cursor = hostOfColumn[id]
            hops += 1
        }
        return nil
    }

    /// A short caption for a step, naming tabs and coordinators as a person would.
    public func caption(for step: Step) -> String {
        let target = step.target ?? ""
        switch step.kind {
        case .switchTab: return "switch to \(tabTitle(target))"
        case .resetToRoot: return "reset \(coordinatorName(target)) to root"
        case .popToRoot: return "pop \(coordinatorName(target)) to root"
        case .push: return "push \(screenName(target))"
        case .pop: return "pop \(coordinatorName(target))"
        case .present: return "present \(screenName(target))"
        case .dismiss: return "dismiss"
        case .startChild: return "start \(coordinatorName(target))"
        case .finish: return "finish \(coordinatorName(target))"
        case .setRoot: return "make \(coordinatorName(target)) the root"
        case .showDetail: return "show \(screenName(target)) in the detail column"
        }
    }

    /// Where a transition starts, for a person: the screen's short name, or its entry point.
    public func startName(_ transition: Transition) -> String {
        transition.entry?.description ?? screenName(transition.source)
    }

    /// The coordinator whose stack holds `coordinator`'s screens: itself, or the coordinator
    /// whose navigation controller it pushes onto.
    private func stackOwner(_ coordinator: String) -> String {
        coordinators[coordinator]?.pushesOnto ?? coordinator
    }

    // MARK: Applying steps

    private func show(_ screen: String, in state: inout NavigationState, depth: Int = 0) {
        guard let owner = ownerOfScreen[screen] else {
            // A screen no container holds is shown modally over the screen presenting it (over
            // what is on screen when none is known).
            if screens[screen] != nil, !state.presented.contains(screen) {
                if depth < 32, let presenter = presenterToShow(before: screen, visible: visibleScreen(in: state)) {
                    show(presenter, in: &state, depth: depth + 1)
                }
                state.presented.append(screen)
            }
            return
        }
        // A screen of a presented flow that is not up: the user came from the screen the flow is
        // presented over (in its tab), so that screen is shown first and the flow over it. The
        // flow is the owner, or the presented tab bar or split view that holds the owner.
        let flow = presentedFlow(holding: owner.id)
        if let flow, let presentation = coordinators[flow]?.presentation, !state.presentedFlows.contains(flow), depth < 32,
           presentation.over.flatMap({ ownerOfScreen[$0] }).map({ presentedFlow(holding: $0.id) }) != flow {
            // Presented from a screen no one named: the flow comes up over whatever is on screen.
            if let over = presentation.over { show(over, in: &state, depth: depth + 1) }
            state.presentedFlows.append(flow)
        }
        var stack = state.stacks[owner.id] ?? []
        if let position = stack.firstIndex(of: screen) {
            stack = Array(stack.prefix(through: position))
        } else {
            let all = owner.container?.navigationStack?.allScreens ?? [screen]
            stack = pushPaths.path(to: screen, in: all) ?? Array(all.prefix(1))
        }
        state.stacks[owner.id] = stack
        state.activeCoordinator = owner.id
        // The user is on this screen: nothing is presented over it, and a flow it belongs to is up.
        state.presented.removeAll()
        if let position = state.presentedFlows.firstIndex(of: flow ?? owner.id) {
            state.presentedFlows.removeSubrange((position + 1)...)
        } else {
            state.presentedFlows.removeAll()
            if let flow { state.presentedFlows.append(flow) }
        }
        selectTabs(leadingTo: owner.id, in: &state)
    }

    private func apply(_ step: Step, after previous: Step?, to state: inout NavigationState) -> String? {
        let target = step.target ?? ""
        if dismissesFinishedFlow(step, after: previous) { return nil }
        switch step.kind {
        case .switchTab:
            if let tab = findTab(target) {
                state.selectedTab = tab.index
                state.activeCoordinator = tab.coordinator ?? plainTabOfIndex[tab.index]
            } else if let (bar, tab) = findNestedTab(target) {
                // A tab of a tab bar inside a child flow: select it, and the tabs leading to it.
                state.selectedTabs[bar] = tab.index
                selectTabs(leadingTo: bar, in: &state)
                state.activeCoordinator = tab.coordinator
            } else {
                return "there is no tab '\(target)'"
            }
        case .resetToRoot, .popToRoot:
            guard let stack = state.stacks[stackOwner(target)], let root = stack.first else {
                return "'\(target)' has no navigation stack to reset"
            }
            state.stacks[stackOwner(target)] = [root]
        case .pop:
            guard let stack = state.stacks[stackOwner(target)], stack.count > 1 else {
                return "'\(target)' has nothing to pop: its stack holds only its root"
            }
            state.stacks[stackOwner(target)] = Array(stack.dropLast())
        case .setRoot:
            guard coordinators[target] != nil else { return "there is no coordinator '\(target)'" }
            makeRoot(target, in: &state)
        case .showDetail:
            // The split view on screen (or the one holding the screen) shows it in its secondary
            // column: that column's stack becomes just this screen.
            guard let split = splitShowing(in: state) else {
                return "'\(screenName(target))' cannot be shown as a detail: no split view is on screen"
            }
            state.stacks[split] = [target]
            state.activeCoordinator = split
        case .push:
            // A screen no stack holds, pushed while a screen is presented: it goes on top of the
            // presented screen (inside its own navigation), not under it on the stack behind.
            if ownerOfScreen[target] == nil, !state.presented.isEmpty {
                state.presented.append(target)
                return nil
            }
            guard let owner = ownerOfScreen[target] ?? activeCoordinator(in: state).flatMap({ coordinators[$0] }),
                  owner.container?.navigationStack != nil else {
                return "'\(screenName(target))' cannot be pushed: no coordinator with a navigation stack holds it"
            }
            if let active = activeCoordinator(in: state), active != owner.id, tabOfCoordinator[owner.id] != nil {
                state.stacks[owner.id, default: []].append(target)
                return "'\(screenName(target))' is pushed onto \(coordinatorName(owner.id)), which is not on screen"
            }
            state.stacks[owner.id, default: []].append(target)
            state.activeCoordinator = owner.id
        case .present:
            state.presented.append(target)
        case .dismiss:
            if !state.presented.isEmpty {
                state.presented.removeLast()
            } else if let flow = state.presentedFlows.popLast() {
                // Back on the screen the flow was presented over.
                if let active = state.activeCoordinator, presentedFlow(holding: active) == flow {
                    let over = coordinators[flow]?.presentation?.over.flatMap { ownerOfScreen[$0]?.id }
                    state.activeCoordinator = over ?? parentOfCoordinator[flow]
                }
            } else {
                return "nothing is presented to dismiss"
            }
        case .startChild:
            guard let child = coordinators[target] else { return "there is no coordinator '\(target)'" }
            if child.presentation != nil, let stack = child.container?.navigationStack {
                // A child presenting its own stack shows it over what is on screen.
                if state.stacks[child.id] == nil { state.stacks[child.id] = Array(stack.allScreens.prefix(1)) }
                if !state.presentedFlows.contains(child.id) { state.presentedFlows.append(child.id) }
            } else if child.presentation != nil, child.container?.tabBar != nil, !state.presentedFlows.contains(child.id) {
                // A presented tab bar (a library sheet whose panels are tabs) opens on its selected tab.
                state.presentedFlows.append(child.id)
                let shown = shownCoordinator(ofFlow: child.id, in: state)
                if state.stacks[shown] == nil, let stack = coordinators[shown]?.container?.navigationStack {
                    state.stacks[shown] = Array(stack.allScreens.prefix(1))
                }
            }
            if state.stacks[child.id] != nil, tabOfCoordinator[child.id] == nil { state.activeCoordinator = child.id }
        case .finish:
            // A presented flow that finishes is dismissed with it.
            if let position = state.presentedFlows.firstIndex(of: target) {
                state.presentedFlows.remove(at: position)
                state.presented.removeAll()
            }
            if state.activeCoordinator == target { state.activeCoordinator = parentOfCoordinator[target] }
        }
        return nil
    }

    private func backChain(in state: NavigationState) -> [String] {
        if !state.presented.isEmpty { return state.presented.reversed() }
        if let flow = state.presentedFlows.last { return (state.stacks[shownCoordinator(ofFlow: flow, in: state)] ?? []).reversed() }
        guard let coordinator = activeCoordinator(in: state) else { return [] }
        return (state.stacks[coordinator] ?? []).reversed()
    }

    // MARK: Names

    /// The id a tab's stack that no coordinator runs is played under: `TabBarCoordinator.tabs[2]`.
    public static func plainStackID(owner: String, tab index: Int) -> String { "\(owner).tabs[\(index)]" }

    private func findTab(_ name: String) -> Tab? {
        mainTabs?.tab(named: name)
    }

    private func findNestedTab(_ name: String) -> (bar: String, tab: Tab)? {
        for (owner, bar) in otherTabBars {
            if let tab = bar.tabs.tab(named: name) { return (owner, tab) }
        }
        return nil
    }

    private func tabTitle(_ name: String) -> String { (findTab(name) ?? findNestedTab(name)?.tab)?.displayTitle ?? name }

    /// A coordinator named after its tab when it has one (`Orders`), else its type.
    public func coordinatorName(_ id: String) -> String {
        if let tab = tabOfCoordinator[id] ?? nestedTabOfCoordinator[id]?.tab, let title = tab.title { return title }
        return id
    }

    public func screenName(_ id: String) -> String { screens[id]?.shortName ?? ScreenNode(id: id, typeName: id).shortName }
}
