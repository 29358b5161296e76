import CoordVizCore

/// Warnings about the parts of a spec that nothing leads to: coordinators no parent holds, and
/// screens no container starts with and no transition opens.
enum ReachabilityCheck {
    static func coordinators(in model: ArchitectureModel, sourceMap: SpecSourceMap) -> [SpecDiagnostic] {
        guard let root = model.root else { return [] }
        // Each phase's root is the app's root in its phase.
        let roots = [root] + (model.phases ?? []).map(\.root)
        let index = ModelIndex(model)
        var reached = Set(roots)
        var queue = roots
        while let id = queue.popLast() {
            for child in index.coordinator(id)?.children.compactMap(\.coordinator) ?? [] where reached.insert(child).inserted {
                queue.append(child)
            }
        }
        return model.coordinators.filter { !reached.contains($0.id) }.map { coordinator in
            SpecDiagnostic(
                .unreachableCoordinator,
                "coordinator '\(coordinator.id)' is not reachable from the root '\(root)': no coordinator lists it under 'children' or 'tabs'; add it to its parent",
                at: sourceMap.location(of: .coordinator(coordinator.id))
            )
        }
    }

    /// - Parameter declared: what each screen declares it pushes or presents under `screens`
    ///   (version 2); a `stack` list's order alone reaches nothing, in either version.
    static func screens(in model: ArchitectureModel, declared: [String: [String]] = [:], sourceMap: SpecSourceMap) -> [SpecDiagnostic] {
        var reached = Set(model.coordinators.flatMap(entryScreens))
        // A coordinator that becomes the root (a phase, a `setRoot` step) while pushing onto a
        // stack it shares shows the first screen it puts there: that screen replaces the root.
        let madeRoot = (model.phases ?? []).map(\.root)
            + model.transitions.flatMap { $0.steps.filter { $0.kind == .setRoot }.compactMap(\.target) }
        for id in madeRoot {
            guard let coordinator = model.coordinator(id), let owner = coordinator.pushesOnto,
                  let stack = model.coordinator(owner)?.container?.navigationStack else { continue }
            let pushedBy = Set(model.screens.filter { $0.pushedBy == id }.map(\.id))
            if let first = stack.allScreens.first(where: pushedBy.contains) { reached.insert(first) }
        }
        let deepLinked = Set(model.deepLinks.compactMap(\.transition))
        // What each screen leads to: what it declares it pushes or presents (version 2), and what
        // the transitions starting on it push, present or show. Transitions from an entry point
        // or a deep link run from anywhere. One walk from what is reached at first: linear.
        func opened(by transition: Transition) -> [String] {
            transition.steps.filter { $0.kind == .push || $0.kind == .present || $0.kind == .showDetail }.compactMap(\.target)
        }
        var leadsTo = declared
        var pending = Array(reached)
        for transition in model.transitions {
            if transition.entry != nil || deepLinked.contains(transition.id) {
                for target in opened(by: transition) where reached.insert(target).inserted { pending.append(target) }
            } else {
                leadsTo[transition.source, default: []] += opened(by: transition)
            }
        }
        while let screen = pending.popLast() {
            for target in leadsTo[screen] ?? [] where reached.insert(target).inserted { pending.append(target) }
        }
        return model.screens.filter { !reached.contains($0.id) }.map { screen in
            SpecDiagnostic(
                .unreachableScreen,
                "screen '\(screen.id)' cannot be reached: it is not the first screen of a stack, a tab or a coordinator's 'screen', and no transition that can run pushes or presents it; add the transition that opens it",
                at: sourceMap.location(of: .screen(screen.id))
            )
        }
    }

    /// The screens a coordinator shows without any transition: its stack's root, its single
    /// screen, the screens its tabs show directly (or the root of a tab's plain stack), the
    /// columns and pages of a split or page view.
    private static func entryScreens(of coordinator: CoordinatorNode) -> [String] {
        guard let container = coordinator.container else { return [] }
        return entryScreens(of: container)
    }

    private static func entryScreens(of container: Container) -> [String] {
        switch container {
        case .navigationStack(let stack): Array(stack.allScreens.prefix(1))
        case .single(let single): [single.screen]
        case .tabBar(let bar): bar.tabs.flatMap { tab in (tab.screen.map { [$0] } ?? []) + (tab.container.map(entryScreens) ?? []) }
        case .containment(let host): (host.screen.map { [$0] } ?? []) + host.contained.flatMap(entryScreens)
        }
    }
}
