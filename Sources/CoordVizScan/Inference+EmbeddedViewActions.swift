/// A SwiftUI view that is no screen — a menu, a toolbar's content, a row — acting on a router it
/// reaches through the environment acts from the screens that show it: its transitions move to
/// the first views up the chain of views constructing it that are placed (on a stack, in a tab,
/// or shown by a step), or that nothing else constructs (a row whose list is not in the sources).
extension Inference {
    /// Moves the transitions of unplaced views to the screens showing them, one copy per screen.
    func hoistEmbeddedViewActions(_ transitions: inout [ScannedApp.Transition], coordinators: [ScannedApp.Coordinator]) {
        var placed = Set(coordinators.flatMap { Self.screenNames(in: $0.container) })
        placed.formUnion(transitions.flatMap { $0.steps.map(\.target) })
        let embedders = self.embedders().mapValues { $0.filter(isSwiftUIView) }
        var ids = Set(transitions.map(\.id))
        var moved: [ScannedApp.Transition] = []
        for transition in transitions {
            guard let from = transition.from, !placed.contains(from), isSwiftUIView(from), !(embedders[from] ?? []).isEmpty else {
                moved.append(transition)
                continue
            }
            for (index, screen) in screens(showing: from, placed: placed, embedders: embedders, orOutermost: true).enumerated() {
                var copy = transition
                copy.from = screen
                if index > 0 { copy.id = uniqueID(transition.id, &ids) }
                moved.append(copy)
            }
        }
        transitions = moved
    }

    /// Whether the type is a SwiftUI view or toolbar content the app declares.
    private func isSwiftUIView(_ name: String) -> Bool {
        guard let type = catalog[name], type.kind == .struct else { return false }
        return type.inherits.contains { ["View", "ToolbarContent"].contains($0) }
    }
}
