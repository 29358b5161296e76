/// Pops a screen makes on its own navigation controller (`navigationController?.popViewController`)
/// act on the coordinator whose stack holds that screen.
extension Inference {
    /// Rewrites `pop` / `popToRoot` steps aimed at a screen to the coordinator whose stack holds it
    /// (the screen itself, or a screen that pushes it, in its stack); reports and drops the others.
    func placeScreenPops(_ transitions: inout [ScannedApp.Transition], coordinators: [ScannedApp.Coordinator], screens: [ScannedApp.Screen], nodes: Set<String>) {
        var owner: [String: String] = [:]
        // A stack a tab holds with no coordinator of its own has none to pop it by name.
        var unowned: Set<String> = []
        for node in coordinators {
            if case .tabs(let tabs)? = node.container, node.pushesOnto == nil {
                for screen in tabs.flatMap({ $0.stack ?? [] }) where owner[screen] == nil { unowned.insert(screen) }
            }
            for screen in Self.screenNames(in: node.container) where owner[screen] == nil && !unowned.contains(screen) { owner[screen] = node.pushesOnto ?? node.name }
        }
        // Screens pushed from a held screen belong to the same stack, however deep.
        var changed = true
        while changed {
            changed = false
            for screen in screens {
                if unowned.contains(screen.name) {
                    for pushed in screen.pushes where owner[pushed] == nil && unowned.insert(pushed).inserted { changed = true }
                }
                guard let holder = owner[screen.name] else { continue }
                for pushed in screen.pushes where owner[pushed] == nil {
                    owner[pushed] = holder
                    changed = true
                }
            }
        }
        for index in transitions.indices {
            var kept: [ScannedApp.Step] = []
            for step in transitions[index].steps {
                guard ["pop", "popToRoot"].contains(step.kind), !nodes.contains(step.target) else {
                    kept.append(step)
                    continue
                }
                guard let holder = owner[step.target] else {
                    let why = unowned.contains(step.target) ? "the stack a tab holds, which no coordinator owns" : "no coordinator's stack the scan found holds it"
                    interpreter.facts.unresolved.append((transitions[index].source, "\(step.target) pops its navigation controller, but \(why): the \(step.kind) is left out"))
                    continue
                }
                kept.append(.init(kind: step.kind, target: holder))
            }
            transitions[index].steps = kept
        }
        transitions.removeAll { $0.steps.isEmpty && $0.from != nil }
    }
}
