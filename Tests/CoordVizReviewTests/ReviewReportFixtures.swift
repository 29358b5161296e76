import CoordVizCore
import CoordVizReview

/// A report with every kind of finding a reporter must handle: each severity, with and without
/// a spec line, a snapshot path, and text that would break each format if it were not escaped.
enum ReviewReportFixtures {
    static let hostile = "a|b `c` <d> & e, f: 50% \"q\"\nsecond line\r::error::forged \u{1B}[31m"

    static let report = ReviewReport(
        findings: [
            Diagnostic(
                ruleID: "strong_parent_reference", severity: .error, message: "HomeCoordinator holds its parent strongly; declare it weak",
                locations: [
                    DiagnosticLocation(kind: .spec, path: "Samples/love-story/flow.yaml", line: 18, column: 3),
                    DiagnosticLocation(kind: .snapshot, path: "Output/love-story/snapshot.json", jsonPath: "$.coordinators[1].backReferences[0]"),
                ],
                element: .coordinator("HomeCoordinator")
            ),
            Diagnostic(
                ruleID: "missing_parent_reference", severity: .warning, message: hostile,
                locations: [DiagnosticLocation(kind: .snapshot, path: "Output/app/snap shot,1.json", jsonPath: "$.coordinators[2]")],
                element: .coordinator("Buy|Coordinator")
            ),
            Diagnostic(
                ruleID: "unperformed_transition", severity: .note, message: "transition 'x' was never performed",
                locations: [DiagnosticLocation(kind: .spec, path: "/abs/flow.yaml", line: 40, column: 5)],
                element: .transition("x")
            ),
        ],
        accepted: 2,
        tool: "coordviz 9.9.9"
    )

    static let clean = ReviewReport(findings: [], tool: "coordviz 9.9.9")
}
