import CoordVizReview

/// A project's `.coordviz.yml`: the inputs every command reads when the command line gives
/// none, and one section of settings per command.
///
/// ```yaml
/// version: 1
/// inputs: [Architecture/flow.yaml, Architecture/Features/*.yaml, Architecture/snapshot.json]
/// render: { views: [overview, flows], formats: [svg, png], output: Architecture/diagrams, theme: dark }
/// docs: { output: docs/navigation, format: markdown, png: false }
/// review:
///   rules:
///     missing_parent_reference: off        # off, note, warning or error
///     unperformed_transition: warning
///     max_depth: { severity: error, limit: 4 }
///   baseline: coordviz-baseline.json       # relative to this file
/// ```
///
/// Paths are relative to the file's folder; inputs may use wildcards (`*`, `?`, `[…]`) within a
/// folder. Any key this build does not know is an error located at its line and column.
public struct Configuration: Sendable, Equatable {
    /// The file's format version; 1 is the only one.
    public static let currentVersion = 1
    /// The name looked for in the working folder and each folder above it.
    public static let fileName = ".coordviz.yml"

    /// Where the configuration was read from; `nil` for the defaults.
    public var path: String?
    /// The `review:` section.
    public var review: ReviewSettings
    /// `review.baseline`, resolved against the configuration file's folder.
    public var reviewBaseline: String?
    /// `inputs:`, resolved against the file's folder and with wildcards expanded, in order.
    public var inputs: [String]
    /// The `render:` section.
    public var render: RenderSettings
    /// The `docs:` section.
    public var docs: DocsSettings

    public init(
        path: String? = nil, review: ReviewSettings = ReviewSettings(), reviewBaseline: String? = nil,
        inputs: [String] = [], render: RenderSettings = RenderSettings(), docs: DocsSettings = DocsSettings()
    ) {
        self.path = path
        self.review = review
        self.reviewBaseline = reviewBaseline
        self.inputs = inputs
        self.render = render
        self.docs = docs
    }
}
