import CoordVizCore

/// Plays every transition with ``FlowSimulator`` from the state its source screen implies, and
/// reports each step that cannot happen in the state the steps before it leave.
///
/// A transition from a screen no container holds starts with that screen presented, in the
/// simulator itself, so validation and the views never disagree about a step.
/// A step the simulator refuses (the state is unchanged) is an `impossible-step` error; a step it
/// plays but flags (a push onto a stack that is not on screen) is an `offscreen-step` warning.
enum TransitionCheck {
    static func diagnostics(for model: ArchitectureModel, skipping unplayable: Set<String>, sourceMap: SpecSourceMap) -> [SpecDiagnostic] {
        let simulator = model.sharedSimulator
        var diagnostics: [SpecDiagnostic] = []
        for transition in model.transitions where !unplayable.contains(transition.id) {
            // The same playback the views draw: a transition from a screen no container holds
            // starts with that screen presented (the simulator decides, for both).
            let playback = simulator.play(transition)
            var before = playback.initial
            for played in playback.steps {
                defer { before = played.state }
                guard let problem = played.problem else { continue }
                let number = played.number
                let location = sourceMap.location(of: .step(transition: transition.id, index: number - 1))
                let step = "step \(number) of '\(transition.id)' (\(played.caption))"
                if played.state == before {
                    diagnostics.append(SpecDiagnostic(.impossibleStep, "\(step) cannot happen: \(problem); \(hint(for: played.step.kind))", at: location))
                } else {
                    diagnostics.append(SpecDiagnostic(.offscreenStep, "\(step) happens off screen: \(problem); switch to its tab first if the user is meant to see it", at: location))
                }
            }
        }
        return diagnostics
    }

    /// Whether `screen` is shown modally: no stack, tab or coordinator holds it, so a transition
    /// from it starts with it presented.
    static func isPresented(_ screen: String, in model: ArchitectureModel) -> Bool {
        model.owner(ofScreen: screen) == nil && model.tab(ofScreen: screen) == nil
    }

    static func hint(for kind: StepKind) -> String {
        switch kind {
        case .switchTab: "switch to one of the tab bar's tabs"
        case .resetToRoot, .popToRoot: "target a coordinator that has a 'stack'"
        case .pop: "push a screen onto that stack first, or drop the step"
        case .push: "list the screen in the 'stack' of the coordinator that pushes it"
        case .dismiss: "present a screen first, or drop the step"
        case .present, .startChild, .finish: "check the steps before it"
        case .setRoot: "name a coordinator the spec declares"
        case .showDetail: "show it from a screen of a coordinator whose container is a 'split'"
        }
    }
}
