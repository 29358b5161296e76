import CoordVizReview
import Foundation
import Testing

/// `docs/review-rules.md` is generated from the rules; this fails when it is stale and names
/// the command that rewrites it (which is this test, with `COORDVIZ_WRITE_RULES_DOC=1`).
@Suite struct RulesDocumentTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/review-rules.md")

    @Test func theCommittedRulesDocumentIsFresh() throws {
        let fresh = RulesDocument.markdown { rule, example in
            // Without locations: they name the harness's temporary files.
            (try? ExampleHarness.review(example, with: rule))?.map { "\($0.severity.rawValue): [\($0.ruleID)] \($0.message)" } ?? ["(the example cannot be read)"]
        }
        if ProcessInfo.processInfo.environment["COORDVIZ_WRITE_RULES_DOC"] == "1" {
            try Data(fresh.utf8).write(to: Self.path, options: .atomic)
        }
        let committed = try String(contentsOf: Self.path, encoding: .utf8)
        #expect(committed == fresh, "docs/review-rules.md is stale: run `\(RulesDocument.regenerateCommand)` and commit it")
    }

    @Test func theDocumentHasASectionWithExamplesForEveryRule() {
        let document = RulesDocument.markdown()
        for rule in Rule.all {
            #expect(document.contains("\n## \(rule.id)\n"))
            #expect(document.contains("[`\(rule.id)`](#\(rule.id))"))
        }
        #expect(document.components(separatedBy: "**Reported:**").count - 1 == Rule.all.map(\.examples.triggering.count).reduce(0, +))
        #expect(document.components(separatedBy: "**Not reported:**").count - 1 == Rule.all.map(\.examples.nonTriggering.count).reduce(0, +))
    }
}
