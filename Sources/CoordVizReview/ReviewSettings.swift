import CoordVizCore

/// Which rules run, at which severity, with which limits: the `review:` section of
/// `.coordviz.yml`, read by the frontend's configuration loader.
public struct ReviewSettings: Sendable, Equatable {
    /// The setting of one rule.
    public struct RuleSetting: Sendable, Equatable {
        /// `false` turns the rule off (`rule_id: off`).
        public var isEnabled: Bool
        /// The severity its findings get instead of the rule's default.
        public var severity: Diagnostic.Severity?
        /// The limit instead of the rule's default (rules that compare with one).
        public var limit: Int?

        public init(isEnabled: Bool = true, severity: Diagnostic.Severity? = nil, limit: Int? = nil) {
            self.isEnabled = isEnabled
            self.severity = severity
            self.limit = limit
        }
    }

    /// Settings by rule id; rules not named run with their defaults.
    public var rules: [String: RuleSetting]
    /// When set, only these rules run (before `rules` turns any off).
    public var only: [String]?

    public init(rules: [String: RuleSetting] = [:], only: [String]? = nil) {
        self.rules = rules
        self.only = only
    }

    /// Whether `rule` runs.
    public func isEnabled(_ rule: Rule) -> Bool {
        if let only, !only.contains(rule.id) { return false }
        return rules[rule.id]?.isEnabled ?? true
    }

    public func severity(of rule: Rule) -> Diagnostic.Severity { rules[rule.id]?.severity ?? rule.defaultSeverity }

    public func limit(of rule: Rule) -> Int? { rules[rule.id]?.limit ?? rule.defaultLimit }
}
