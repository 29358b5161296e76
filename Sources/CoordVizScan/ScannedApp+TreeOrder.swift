extension ScannedApp {
    /// Puts the coordinators in the order of the app's tree: the root (and each phase's root, in
    /// launch order), then depth first what each holds (its tabs, columns and pages in their order,
    /// then its children), then the coordinators nothing holds, in the order the sources declare
    /// them. The spec then reads from the top of the app down, and a screen type's first place
    /// (the one without a number) is the one nearest the root: the first tab's, not a later one's.
    mutating func orderCoordinatorsByTree() {
        var byName: [String: Coordinator] = [:]
        for node in coordinators where byName[node.name] == nil { byName[node.name] = node }
        var visited: Set<String> = []
        var ordered: [Coordinator] = []
        func visit(_ name: String) {
            guard let node = byName[name], visited.insert(name).inserted else { return }
            ordered.append(node)
            switch node.container {
            case .tabs(let tabs)?: tabs.compactMap(\.coordinator).forEach(visit)
            case .split(let parts)?, .pages(let parts)?: parts.forEach(visit)
            default: break
            }
            node.children.map(\.coordinator).forEach(visit)
        }
        ([root].compactMap { $0 } + phases.map(\.root)).forEach(visit)
        ordered += coordinators.filter { visited.insert($0.name).inserted }
        coordinators = ordered
    }
}
