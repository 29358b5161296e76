import CoordVizScan
import Testing

extension ScannedApp {
    /// The tabs of a coordinator; nil, with an issue saying what it holds instead, when it has none.
    func tabs(of coordinator: String, sourceLocation: SourceLocation = #_sourceLocation) -> [ScannedApp.Tab]? {
        let container = coordinators.first { $0.name == coordinator }?.container
        guard case .tabs(let tabs)? = container else {
            Issue.record("\(coordinator) has no tabs: \(String(describing: container))", sourceLocation: sourceLocation)
            return nil
        }
        return tabs
    }
}
