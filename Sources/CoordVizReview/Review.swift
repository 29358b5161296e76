import CoordVizCore

/// Runs review rules over one input and turns what they find into ``Diagnostic``s: the
/// configured severity, the spec location of the element (or of the nearest element enclosing
/// it), and the snapshot's and recording's JSON paths.
///
/// ```swift
/// let findings = Review.run(input, settings: settings)
/// print(Reporter.text.report(ReviewReport(findings: findings)))
/// ```
public enum Review {
    /// Every enabled rule's findings, sorted by file, line and column (findings without a line
    /// after those with one), then rule id and message: the same input gives the same order.
    public static func run(_ input: ReviewInput, rules: [Rule] = Rule.all, settings: ReviewSettings = ReviewSettings()) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for rule in rules where settings.isEnabled(rule) {
            let context = RuleContext(input: input, limit: settings.limit(of: rule))
            for finding in rule.check(context) {
                diagnostics.append(diagnostic(finding, rule: rule, severity: settings.severity(of: rule), input: input))
            }
        }
        return sorted(diagnostics)
    }

    static func diagnostic(_ finding: RuleFinding, rule: Rule, severity: Diagnostic.Severity, input: ReviewInput) -> Diagnostic {
        var locations: [DiagnosticLocation] = []
        if let spec = input.spec?.location(of: finding.element) { locations.append(spec) }
        if let path = input.snapshotPath {
            locations += finding.snapshotPaths.map { DiagnosticLocation(kind: .snapshot, path: path, jsonPath: $0) }
        }
        if let path = input.recordingPath, let jsonPath = finding.recordingPath {
            locations.append(DiagnosticLocation(kind: .recording, path: path, jsonPath: jsonPath))
        }
        return Diagnostic(
            ruleID: rule.id, severity: severity, message: finding.message, locations: locations,
            element: DiagnosticElement(finding.element) ?? DiagnosticElement(kind: "app", id: input.model.app)
        )
    }

    /// By the first location's file, line and column, then rule id and message.
    public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { a, b in
            let left = a.locations.first, right = b.locations.first
            let l = (left?.path ?? "", left?.line ?? Int.max, left?.column ?? 0, a.ruleID, a.message)
            let r = (right?.path ?? "", right?.line ?? Int.max, right?.column ?? 0, b.ruleID, b.message)
            return l < r
        }
    }
}
