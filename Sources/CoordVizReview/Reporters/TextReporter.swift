import CoordVizCore

/// Compiler form: `flow.yaml:12:7: error: [strong_parent_reference] … (live: snapshot.json $.coordinators[1])`,
/// one finding a line, then the summary. Characters that would act on a terminal (or start a
/// line of their own) are made visible.
enum TextReporter {
    static func render(_ report: ReviewReport) -> String {
        (report.findings.map { Escaping.visible($0.description) } + [report.summary]).joined(separator: "\n") + "\n"
    }
}
