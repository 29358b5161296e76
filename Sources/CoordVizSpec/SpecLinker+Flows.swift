import CoordVizCore

/// Linking transitions and deep links: every screen, tab and coordinator they name must exist.
extension SpecLinker {
    mutating func transition(from declaration: TransitionDeclaration, in model: ArchitectureModel) -> Transition {
        let id = declaration.id.value
        sourceMap.record(.transition(id), at: declaration.location)
        var resolved = !declaration.isDamaged
        if let source = declaration.source { resolved = requireScreen(source) && resolved }
        var steps: [Step] = []
        for (index, step) in declaration.steps.enumerated() {
            sourceMap.record(.step(transition: id, index: index), at: step.location)
            if let target = step.target {
                switch step.kind.targetKind {
                case .tab: resolved = requireTab(target, in: model) && resolved
                case .screen: resolved = requireScreen(target) && resolved
                case .coordinator: resolved = requireCoordinator(target) && resolved
                case .none: break
                }
            }
            steps.append(Step(step.kind, step.target?.value))
        }
        if !resolved { unplayable.insert(id) }
        var transition = Transition(id: id, source: declaration.source?.value ?? "", trigger: declaration.trigger, steps: steps)
        transition.entry = declaration.entry?.value
        return transition
    }

    /// The deep link `declaration` declares; `transitionIDs` are the ids of `model`'s transitions.
    mutating func deepLink(from declaration: DeepLinkDeclaration, in model: ArchitectureModel, transitionIDs: Set<String>) -> DeepLink {
        sourceMap.record(.deepLink(declaration.url.value), at: declaration.url.location)
        if let handler = declaration.handler { requireCoordinator(handler) }
        if let transition = declaration.transition, !transitionIDs.contains(transition.value) {
            unknown(.unknownTransition, "transition", transition, among: model.transitions.map(\.id), hint: "declare it under 'transitions'")
        }
        return DeepLink(pattern: declaration.url.value, handler: declaration.handler?.value, transition: declaration.transition?.value)
    }
}
