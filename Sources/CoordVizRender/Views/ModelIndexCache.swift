import CoordVizCore

/// Keeps one ``ModelIndex`` for a view that looks things up from many places, built on first use.
final class ModelIndexCache: @unchecked Sendable {
    private var made: ModelIndex?

    func index(for model: ArchitectureModel) -> ModelIndex {
        if let made { return made }
        let index = ModelIndex(model)
        made = index
        return index
    }
}
