extension Recording {
    /// The recording as a model that renders like a spec's flows: the structure of the app
    /// before the scenario, every screen any snapshot showed (in the stack order it was seen),
    /// and one transition per action with the derived steps.
    public var model: ArchitectureModel {
        var model = ArchitectureModel(snapshot: initial)
        model.app = "\(app) — recorded \(scenario)"
        let snapshots = [initial] + actions.map(\.snapshot)
        for position in model.coordinators.indices {
            guard var stack = model.coordinators[position].container?.navigationStack else { continue }
            var seen: [String] = []
            for snapshot in snapshots {
                let screens = snapshot.coordinators.first { $0.id == model.coordinators[position].id }?.container?.navigationStack?.screens ?? []
                for screen in screens where !seen.contains(screen) {
                    let after = screens.firstIndex(of: screen).flatMap { $0 > 0 ? screens[$0 - 1] : nil }
                    let insertAt = after.flatMap { seen.firstIndex(of: $0) }.map { $0 + 1 } ?? seen.count
                    seen.insert(screen, at: insertAt)
                }
            }
            stack.declaredScreens = seen
            model.coordinators[position].container?.navigationStack = stack
        }
        for snapshot in snapshots {
            for screen in snapshot.screens where model.screen(screen.id) == nil {
                var added = screen
                added.isLive = false
                model.screens.append(added)
            }
        }
        model.transitions = actions.enumerated().map { index, action in
            Transition(id: "recorded-\(index + 1)", source: action.visibleBefore ?? "", trigger: action.name, steps: action.steps)
        }
        return model
    }
}
