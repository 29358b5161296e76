/// JSON paths into the snapshot a live model was read from, so that a merge finding can point at
/// the exact place in `snapshot.json` (coordinators keep the snapshot's order in the model).
struct SnapshotPath {
    let live: ArchitectureModel
    /// The first position of each coordinator id in the snapshot.
    private let position: [String: Int]

    init(live: ArchitectureModel) {
        self.live = live
        var position: [String: Int] = [:]
        for (index, coordinator) in live.coordinators.enumerated() where position[coordinator.id] == nil { position[coordinator.id] = index }
        self.position = position
    }

    /// `$.coordinators[2]`, or `$.coordinators` when the model has no such coordinator.
    func coordinator(_ id: String) -> String {
        guard let index = position[id] else { return "$.coordinators" }
        return "$.coordinators[\(index)]"
    }

    func root() -> String { "$.root" }

    func declaredAs(_ id: String) -> String { coordinator(id) + ".declaredAs" }

    func children(_ id: String) -> String { coordinator(id) + ".children" }

    func container(_ id: String) -> String { coordinator(id) + ".container" }

    func tabs(_ id: String) -> String { container(id) + ".tabBar.tabs" }

    func tab(_ id: String, index: Int, field: String) -> String { tabs(id) + "[\(index)].\(field)" }

    func stackScreen(_ id: String, index: Int) -> String { container(id) + ".navigationStack.screens[\(index)]" }

    func singleScreen(_ id: String) -> String { container(id) + ".single.screen" }
}
