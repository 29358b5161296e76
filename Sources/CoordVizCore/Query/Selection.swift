/// The working state of a ``ModelFilter``: which coordinators the criteria select so far, and
/// how to cut the model down to them (see ``ModelFilter`` for the rules).
struct Selection {
    let model: ArchitectureModel
    /// The coordinator drawn at the top: the model's root, or `--root`.
    private var top: String?
    /// Coordinators every criterion so far selects.
    private var selected: Set<String>
    private var depthLimit: Int?
    /// With `--focus`, the transitions that reach or leave the focused screen.
    private var focusTransitions: Set<String>?

    init(model: ArchitectureModel) {
        self.model = model
        top = model.root.flatMap { model.coordinator($0) != nil ? $0 : nil } ?? model.topCoordinators.first
        selected = Set(model.coordinators.map(\.id))
    }

    /// Keeps `id`'s subtree, and the coordinators that push onto a stack in it (with their
    /// subtrees): what they push is on that stack, so it is part of what the subtree shows.
    mutating func narrow(toSubtreeOf id: String, asRoot: Bool) {
        let pushers = self.pushers
        var part = model.subtree(of: id)
        var members = Set(part)
        var cursor = 0
        while cursor < part.count {
            let next = part[cursor]
            cursor += 1
            for pusher in pushers[next] ?? [] where !members.contains(pusher) {
                let added = model.subtree(of: pusher).filter { !members.contains($0) }
                part += added
                members.formUnion(added)
            }
        }
        selected.formIntersection(members)
        if asRoot { top = id }
    }

    /// The coordinators pushing onto each coordinator's stack.
    private var pushers: [String: [String]] {
        var result: [String: [String]] = [:]
        for coordinator in model.coordinators {
            if let owner = coordinator.pushesOnto { result[owner, default: []].append(coordinator.id) }
        }
        return result
    }

    mutating func limit(depth: Int) {
        selected = selected.filter { (depths[$0] ?? 0) <= depth }
        depthLimit = depth
    }

    /// Keeps the transitions that start on, lead to, pass through or name `screen`, and the
    /// coordinators whose stacks they touch.
    mutating func focus(on screen: String) {
        let simulator = model.sharedSimulator
        let index = model.sharedIndex
        var transitions: Set<String> = []
        var coordinators: Set<String> = []
        if let owner = index.owner(ofScreen: screen) { coordinators.insert(owner.id) }
        if let talksTo = model.screen(screen)?.coordinator { coordinators.insert(talksTo) }
        for transition in model.transitions {
            let playback = simulator.play(transition)
            var screens = [transition.source] + transition.steps.compactMap(\.screenTarget)
            screens += playback.steps.flatMap { [$0.from, $0.to].compactMap { $0 } }
            guard screens.contains(screen) else { continue }
            transitions.insert(transition.id)
            for id in screens { if let owner = index.owner(ofScreen: id) ?? index.screen(id)?.coordinator.flatMap(index.coordinator) { coordinators.insert(owner.id) } }
            for step in transition.steps {
                switch step.kind.targetKind {
                case .coordinator: if let target = step.target { coordinators.insert(target) }
                case .tab: if let target = step.target, let coordinator = model.tab(named: target)?.coordinator { coordinators.insert(coordinator) }
                case .screen, .none: break
                }
            }
        }
        selected.formIntersection(coordinators)
        focusTransitions = transitions
    }

    /// Each coordinator's depth below the top of its tree (the drawn top for its subtree).
    private var depths: [String: Int] {
        let index = model.sharedIndex
        var result: [String: Int] = [:]
        for tree in model.topCoordinators(index: index) { result.merge(model.depths(below: tree, index: index)) { first, _ in first } }
        if let top { result.merge(model.depths(below: top, index: index)) { _, fromTop in fromTop } }
        return result
    }

    /// The model cut down to the selection.
    func filtered() -> ArchitectureModel {
        // Ancestors stay as the way down to what is selected, but not above the drawn top.
        // Each walk up stops at the drawn top or at what an earlier walk kept: linear in all.
        var kept = selected
        let parents = model.parents
        var walked: Set<String> = []
        for id in selected {
            var cursor = id
            while cursor != top, walked.insert(cursor).inserted, let parent = parents[cursor] {
                kept.insert(parent)
                cursor = parent
            }
        }
        let depths = depths
        var result = ArchitectureModel(app: model.app, root: top.flatMap { kept.contains($0) ? $0 : nil })
        for var coordinator in model.coordinators where kept.contains(coordinator.id) {
            let isSelected = selected.contains(coordinator.id)
            coordinator.children = coordinator.children.filter { link in
                if let target = link.coordinator { return kept.contains(target) }
                guard isSelected else { return false }
                return depthLimit.map { (depths[coordinator.id] ?? 0) + 1 <= $0 } ?? true
            }
            coordinator.backReferences = coordinator.backReferences.filter { kept.contains($0.target) }
            if case .tabBar(var bar) = coordinator.container {
                bar.tabs = bar.tabs.filter { tab in
                    if let shown = tab.coordinator { return kept.contains(shown) }
                    return isSelected
                }
                coordinator.container = .tabBar(bar)
            }
            result.coordinators.append(coordinator)
        }
        let resultIndex = result.sharedIndex
        let held = Set(result.coordinators.flatMap { result.screens(heldBy: $0, index: resultIndex) })
        let shownByKeptTab = Set(result.mainTabBar?.tabBar.tabs.compactMap(\.screen) ?? [])
        let shownByAnyTab = Set(model.mainTabBar?.tabBar.tabs.compactMap(\.screen) ?? [])
        let index = model.sharedIndex
        result.screens = model.screens.filter { screen in
            if held.contains(screen.id) || shownByKeptTab.contains(screen.id) { return true }
            // A presented screen stays with the coordinator it talks to.
            return index.owner(ofScreen: screen.id) == nil && !shownByAnyTab.contains(screen.id) && screen.coordinator.map(kept.contains) == true
        }
        let screens = Set(result.screens.map(\.id))
        result.transitions = model.transitions.filter { transition in
            guard screens.contains(transition.source), focusTransitions?.contains(transition.id) ?? true else { return false }
            return transition.steps.allSatisfy { step in
                guard let target = step.target else { return true }
                switch step.kind.targetKind {
                case .screen: return screens.contains(target)
                case .coordinator: return kept.contains(target)
                case .tab: return result.tab(named: target) != nil
                case .none: return true
                }
            }
        }
        let transitions = Set(result.transitions.map(\.id))
        result.deepLinks = model.deepLinks.filter { link in
            if let id = link.transition, index.transition(id) != nil { return transitions.contains(id) }
            return link.handler.map(kept.contains) ?? false
        }
        return result
    }
}

extension ArchitectureModel {
    /// The tab a step names, exactly as flow playback finds it (``Swift/Array/tab(named:)``).
    public func tab(named name: String) -> Tab? {
        mainTabBar?.tabBar.tabs.tab(named: name)
    }
}

extension Step {
    /// The step's target when it names a screen.
    public var screenTarget: String? {
        kind.targetKind == .screen ? target : nil
    }
}
