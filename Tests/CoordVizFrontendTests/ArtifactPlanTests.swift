import CoordVizCore
import CoordVizFrontend
import CoordVizRender
import Foundation
import Testing

/// A plan's paths stay inside its folder and never collide.
@Suite struct ArtifactPlanTests {
    @Test(arguments: ["../escape.md", "/etc/passwd", "a/../b.md", "a//b.md", "", "./a.md", "a\\b.md"])
    func aPathLeavingTheFolderIsRefused(_ path: String) {
        let plan = ArtifactPlan([Artifact(path: path, content: .text("x"))])
        #expect(throws: FrontendError.unsafeArtifactPath(path)) { try plan.checkPaths() }
    }

    @Test func twoArtifactsOnOneFileDifferingOnlyInCaseAreRefused() {
        let plan = ArtifactPlan([Artifact(path: "Home.md", content: .text("a")), Artifact(path: "home.md", content: .text("b"))])
        #expect(throws: FrontendError.duplicateArtifactPath("home.md")) { try plan.checkPaths() }
    }

    @Test func everyViewPlansOneFilePerViewAndFormatIncludingEachTransition() {
        let model = FrontendFixtures.model
        let plan = ArtifactPlan.everyView(of: model, formats: [.svg, .mermaid], folder: "views")
        #expect(plan.paths.contains("views/overview.svg"))
        #expect(plan.paths.contains("views/flow-open-home2.mmd"))
        #expect(plan.paths.count == ViewKind.all(of: model).count * 2)
    }
}

/// Text artifacts and drawn views come out of one builder.
@Suite struct ArtifactBuilderTests {
    @Test func textAndViewsAreBuiltInPlanOrder() throws {
        let plan = ArtifactPlan([
            Artifact(path: "notes.txt", content: .text("hello")),
            .view(.hierarchy, as: .dot, path: "hierarchy.dot"),
            .view(.flows, as: .mermaid, path: "flows.mmd"),
        ])
        let built = try ArtifactBuilder().build(plan, of: FrontendFixtures.model)
        #expect(built.map(\.path) == ["notes.txt", "hierarchy.dot", "flows.mmd"])
        #expect(built[0].bytes == Array("hello".utf8))
        #expect(String(decoding: built[1].bytes, as: UTF8.self).contains("digraph"))
        #expect(String(decoding: built[2].bytes, as: UTF8.self).hasPrefix("flowchart") || String(decoding: built[2].bytes, as: UTF8.self).contains("flowchart"))
    }

    @Test func progressCountsEveryLayout() throws {
        let plan = ArtifactPlan.everyView(of: FrontendFixtures.model, formats: [.dot])
        let counter = ProgressCounter()
        _ = try ArtifactBuilder().build(plan, of: FrontendFixtures.model) { done, total in counter.record(done, total) }
        #expect(counter.last == (plan.artifacts.count, plan.artifacts.count))
    }
}

final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: (Int, Int) = (0, 0)
    func record(_ done: Int, _ total: Int) { lock.withLock { value = (max(value.0, done), total) } }
    var last: (Int, Int) { lock.withLock { value } }
}
