import Foundation
import Testing

/// What reading the inputs finds goes through the review's reporter too, so a SARIF upload or a
/// GitHub annotation shows a spec that disagrees with the live app.
@Suite struct ReviewInputProblemsTests {
    static let pair = ["Tests/CoordVizSpecTests/Fixtures/merge/tab-order-differs.yaml", "Tests/CoordVizSpecTests/Fixtures/merge/shop.snapshot.json"]

    @Test func aMergeWarningIsAFindingOfEveryReporterNotAStandardErrorLine() throws {
        let text = try CommandRunner.coordviz(["review"] + Self.pair)
        #expect(text.stderr == "")
        #expect(text.stdoutText.contains("tab-order-differs.yaml:7:5: warning: [tab-order-differs]"))
        let sarif = try CommandRunner.coordviz(["review"] + Self.pair + ["--reporter", "sarif"])
        #expect(sarif.stdoutText.contains(#""ruleId" : "tab-order-differs""#) || sarif.stdoutText.contains(#""ruleId":"tab-order-differs""#))
        let junit = try CommandRunner.coordviz(["review"] + Self.pair + ["--reporter", "junit"])
        #expect(junit.stdoutText.contains(#"<testsuite name="tab-order-differs" tests="1" failures="1">"#))
        let strict = try CommandRunner.coordviz(["review"] + Self.pair + ["--strict"])
        #expect(strict.status == 1)
    }

    @Test func aProblemARuleChecksIsReportedOnceByTheRule() throws {
        let result = try CommandRunner.coordviz(["review", "Output/tabbar-owner/scanned.yaml"])
        #expect(!result.stdoutText.contains("[unreachable-screen]"))
        #expect(result.stdoutText.contains("[unreachable_screen]"))
    }
}
