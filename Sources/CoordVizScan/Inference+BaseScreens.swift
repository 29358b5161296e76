/// Actions written in a base screen class (`TermsViewController`'s cancel button) happen on the
/// subclasses the app shows (`TermsViewControllerXIB`), not on a base nothing shows.
extension Inference {
    /// Moves the transitions that start on a screen no container or step shows onto the subclasses
    /// of it that are shown (one copy each), dropping copies that repeat a transition already there.
    func moveBaseScreenActions(_ transitions: inout [ScannedApp.Transition], coordinators: [ScannedApp.Coordinator]) {
        var shown = Set(coordinators.flatMap { Self.screenNames(in: $0.container) })
        for transition in transitions {
            for step in transition.steps where ["push", "present", "showDetail"].contains(step.kind) { shown.insert(step.target) }
        }
        var ids = Set(transitions.map(\.id))
        var keys = Set(transitions.map { Self.key($0) })
        var result: [ScannedApp.Transition] = []
        for transition in transitions {
            guard let from = transition.from, !shown.contains(from) else {
                result.append(transition)
                continue
            }
            let subclasses = shown.filter { roles.ancestors(of: $0).contains(from) }.sorted()
            guard !subclasses.isEmpty else {
                result.append(transition)
                continue
            }
            for (index, subclass) in subclasses.enumerated() {
                var moved = transition
                moved.from = subclass
                guard keys.insert(Self.key(moved)).inserted else { continue }
                if index > 0 { moved.id = uniqueID(transition.id, &ids) }
                result.append(moved)
            }
        }
        transitions = result
    }

    private static func key(_ transition: ScannedApp.Transition) -> String {
        "\(transition.from ?? "")|\(transition.steps.map { "\($0.kind):\($0.target)" }.joined(separator: ","))"
    }
}
