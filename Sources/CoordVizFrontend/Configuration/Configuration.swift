import CoordVizReview

/// A project's `.coordviz.yml`: settings every command shares, one section per command.
///
/// ```yaml
/// version: 1
/// review:
///   rules:
///     missing_parent_reference: off        # off, note, warning or error
///     unperformed_transition: warning
///     max_depth: { severity: error, limit: 4 }
///   baseline: coordviz-baseline.json       # relative to this file
/// ```
///
/// The top level holds `version` and one section per command (`review` today); sections for
/// other commands (`docs:`, `inputs:`) are added beside it, and any key this build does not know
/// is an error located at its line and column.
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

    public init(path: String? = nil, review: ReviewSettings = ReviewSettings(), reviewBaseline: String? = nil) {
        self.path = path
        self.review = review
        self.reviewBaseline = reviewBaseline
    }
}
