import CoordVizCore
/// How a view is drawn beyond its kind: which part of the model, what to highlight, and the look.
/// The command line's flags map one to one onto these properties.
public struct ViewOptions: Equatable, Sendable {
    /// Which part of the model to draw (`--root`, `--tab`, `--depth`, `--focus`).
    public var filter: ModelFilter
    /// A transition to highlight in the `flows` view, the others drawn faint (`--flow`).
    public var highlightedTransition: String?
    /// Coordinators only: screens fold into the coordinator that holds them (`--collapse`).
    public var collapse: Bool
    /// The colour scheme (`--theme`).
    public var theme: Theme
    /// The direction ranks run in; `nil` keeps the view's own (`--rankdir`).
    public var rankdir: RankDirection?
    /// When set, nodes link to the same node in the sibling views' files, named
    /// ``ViewKind/fileName`` plus this extension (`overview.svg#coordinator:HomeCoordinator`),
    /// and detail views' titles link to the overview. For SVG and HTML output.
    public var linkExtension: String?

    public init(
        filter: ModelFilter = ModelFilter(),
        highlightedTransition: String? = nil,
        collapse: Bool = false,
        theme: Theme = .light,
        rankdir: RankDirection? = nil,
        linkExtension: String? = nil
    ) {
        self.filter = filter
        self.highlightedTransition = highlightedTransition
        self.collapse = collapse
        self.theme = theme
        self.rankdir = rankdir
        self.linkExtension = linkExtension
    }
}

extension ViewOptions {
    /// These options without the ones `view` cannot honour (a highlight outside `flows`, collapsing
    /// a view that has no screens to fold, filters on a storyboard): for pages that hold every view.
    public func applicable(to view: ViewKind) -> ViewOptions {
        var options = self
        if view != .flows { options.highlightedTransition = nil }
        if ![.hierarchy, .tabs, .flows].contains(view) { options.collapse = false }
        if case .flow = view { options.filter = ModelFilter() }
        return options
    }
}
