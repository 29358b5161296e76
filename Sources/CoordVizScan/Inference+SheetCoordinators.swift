/// A SwiftUI view holding its own stack is a coordinator; a sheet showing it (a router's
/// `presentedSheet = .settings`, `.sheet { SettingsView() }`) starts that coordinator rather than
/// presenting a screen, and the coordinator is presented from the screen whose action starts it.
extension Inference {
    /// Turns each `present` of a coordinator into its `startChild` (once per transition), and
    /// gives each such coordinator with no presentation yet the screen it is presented from:
    /// among several, the first that is a tab's root in tab order, else the first; the others are said.
    func startSheetCoordinators(_ coordinators: inout [ScannedApp.Coordinator], _ transitions: inout [ScannedApp.Transition], unresolved: inout [ScannedApp.Unresolved]) {
        let containers = Set(coordinators.filter { $0.container != nil }.map(\.name))
        var sheets: Set<String> = []
        for index in transitions.indices {
            var steps: [ScannedApp.Step] = []
            for var step in transitions[index].steps {
                if step.kind == "present", containers.contains(step.target) {
                    step.kind = "startChild"
                    sheets.insert(step.target)
                }
                if step.kind == "startChild", steps.last == step { continue }
                steps.append(step)
            }
            transitions[index].steps = steps
        }
        guard !sheets.isEmpty else { return }
        let tabRoots = coordinators.flatMap { node -> [String] in
            guard case .tabs(let tabs)? = node.container else { return [] }
            return tabs.compactMap { Self.tabScreens($0, in: coordinators).first }
        }
        for index in coordinators.indices where sheets.contains(coordinators[index].name) && coordinators[index].presentation == nil {
            let name = coordinators[index].name
            var starters: [(from: String, source: SourceReference)] = []
            for transition in transitions where transition.steps.contains(.init(kind: "startChild", target: name)) {
                if let from = transition.from, from != name, !starters.contains(where: { $0.from == from }) { starters.append((from, transition.source)) }
            }
            guard let chosen = starters.min(by: { (tabRoots.firstIndex(of: $0.from) ?? Int.max) < (tabRoots.firstIndex(of: $1.from) ?? Int.max) }) else { continue }
            coordinators[index].presentation = .init(from: chosen.from, style: nil, source: chosen.source)
            if starters.count > 1 {
                unresolved.append(.init(source: chosen.source, message: "\(name) is shown in a sheet from \(starters.map(\.from).joined(separator: ", ")); presentedFrom names \(chosen.from)"))
            }
        }
    }
}
