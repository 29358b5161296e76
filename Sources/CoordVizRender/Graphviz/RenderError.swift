import CoordVizCore

/// Why a diagram could not be rendered. Every message says what went wrong and what to do.
/// `Codable` so a layout worker process can hand its error back to the parent unchanged.
public enum RenderError: Error, Equatable, Sendable, Codable, CustomStringConvertible {
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
    /// A `--view` name that is not a view; `available` lists the ones there are.
    case unknownView(String, available: [String])
    /// An option names a transition, coordinator, tab or screen the model does not have.
    case notInModel(kind: String, name: String, available: [String])
    /// An option (`--flow`, `--collapse`, a filter) was given to a view it does not apply to.
    case optionDoesNotApply(option: String, view: String, views: [String])
    /// An option's value is out of range (a negative `--depth`).
    case invalidOption(option: String, reason: String)
    /// The view has more nodes than ``SizeGuard`` lets Graphviz lay out; `instead` lists
    /// options that draw a part that fits (`--tab Home (about 420 nodes)`).
    case tooLarge(view: String, app: String, size: DiagramSize, limit: Int, instead: [String])

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
            "Graphviz rejected the graph: \(GraphvizMessages.sentence(message))"
        case .layoutFailed(_, let message):
            "Graphviz could not lay out the graph: \(GraphvizMessages.sentence(message))"
        case .renderFailed(let format, let message):
            "Graphviz could not render the graph as \(format): \(GraphvizMessages.sentence(message))"
        case .unknownView(let name, let available):
            "Unknown view '\(name)'; views: " + available.joined(separator: ", ")
                + " (name a transition's storyboard as flow:<transition id>)"
        case .notInModel(let kind, let name, let available):
            ModelFilter.Failure.notInModel(kind: kind, name: name, available: available).description
        case .optionDoesNotApply(let option, let view, let views):
            "\(option) does not apply to the \(view) view; use it with " + views.joined(separator: ", ")
        case .invalidOption(let option, let reason):
            ModelFilter.Failure.invalidOption(option: option, reason: reason).description
        case .tooLarge(let view, let app, let size, let limit, let instead):
            "The \(view) view of \(app) has \(size.isEstimate ? "about " : "")\(SizeGuard.count(size.nodes)) nodes"
                + (size.edges.map { " and \(SizeGuard.count($0)) edges" } ?? "") + ", over the "
                + "--max-nodes limit of \(SizeGuard.count(limit)) (bigger pictures take Graphviz minutes and cannot be read at real size); "
                + (instead.isEmpty ? "narrow it with --root, --tab or --depth" : "draw a part instead: " + Self.list(instead, or: true))
                // An estimate gets a quarter more room, rounded up to a hundred.
                + ", or draw it all anyway with --max-nodes \(size.isEstimate ? (size.nodes * 5 / 4 + 99) / 100 * 100 : size.nodes)"
        }
    }

    /// `a, b or c` (`a, b and c`).
    private static func list(_ items: [String], or: Bool) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + items.last!
    }

    private static func choices(_ available: [String], noun: String) -> String {
        available.isEmpty
            ? "this Graphviz has no \(noun) installed"
            : "available \(noun): " + available.joined(separator: ", ")
    }
}

extension RenderError {
    /// The render error for a filter that cannot be applied: the same message.
    public init(_ failure: ModelFilter.Failure) {
        switch failure {
        case .notInModel(let kind, let name, let available): self = .notInModel(kind: kind, name: name, available: available)
        case .invalidOption(let option, let reason): self = .invalidOption(option: option, reason: reason)
        }
    }
}
