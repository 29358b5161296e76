/// Compiler form: `flow.yaml:12:7: error: [strong_parent_reference] … (live: snapshot.json $.coordinators[1])`,
/// one finding a line, then the summary.
enum TextReporter {
    static func render(_ report: ReviewReport) -> String {
        (report.findings.map(\.description) + [report.summary]).joined(separator: "\n") + "\n"
    }
}
