/// A phase finishing re-runs the app's launch choice (`switch` over signed-in state, an
/// instructor): the scan cannot tell the run-time state, but the phase that just finished changed
/// it, so the ways back into that phase or an earlier one are not what finishing it does.
extension Inference {
    /// Drops the ways of an action that finish a phase's root and make the root that phase or
    /// an earlier one, when another way of the same action goes on to a later phase; each drop is
    /// reported (never one a deep link runs). The ways left keep their `when` (what the launch choice was).
    func keepPhasesMovingOn(_ transitions: inout [ScannedApp.Transition], phases: [ScannedApp.Phase], linked: Set<String>) {
        guard phases.count > 1 else { return }
        let rank = Dictionary(phases.enumerated().map { ($0.element.root, $0.offset) }, uniquingKeysWith: { first, _ in first })
        /// The finished phase and the phase made root after it, by rank, when a way does both.
        func move(_ transition: ScannedApp.Transition) -> (from: Int, to: Int)? {
            guard let finish = transition.steps.firstIndex(where: { $0.kind == "finish" && rank[$0.target] != nil }),
                  // Before or after the finish: the parent may let go of the child once the new root shows.
                  let root = transition.steps.first(where: { $0.kind == "setRoot" && rank[$0.target] != nil }) else { return nil }
            return (rank[transition.steps[finish].target]!, rank[root.target]!)
        }
        let actions = Dictionary(grouping: transitions.indices) { "\(transitions[$0].from ?? "")\u{0}\(transitions[$0].source)" }
        var dropped: Set<Int> = []
        for ways in actions.values where ways.count > 1 {
            let moves = ways.map { (index: $0, move: move(transitions[$0])) }
            guard moves.contains(where: { $0.move.map { $0.to > $0.from } ?? false }) else { continue }
            for item in moves {
                guard let move = item.move, move.to <= move.from, !linked.contains(transitions[item.index].id) else { continue }
                dropped.insert(item.index)
                let transition = transitions[item.index]
                interpreter.facts.unresolved.append((transition.source, "after \(phases[move.from].root) finishes, the launch choice could make \(phases[move.to].root) the root again; the scan keeps only the ways on to a later phase (\(transition.id) left out)"))
            }
        }
        transitions = transitions.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }
}
