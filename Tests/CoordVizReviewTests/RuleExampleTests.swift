import CoordVizCore
import CoordVizReview
import Testing

/// Every rule's examples, as the rules document shows them: a triggering example reports
/// exactly the elements it names, with a message naming each and a place to point at; a
/// non-triggering example reports nothing.
@Suite struct RuleExampleTests {
    /// One example of one rule, named for the test report.
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: Rule
        var example: RuleExample
        var triggering: Bool

        var testDescription: String { "\(rule.id): \(example.title)" }
    }

    static let triggering = Rule.all.flatMap { rule in rule.examples.triggering.map { Case(rule: rule, example: $0, triggering: true) } }
    static let nonTriggering = Rule.all.flatMap { rule in rule.examples.nonTriggering.map { Case(rule: rule, example: $0, triggering: false) } }

    @Test(arguments: triggering)
    func aTriggeringExampleReportsExactlyTheElementsItNames(_ test: Case) throws {
        try #require(!test.example.reports.isEmpty, "a triggering example names the elements it reports")
        let findings = try ExampleHarness.review(test.example, with: test.rule)
        #expect(findings.compactMap { $0.element?.description }.sorted() == test.example.reports.sorted())
        for finding in findings {
            #expect(finding.ruleID == test.rule.id)
            #expect(finding.severity == test.rule.defaultSeverity)
            #expect(!finding.locations.isEmpty, "\(finding) points nowhere")
            let element = try #require(finding.element)
            #expect(finding.message.contains(element.id), "the message names \(element.id): \(finding.message)")
        }
    }

    @Test(arguments: nonTriggering)
    func aNonTriggeringExampleReportsNothing(_ test: Case) throws {
        #expect(test.example.reports.isEmpty)
        let findings = try ExampleHarness.review(test.example, with: test.rule)
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    @Test(arguments: Rule.all.map(\.id))
    func everyRuleHasBothKindsOfExample(_ id: String) throws {
        let rule = try #require(Rule.named(id))
        #expect(!rule.examples.triggering.isEmpty)
        #expect(!rule.examples.nonTriggering.isEmpty)
    }

    @Test func ruleIDsAreUniqueAndSnakeCase() {
        let ids = Rule.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "_" }, "\(id) is not snake_case")
        }
    }

    @Test func aSpecLocationComesFirstAndTheSnapshotPathAfterIt() throws {
        let rule = Rule.strongParentReference
        var example = try #require(rule.examples.triggering.last)
        example.spec = """
        version: 2
        root: AppCoordinator
        coordinators:
          AppCoordinator:
            children: [HomeCoordinator]
          HomeCoordinator:
            screen: HomeViewController
        """
        let finding = try #require(try ExampleHarness.review(example, with: rule).first)
        #expect(finding.specLocation?.line == 6)
        #expect(finding.snapshotLocation?.jsonPath == "$.coordinators[1].backReferences[0]")
        #expect(finding.locations.last?.jsonPath == "$.releaseCheck.survivors")
        #expect(finding.message.contains("proved: after the root was released, 2 of 2 coordinators stayed alive (AppCoordinator, HomeCoordinator)"))
    }

    @Test func configuredSeveritiesAndDisabledRulesApply() throws {
        let example = try #require(Rule.maxFanOut.examples.triggering.first)
        var settings = ReviewSettings(rules: ["max_fan_out": .init(severity: .error, limit: 2)])
        let input = try ExampleHarness.input(example)
        #expect(Review.run(input, settings: settings).filter { $0.ruleID == "max_fan_out" }.map(\.severity) == [.error])
        settings.rules["max_fan_out"]?.isEnabled = false
        #expect(Review.run(input, settings: settings).allSatisfy { $0.ruleID != "max_fan_out" })
        #expect(Review.run(input, settings: ReviewSettings(only: ["max_depth"])).allSatisfy { $0.ruleID == "max_depth" })
    }
}
