import CoordVizCore
import CoordVizRender

/// The version strings the CLI prints.
enum CoordVizVersion {
    /// coordviz's own version.
    static let string = CoordViz.version

    /// What `coordviz --version` prints: coordviz's version and the Graphviz it draws with.
    static var full: String {
        let graphviz = GraphvizVersion.inProcess.map { "Graphviz \($0)" } ?? "Graphviz unusable: it has no layout plugins"
        return "coordviz \(string) (\(graphviz))"
    }
}
