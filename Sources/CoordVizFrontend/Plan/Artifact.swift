import CoordVizRender

/// One file a command produces: where it goes, relative to an output folder (or a single output
/// path), and what it holds.
public struct Artifact: Sendable {
    /// A relative path with `/` separators, e.g. `overview.svg` or `coordinators/Home.md`.
    public var path: String
    public var content: Content

    public init(path: String, content: Content) {
        self.path = path
        self.content = content
    }

    /// What an artifact holds: a drawn view, an HTML page of several views, or ready bytes.
    public enum Content: Sendable {
        /// One view of the model in one format, drawn with `options`.
        case view(ViewKind, format: DiagramFormat, options: ViewOptions)
        /// One self-contained HTML page holding several views.
        case page(title: String, views: [ViewKind], options: ViewOptions, optionsPerView: Bool)
        /// Text written as UTF-8 (Markdown, a baseline, a report).
        case text(String)
        /// Bytes written as they are.
        case bytes([UInt8])
    }

    /// A drawn view.
    public static func view(_ view: ViewKind, as format: DiagramFormat, options: ViewOptions = ViewOptions(), path: String) -> Artifact {
        Artifact(path: path, content: .view(view, format: format, options: options))
    }

    /// Whether building it takes a Graphviz layout.
    var needsLayout: Bool {
        switch content {
        case .view(_, let format, _): format.graphviz != nil
        case .page: true
        case .text, .bytes: false
        }
    }
}

/// An artifact built: its path and its bytes.
public struct BuiltArtifact: Sendable, Equatable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
