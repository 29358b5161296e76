/// Why a diagram could not be rendered. Every message says what went wrong and what to do.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Graphviz found no layout plugins: its plugin registry (`config6a`) is missing, which
    /// happens when only the bare libraries are installed.
    case noPlugins
    /// The layout engine is unknown or not installed; `available` lists the ones that are.
    case unknownEngine(String, available: [String])
    /// The output format is unknown or not installed; `available` lists the ones that are.
    case unknownFormat(String, available: [String])
    /// The diagram is inconsistent (a duplicate id, an edge to a missing node, ...).
    case invalidDiagram(String)
    /// Graphviz refused part of the graph while it was being built; the captured message.
    case graphFailed(String)
    /// Graphviz reported errors while laying the graph out (a malformed HTML-like label, a
    /// bad record label, ...); the captured message.
    case layoutFailed(engine: String, message: String)
    /// Graphviz reported errors while drawing the laid-out graph; the captured message.
    case renderFailed(format: String, message: String)

    /// A one-paragraph explanation for the user.
    public var description: String {
        switch self {
        case .noPlugins:
            "Graphviz has no layout plugins: install libgraphviz-dev (apt-get install "
                + "libgraphviz-dev) or graphviz (brew install graphviz)"
        case .unknownEngine(let name, let available):
            "Unknown layout engine '\(name)'; " + Self.choices(available, noun: "engines")
        case .unknownFormat(let name, let available):
            "Unknown output format '\(name)'; " + Self.choices(available, noun: "formats")
        case .invalidDiagram(let reason):
            "The diagram cannot be drawn: \(reason)"
        case .graphFailed(let message):
            "Graphviz rejected the graph: \(message)"
        case .layoutFailed(_, let message):
            "Graphviz could not lay out the graph: \(message)"
        case .renderFailed(let format, let message):
            "Graphviz could not render the graph as \(format): \(message)"
        }
    }

    private static func choices(_ available: [String], noun: String) -> String {
        available.isEmpty
            ? "this Graphviz has no \(noun) installed"
            : "available \(noun): " + available.joined(separator: ", ")
    }
}
