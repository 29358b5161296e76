import CoordVizRender

/// How pictures look, as `render:` and `docs:` of `.coordviz.yml` set it; `nil` leaves the
/// command's default. Command-line options win over each.
public struct LookSettings: Sendable, Equatable {
    /// `theme:` — light or dark.
    public var theme: Theme?
    /// `layout:` — the Graphviz engine.
    public var layout: LayoutEngine?
    /// `rankdir:` — the direction ranks run in.
    public var rankdir: RankDirection?

    public init(theme: Theme? = nil, layout: LayoutEngine? = nil, rankdir: RankDirection? = nil) {
        self.theme = theme
        self.layout = layout
        self.rankdir = rankdir
    }
}

/// `render:` of `.coordviz.yml`: what `coordviz render` writes when the command line names no
/// file (`output` is a folder, as `--output-dir`).
public struct RenderSettings: Sendable, Equatable {
    /// The views written into the folder; empty for every view.
    public var views: [ViewKind]
    /// The formats written into the folder; empty for SVG.
    public var formats: [DiagramFormat]
    /// The folder, resolved against the configuration file's folder.
    public var output: String?
    /// `theme:`, `layout:` and `rankdir:` of the section.
    public var look: LookSettings

    public init(views: [ViewKind] = [], formats: [DiagramFormat] = [], output: String? = nil, look: LookSettings = LookSettings()) {
        self.views = views
        self.formats = formats
        self.output = output
        self.look = look
    }
}

/// `docs:` of `.coordviz.yml`: the documentation folder `coordviz docs` writes and checks.
public struct DocsSettings: Sendable, Equatable {
    /// The folder, resolved against the configuration file's folder.
    public var output: String?
    /// `format:` — markdown or docc.
    public var format: DocsFlavour?
    /// Pictures as PNG rather than SVG.
    public var png: Bool?
    /// `theme:`, `layout:` and `rankdir:` of the section.
    public var look: LookSettings

    public init(output: String? = nil, format: DocsFlavour? = nil, png: Bool? = nil, look: LookSettings = LookSettings()) {
        self.output = output
        self.format = format
        self.png = png
        self.look = look
    }
}
