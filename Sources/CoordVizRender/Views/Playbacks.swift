import CoordVizCore

/// Transitions played once each and looked up by id, so a view that needs a playback in several
/// places does not play it again (large apps made the flows view quadratic).
struct Playbacks {
    let simulator: FlowSimulator
    /// The transitions played, in model order.
    let transitions: [Transition]
    private let byID: [String: FlowSimulator.Playback]

    /// Plays `transitions` of `model` (none, for a view that draws no transitions).
    init(model: ArchitectureModel, playing transitions: [Transition]) {
        let simulator = model.sharedSimulator
        var played: [String: FlowSimulator.Playback] = [:]
        for transition in transitions where played[transition.id] == nil {
            played[transition.id] = simulator.play(transition)
        }
        self.init(simulator: simulator, transitions: transitions, byID: played)
    }

    private init(simulator: FlowSimulator, transitions: [Transition], byID: [String: FlowSimulator.Playback]) {
        self.simulator = simulator
        self.transitions = transitions
        self.byID = byID
    }

    /// The transitions `isKept` keeps, with the playbacks already made.
    func keeping(_ isKept: (Transition) -> Bool) -> Playbacks {
        let kept = transitions.filter(isKept)
        let ids = Set(kept.map(\.id))
        return Playbacks(simulator: simulator, transitions: kept, byID: byID.filter { ids.contains($0.key) })
    }

    subscript(transition: Transition) -> FlowSimulator.Playback {
        byID[transition.id] ?? simulator.play(transition)
    }
}
