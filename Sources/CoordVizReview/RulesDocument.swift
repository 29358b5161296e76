/// The rules document (`docs/review-rules.md`), generated from the rules themselves: each
/// rule's id, severity, limit, what it finds, why, and its examples as the files they stand for.
/// A test fails when the committed document differs, naming the command that rewrites it.
public enum RulesDocument {
    /// The command that rewrites the document.
    public static let regenerateCommand = "COORDVIZ_WRITE_RULES_DOC=1 swift test --filter RulesDocumentTests"

    /// - Parameter output: what reviewing a triggering example prints, one line per finding
    ///   (`error: [rule] message`); the tests pass the real output, so the document shows it.
    public static func markdown(_ rules: [Rule] = Rule.all, output: (Rule, RuleExample) -> [String] = { _, _ in [] }) -> String {
        var lines = [
            "# Review rules",
            "",
            "<!-- Generated from Sources/CoordVizReview/Rules/ by `\(regenerateCommand)`; do not edit. -->",
            "",
            "`coordviz review` runs these rules over the merged model of its inputs (flow specs, a snapshot, a recording).",
            "Each finding names its rule id in brackets; turn a rule off, change its severity or its limit in `.coordviz.yml`:",
            "",
            "```yaml",
            "version: 1",
            "review:",
            "  rules:",
            "    missing_parent_reference: off",
            "    max_depth: { severity: error, limit: 4 }",
            "```",
            "",
            "| Rule | Default severity | What it finds |",
            "| --- | --- | --- |",
        ]
        for rule in rules {
            lines.append("| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(rule.summary.replacingOccurrences(of: "|", with: "\\|")) |")
        }
        for rule in rules {
            lines += ["", "## \(rule.id)", "", "**\(rule.name)** — \(rule.defaultSeverity.rawValue) by default" + (rule.defaultLimit.map { ", limit \($0)" } ?? "") + ".", "", rule.summary, "", rule.rationale]
            lines += examples(rule.examples.triggering, heading: "Reported") { output(rule, $0) }
            lines += examples(rule.examples.nonTriggering, heading: "Not reported") { _ in [] }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func examples(_ examples: [RuleExample], heading: String, output: (RuleExample) -> [String]) -> [String] {
        var lines: [String] = []
        for example in examples {
            let reports = example.reports.isEmpty ? "" : " Reports: " + example.reports.map { "`\($0)`" }.joined(separator: ", ") + "."
            let limit = example.limit.map { " With `limit: \($0)`." } ?? ""
            lines += ["", "**\(heading):** \(example.title)\(limit)\(reports)"]
            for (name, text) in [("flow.yaml", example.spec), ("snapshot (YAML)", example.snapshot), ("recording (YAML)", example.recording)] {
                guard let text else { continue }
                lines += ["", "\(name):", "", "```yaml", text, "```"]
            }
            let printed = output(example)
            if !printed.isEmpty { lines += ["", "`coordviz review` prints:", "", "```"] + printed + ["```"] }
        }
        return lines
    }
}
