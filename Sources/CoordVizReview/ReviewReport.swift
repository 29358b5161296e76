import CoordVizCore

/// The outcome of one review, what every ``Reporter`` prints: the new findings, how many the
/// baseline accepted, and the rules that ran.
public struct ReviewReport: Sendable {
    /// Findings the baseline does not accept, sorted as ``Review/run(_:rules:settings:)`` sorts them.
    public var findings: [Diagnostic]
    /// How many findings the baseline accepted.
    public var accepted: Int
    /// The rules that ran, in ``Rule/all`` order.
    public var rules: [Rule]
    /// `coordviz 0.4.0`, for machine-readable reports.
    public var tool: String
    /// Where the JSON paths of snapshot and recording locations sit in their files, by file
    /// path then JSON path, so annotations and SARIF regions can point at a line
    /// (``JSONPositions``); empty when nobody resolved them.
    public var positions: [String: [String: JSONPositions.Position]] = [:]

    public init(findings: [Diagnostic], accepted: Int = 0, rules: [Rule] = Rule.all, tool: String = "coordviz") {
        self.findings = findings
        self.accepted = accepted
        self.rules = rules
        self.tool = tool
    }

    public func count(_ severity: Diagnostic.Severity) -> Int { findings.count { $0.severity == severity } }

    /// `1 error, 2 warnings, 3 notes; 2 accepted by the baseline`, or `no findings`.
    public var summary: String {
        let parts = [(Diagnostic.Severity.error, "error"), (.warning, "warning"), (.note, "note")].compactMap { severity, noun -> String? in
            let number = count(severity)
            return number == 0 ? nil : "\(number) \(noun)\(number == 1 ? "" : "s")"
        }
        let head = parts.isEmpty ? "no findings" : parts.joined(separator: ", ")
        return accepted == 0 ? head : "\(head); \(accepted) accepted by the baseline"
    }

    /// The line and column of `location`: its own, else where its JSON path sits in its file.
    public func position(of location: DiagnosticLocation) -> JSONPositions.Position? {
        if let line = location.line { return JSONPositions.Position(line: line, column: location.column ?? 1) }
        return location.jsonPath.flatMap { positions[location.path]?[$0] }
    }

    /// The rule a finding comes from, if it is one of ``rules``.
    func rule(of finding: Diagnostic) -> Rule? { rules.first { $0.id == finding.ruleID } }
}
