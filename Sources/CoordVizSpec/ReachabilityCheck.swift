import CoordVizCore

/// Warnings about the parts of a spec that nothing leads to: coordinators no parent holds, and
/// screens no container starts with and no transition opens.
enum ReachabilityCheck {
    static func coordinators(in model: ArchitectureModel, sourceMap: SpecSourceMap) -> [SpecDiagnostic] {
        guard let root = model.root else { return [] }
        var reached: Set<String> = [root]
        var queue = [root]
        while let id = queue.popLast() {
            for child in model.coordinator(id)?.children.compactMap(\.coordinator) ?? [] where reached.insert(child).inserted {
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

    static func screens(in model: ArchitectureModel, sourceMap: SpecSourceMap) -> [SpecDiagnostic] {
        var reached = Set(model.coordinators.flatMap(entryScreens))
        let deepLinked = Set(model.deepLinks.compactMap(\.transition))
        var changed = true
        while changed {
            changed = false
            for transition in model.transitions where reached.contains(transition.source) || deepLinked.contains(transition.id) {
                for step in transition.steps where step.kind == .push || step.kind == .present {
                    if let target = step.target, reached.insert(target).inserted { changed = true }
                }
            }
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
    /// screen, the screens its tabs show directly.
    private static func entryScreens(of coordinator: CoordinatorNode) -> [String] {
        if let stack = coordinator.container?.navigationStack { return Array(stack.allScreens.prefix(1)) }
        if case .single(let single)? = coordinator.container { return [single.screen] }
        return coordinator.container?.tabBar?.tabs.compactMap(\.screen) ?? []
    }
}
