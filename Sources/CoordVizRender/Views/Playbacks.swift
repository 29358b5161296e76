import CoordVizCore

/// Transitions played once each and looked up by id, so a view that needs a playback in several
/// places does not play it again (large apps made the flows view quadratic).
struct Playbacks {
    let simulator: FlowSimulator
    private let byID: [String: FlowSimulator.Playback]

    /// Plays `transitions` of `model` (none, for a view that draws no transitions).
    init(model: ArchitectureModel, playing transitions: [Transition]) {
        let simulator = FlowSimulator(model: model)
        self.simulator = simulator
        var played: [String: FlowSimulator.Playback] = [:]
        for transition in transitions where played[transition.id] == nil {
            played[transition.id] = simulator.play(transition)
        }
        byID = played
    }

    subscript(transition: Transition) -> FlowSimulator.Playback {
        byID[transition.id] ?? simulator.play(transition)
    }
}
