import CoordVizCore

/// JUnit XML, which CI systems show as test results: one test suite per rule that ran, one test
/// case per finding (failing for errors and warnings; a note passes and says so in its output),
/// and a passing `no findings` case for a rule that found nothing. Problems found reading the
/// inputs (spec and merge warnings, unread references) get one suite per id after the rules.
enum JUnitReporter {
    static func render(_ report: ReviewReport) -> String {
        let failing = report.findings.count { $0.severity != .note }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="coordviz review" tests="\#(testCount(report))" failures="\#(failing)">"#,
        ]
        for suite in suiteIDs(report) {
            let findings = report.findings.filter { $0.ruleID == suite }
            let failures = findings.count { $0.severity != .note }
            lines.append(#"  <testsuite name="\#(escape(suite))" tests="\#(max(1, findings.count))" failures="\#(failures)">"#)
            if findings.isEmpty {
                lines.append(#"    <testcase classname="\#(escape(suite))" name="no findings"/>"#)
            }
            for finding in findings {
                let name = finding.element?.description ?? finding.ruleID
                let place = finding.locations.first.map { " \($0.description)" } ?? ""
                lines.append(#"    <testcase classname="\#(escape(suite))" name="\#(escape(name))">"#)
                if finding.severity == .note {
                    lines.append("      <system-out>\(escape("note:\(place) \(finding.message)"))</system-out>")
                } else {
                    lines.append(#"      <failure type="\#(finding.severity.rawValue)" message="\#(escape(finding.message))">\#(escape(finding.description))</failure>"#)
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func testCount(_ report: ReviewReport) -> Int {
        suiteIDs(report).reduce(0) { total, id in total + max(1, report.findings.count { $0.ruleID == id }) }
    }

    /// Every rule that ran, then each other id a finding carries (input problems), in order.
    static func suiteIDs(_ report: ReviewReport) -> [String] {
        var ids = report.rules.map(\.id)
        for finding in report.findings where !ids.contains(finding.ruleID) { ids.append(finding.ruleID) }
        return ids
    }

    /// An attribute value, or element text: XML's special characters as entities, characters
    /// that would not show (or that XML cannot hold) made visible.
    static func escape(_ text: String) -> String {
        Escaping.xmlAttribute(Escaping.visible(text, keepingNewlines: true))
    }
}
