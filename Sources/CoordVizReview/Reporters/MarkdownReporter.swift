import CoordVizCore

/// A Markdown summary that fits a GitHub job summary: a heading, the counts, and one table row
/// per finding (severity, rule, element, where, message). Cell text is escaped so no value can
/// break the table or inject markup.
enum MarkdownReporter {
    static func render(_ report: ReviewReport) -> String {
        var lines = ["## coordviz review", "", "**\(report.summary)** (\(report.rules.count) rules ran)"]
        if !report.findings.isEmpty {
            lines += ["", "| Severity | Rule | Element | Where | Message |", "| --- | --- | --- | --- | --- |"]
            for finding in report.findings {
                let cells = [
                    icon(finding.severity) + " " + finding.severity.rawValue,
                    "`\(code(finding.ruleID))`",
                    finding.element.map { cell($0.description) } ?? "",
                    finding.locations.map { "`\(code($0.description))`" }.joined(separator: "<br>"),
                    cell(finding.message),
                ]
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func icon(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "❌"
        case .warning: "⚠️"
        case .note: "ℹ️"
        }
    }

    /// Text in a table cell: Markdown and HTML characters escaped, line breaks as spaces.
    static func cell(_ text: String) -> String {
        var result = ""
        for character in Escaping.visible(text) {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "|", "#", "<", ">", "&", "~": result += "\\\(character)"
            case "\n", "\r": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    /// Text inside a code span: backticks and pipes cannot be escaped there, so they are replaced.
    static func code(_ text: String) -> String {
        Escaping.visible(text).replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "¦").replacingOccurrences(of: "\n", with: " ")
    }
}
