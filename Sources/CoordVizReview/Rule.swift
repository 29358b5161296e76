import CoordVizCore

/// One architecture review rule: a stable snake_case id, what it finds and why it matters, its
/// default severity, the examples that drive its tests and its documentation, and the check.
///
/// Each rule lives in its own file under `Rules/` as a static member of ``Rule``, and is listed
/// once in ``Rule/all``.
public struct Rule: Sendable, Identifiable {
    /// The stable id printed in brackets and matched by baselines and `.coordviz.yml`.
    public var id: String
    /// A short title, e.g. "Strong parent reference".
    public var name: String
    /// One sentence on what the rule finds.
    public var summary: String
    /// Why it matters and how to fix it, for the rules document.
    public var rationale: String
    public var defaultSeverity: Diagnostic.Severity
    /// The default limit of a rule that compares with one (depth, fan-out); `nil` otherwise.
    public var defaultLimit: Int?
    /// Inputs that must make the rule report, and inputs that must not.
    public var examples: RuleExamples
    /// Finds what the rule is about; ``Review`` adds severity and locations.
    public var check: @Sendable (RuleContext) -> [RuleFinding]

    public init(
        id: String, name: String, summary: String, rationale: String, defaultSeverity: Diagnostic.Severity,
        defaultLimit: Int? = nil, examples: RuleExamples, check: @escaping @Sendable (RuleContext) -> [RuleFinding]
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.defaultLimit = defaultLimit
        self.examples = examples
        self.check = check
    }
}

/// What a rule's check is given: the input, and the limit configured for it.
public struct RuleContext: Sendable {
    public var input: ReviewInput
    /// The configured limit, else the rule's default (only for rules that have one).
    public var limit: Int?

    public var model: ArchitectureModel { input.model }
    public var index: ModelIndex { input.index }
    public var live: SnapshotPointer { input.live }
}

/// What a rule found, before ``Review`` gives it a severity and locations.
public struct RuleFinding: Sendable, Equatable {
    /// The model element it is about: located in the spec and named in baselines.
    public var element: ModelElement
    /// One sentence naming the element and the fix.
    public var message: String
    /// JSON paths into the snapshot (the first one is the main place) and into the recording.
    public var snapshotPaths: [String]
    public var recordingPath: String?

    public init(_ element: ModelElement, _ message: String, snapshot: [String?] = [], recording: String? = nil) {
        self.element = element
        self.message = message
        self.snapshotPaths = snapshot.compactMap { $0 }
        self.recordingPath = recording
    }
}
