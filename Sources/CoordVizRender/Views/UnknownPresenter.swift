import CoordVizCore

/// What a view draws where a container is presented from a screen no one named (a spec's
/// `presentedFrom: unknown`): a small dashed box saying so, which the presents edge leaves, so
/// the presentation shows without pretending to know where it comes from.
enum UnknownPresenter {
    /// The box for the presentation whose edge ends at `head`, one per presentation.
    static func node(presenting head: String, style: Style) -> Diagram.Node {
        .init(id: "unknown_presenter:\(head)", attributes: [
            "label": "presenter unknown", "shape": "box", "style": "dashed,rounded", "fontsize": "9",
            "color": .text(style.faint), "fontcolor": .text(style.muted),
            "tooltip": "presented from a screen no one named (presentedFrom: unknown): the code presenting it was not read",
        ])
    }
}
