/// The `when` of a coordinator that only exists once something happens: a flow started by a
/// screen's action (`onCreateItem` → `ItemCreateCoordinator`), the next phase made when one
/// finishes, a flow a deep link starts. What starts it is read from the transitions that start
/// it or make it the root; a coordinator launch code also makes under no condition (a tab, the
/// first phase) exists from the start and gets none.
extension Inference {
    func conditionsOfStartedCoordinators(_ coordinators: inout [ScannedApp.Coordinator], transitions: [ScannedApp.Transition],
                                         linked: Set<String>, root: String?, facts: Facts) {
        var tabs: Set<String> = []
        for node in coordinators {
            if case .tabs(let items)? = node.container { tabs.formUnion(items.compactMap(\.coordinator)) }
        }
        var starters: [String: [String]] = [:]
        for transition in transitions {
            let starter = transition.from ?? (linked.contains(transition.id) ? "a deep link" : "\(transition.entryKind == "event" ? "an event" : "a \(transition.entryKind)")")
            for step in transition.steps where step.kind == "startChild" || step.kind == "setRoot" {
                if !(starters[step.target] ?? []).contains(starter) { starters[step.target, default: []].append(starter) }
            }
        }
        for index in coordinators.indices {
            let name = coordinators[index].name
            guard name != root, !tabs.contains(name), let from = starters[name] else { continue }
            let made = facts.children.filter { $0.child == name }
            // Made when the app starts, whatever happens: it needs nothing to exist.
            let atLaunch = made.filter(\.inSetup)
            if atLaunch.contains(where: { $0.condition == nil }) { continue }
            let started = "started from " + Self.listed(from)
            if let condition = coordinators[index].condition {
                // Launch code makes it under a condition, actions make it again.
                if !made.allSatisfy(\.inSetup) { coordinators[index].condition = "\(condition) at launch, or \(started)" }
            } else if let launch = atLaunch.first?.condition, atLaunch.allSatisfy({ $0.condition == launch }) {
                coordinators[index].condition = "\(launch) at launch, or \(started)"
            } else if atLaunch.isEmpty {
                coordinators[index].condition = started
            }
        }
    }

    /// `A`, `A or B`, `A, B or C`, `A, B and 3 others`.
    private static func listed(_ names: [String]) -> String {
        switch names.count {
        case 1: return names[0]
        case 2, 3: return names.dropLast().joined(separator: ", ") + " or " + names.last!
        default: return names.prefix(2).joined(separator: ", ") + " and \(names.count - 2) others"
        }
    }
}
