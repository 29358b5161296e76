import CoordVizCore

/// JUnit XML, which CI systems show as test results: one test suite per rule that ran, one test
/// case per finding (failing for errors and warnings; a note passes and says so in its output),
/// and a passing `no findings` case for a rule that found nothing.
enum JUnitReporter {
    static func render(_ report: ReviewReport) -> String {
        let failing = report.findings.count { $0.severity != .note }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="coordviz review" tests="\#(testCount(report))" failures="\#(failing)">"#,
        ]
        for rule in report.rules {
            let findings = report.findings.filter { $0.ruleID == rule.id }
            let failures = findings.count { $0.severity != .note }
            lines.append(#"  <testsuite name="\#(escape(rule.id))" tests="\#(max(1, findings.count))" failures="\#(failures)">"#)
            if findings.isEmpty {
                lines.append(#"    <testcase classname="\#(escape(rule.id))" name="no findings"/>"#)
            }
            for finding in findings {
                let name = finding.element?.description ?? finding.ruleID
                let place = finding.locations.first.map { " \($0.description)" } ?? ""
                lines.append(#"    <testcase classname="\#(escape(rule.id))" name="\#(escape(name))">"#)
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
        report.rules.reduce(0) { total, rule in total + max(1, report.findings.count { $0.ruleID == rule.id }) }
    }

    /// An attribute value, or element text: XML's special characters as entities, characters
    /// that would not show (or that XML cannot hold) made visible.
    static func escape(_ text: String) -> String {
        Escaping.xmlAttribute(Escaping.visible(text, keepingNewlines: true))
    }
}
