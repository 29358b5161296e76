/// The examples of one rule, as data: each is the input of a review (a spec in YAML, a snapshot
/// and a recording in YAML or JSON). The rule's tests review every example and the rules
/// document (`docs/review-rules.md`) prints them.
public struct RuleExamples: Sendable {
    /// Inputs the rule must report on, each with the elements it must name.
    public var triggering: [RuleExample]
    /// Inputs the rule must stay quiet about.
    public var nonTriggering: [RuleExample]

    public init(triggering: [RuleExample], nonTriggering: [RuleExample]) {
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// One example input of a rule.
///
/// Snapshots and recordings may leave out what every such file carries and the rule does not
/// read: the `format` and `version` header, `app`, `capturedBy`, empty `children`,
/// `backReferences` and `screens` lists, a child link's `isLazy: false`, a screen's
/// `isLive: true`, an action's empty `steps` and its `snapshot` (the recording's initial one).
/// The test harness fills them in before reading the example as the real file it stands for.
public struct RuleExample: Sendable {
    /// One sentence saying what the example shows.
    public var title: String
    /// A flow spec in YAML, if the example has one.
    public var spec: String?
    /// A snapshot in YAML or JSON, if the example has one.
    public var snapshot: String?
    /// A recording in YAML or JSON, if the example has one.
    public var recording: String?
    /// `.coordviz.yml` rule settings for the example's limit, e.g. `5`.
    public var limit: Int?
    /// The elements (`coordinator HomeCoordinator`, `screen X`, `transition open-x`) the rule
    /// must report, one entry per finding; empty for a non-triggering example.
    public var reports: [String]

    public init(_ title: String, spec: String? = nil, snapshot: String? = nil, recording: String? = nil, limit: Int? = nil, reports: [String] = []) {
        self.title = title
        self.spec = spec
        self.snapshot = snapshot
        self.recording = recording
        self.limit = limit
        self.reports = reports
    }
}
