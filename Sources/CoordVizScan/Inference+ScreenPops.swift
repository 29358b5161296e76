/// Pops a screen makes on its own navigation controller (`navigationController?.popViewController`)
/// act on the coordinator whose stack holds that screen.
extension Inference {
    /// Rewrites `pop` / `popToRoot` steps aimed at a screen to the coordinator whose stack holds it
    /// (the screen itself, or a screen that pushes it, in its stack); reports and drops the others.
    func placeScreenPops(_ transitions: inout [ScannedApp.Transition], coordinators: [ScannedApp.Coordinator], screens: [ScannedApp.Screen], nodes: Set<String>) {
        var owner: [String: String] = [:]
        for node in coordinators {
            for screen in Self.screenNames(in: node.container) where owner[screen] == nil { owner[screen] = node.pushesOnto ?? node.name }
        }
        // Screens pushed from a held screen belong to the same stack, however deep.
        var changed = true
        while changed {
            changed = false
            for screen in screens {
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
                    interpreter.facts.unresolved.append((transitions[index].source, "\(step.target) pops its navigation controller, but no coordinator's stack the scan found holds it: the \(step.kind) is left out"))
                    continue
                }
                kept.append(.init(kind: step.kind, target: holder))
            }
            transitions[index].steps = kept
        }
        transitions.removeAll { $0.steps.isEmpty && $0.from != nil }
    }
}
