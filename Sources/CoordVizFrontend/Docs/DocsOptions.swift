import CoordVizRender

/// How `coordviz docs` writes its folder.
public struct DocsOptions: Sendable, Equatable {
    /// Plain Markdown pages (GitHub) or a DocC catalog.
    public var flavour: DocsFlavour
    /// The pictures' format: SVG (the default) or PNG.
    public var pictureFormat: DiagramFormat
    public var theme: Theme
    /// The direction ranks run in; `nil` keeps each view's own.
    public var rankdir: RankDirection?

    public init(flavour: DocsFlavour = .markdown, pictureFormat: DiagramFormat = .svg, theme: Theme = .light, rankdir: RankDirection? = nil) {
        self.flavour = flavour
        self.pictureFormat = pictureFormat
        self.theme = theme
        self.rankdir = rankdir
    }
}

/// The two shapes of a docs folder.
public enum DocsFlavour: String, CaseIterable, Sendable {
    /// `README.md`, `coordinators/<name>.md`, `transitions/<name>.md`, pictures beside their
    /// pages: what GitHub shows as it is.
    case markdown
    /// `<App>.docc/`: a root article, `Articles/`, `Resources/`, for `docc convert` or Xcode.
    case docc
}
