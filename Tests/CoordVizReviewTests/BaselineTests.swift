import CoordVizCore
import CoordVizReview
import Foundation
import Testing

/// A baseline accepts findings by rule id and element, never by line, one finding per entry,
/// and survives a write and a read.
@Suite struct BaselineTests {
    let findings = ReviewReportFixtures.report.findings

    @Test func aWrittenBaselineReadsBackAndAcceptsEveryFindingItWasWrittenFrom() throws {
        let data = try Baseline(accepting: findings).jsonData()
        let baseline = try Baseline.decode(from: data, source: "baseline.json")
        #expect(baseline == Baseline(accepting: findings))
        let split = baseline.apply(to: findings)
        #expect(split.new.isEmpty)
        #expect(split.accepted.count == findings.count)
        #expect(String(decoding: data, as: UTF8.self).contains(#""format" : "coordviz-review-baseline""#))
    }

    @Test func matchingIgnoresLinesAndMessages() throws {
        let baseline = Baseline(accepting: findings)
        var moved = findings
        moved[0].locations[0].line = 99
        moved[0].message = "reworded"
        #expect(baseline.apply(to: moved).new.isEmpty)
    }

    @Test func aNewFindingOrASecondOneOnTheSameElementIsNotAccepted() {
        let baseline = Baseline(accepting: [findings[0]])
        var other = findings[0]
        other.element = .coordinator("OrdersCoordinator")
        let split = baseline.apply(to: [findings[0], findings[0], other])
        #expect(split.accepted.count == 1)
        #expect(split.new.count == 2)
        #expect(split.new.last?.element == .coordinator("OrdersCoordinator"))
    }

    @Test func theSameElementUnderAnotherRuleIsNew() {
        var other = findings[0]
        other.ruleID = "max_fan_out"
        #expect(Baseline(accepting: [findings[0]]).apply(to: [other]).new == [other])
    }

    @Test(arguments: [
        ("[]", "it is not a JSON object"),
        (#"{"format": "coordviz-snapshot", "version": 1}"#, "it has no \"format\": \"coordviz-review-baseline\" marker"),
        (#"{"format": "coordviz-review-baseline", "version": 7}"#, "its version is not one this coordviz reads (1 to 1)"),
    ])
    func aFileThatIsNotABaselineSaysWhatIsWrongAndHowToWriteOne(text: String, reason: String) {
        #expect(throws: ReviewError.malformedBaseline(path: "b.json", reason: reason)) {
            try Baseline.decode(from: Data(text.utf8), source: "b.json")
        }
        #expect(ReviewError.malformedBaseline(path: "b.json", reason: reason).description.hasSuffix("write one with 'coordviz review … --write-baseline b.json'"))
    }
}
