/// A child made, at one call site, to push onto the stack of the screen that starts it (while
/// elsewhere it presents a stack of its own): the screens it pushes there are further places of
/// their types (`SignInViewController#2`), since a place on a stack is one screen.
extension Inference {
    func placeOnParentStacks(_ transitions: inout [ScannedApp.Transition], coordinators: [ScannedApp.Coordinator]) {
        guard transitions.contains(where: { !$0.startedOnParentStack.isEmpty }) else { return }
        // Where each screen already has a place: a coordinator's container, or a transition that
        // pushes or presents it without a child pushing onto another stack.
        var placed: Set<String> = []
        for node in coordinators { placed.formUnion(Self.screenNames(in: node.container)) }
        for transition in transitions where transition.startedOnParentStack.isEmpty {
            for step in transition.steps where ["push", "present"].contains(step.kind) { placed.insert(step.target) }
        }
        // The next free number of each type (`#2` unless the code already has further places).
        var renamed: [String: String] = [:]
        func place(_ target: String) -> String {
            if let known = renamed[target] { return known }
            var number = 2
            while placed.contains("\(target)#\(number)") { number += 1 }
            renamed[target] = "\(target)#\(number)"
            return renamed[target]!
        }
        for index in transitions.indices where !transitions[index].startedOnParentStack.isEmpty {
            var onParentStack = false
            for step in transitions[index].steps.indices {
                let kind = transitions[index].steps[step].kind
                if kind == "startChild" {
                    onParentStack = transitions[index].startedOnParentStack.contains(transitions[index].steps[step].target)
                } else if kind == "push", onParentStack {
                    let target = transitions[index].steps[step].target
                    if placed.contains(target), !target.contains("#") { transitions[index].steps[step].target = place(target) }
                } else {
                    onParentStack = false
                }
            }
        }
    }
}
