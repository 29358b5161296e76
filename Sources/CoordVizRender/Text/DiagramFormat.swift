/// Every file format coordviz writes; raw values are the names `--format` accepts.
///
/// The first four come from Graphviz (``OutputFormat``); the others are text emitted from the
/// ``Diagram`` itself: Mermaid for GitHub, JSON for other tools, and a self-contained HTML page.
public enum DiagramFormat: String, CaseIterable, Sendable {
    case svg, png, pdf, dot
    /// A Mermaid flowchart GitHub renders in Markdown.
    case mermaid
    /// The diagram as nodes, edges and clusters, for other tools.
    case json
    /// One self-contained page: the SVG with pan and zoom, search, and click-to-highlight.
    case html

    /// The Graphviz format this is, if Graphviz produces it.
    public var graphviz: OutputFormat? { OutputFormat(rawValue: rawValue) }

    /// The usual file name extension, without the dot.
    public var fileExtension: String { self == .mermaid ? "mmd" : rawValue }

    /// Whether the output is binary rather than UTF-8 text.
    public var isBinary: Bool { graphviz?.isBinary ?? false }

    /// The format a file name's extension names (`.svg`, `.mmd`, `.htm`), if any.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "mmd", "mermaid": self = .mermaid
        case "htm", "html": self = .html
        default: self.init(rawValue: fileExtension.lowercased())
        }
    }
}
