import Foundation
import Testing

/// The collapsed flows view of three tab bars aborted inside Graphviz 2.42 (a double free in
/// `gvFreeLayout`, exit 134); its labelled steps between clusters now become external labels.
@Suite struct CollapsedTabBarsTests {
    let fixture = "Tests/CoordVizCLITests/Fixtures/collapse-three-tabbars.yaml"

    @Test(arguments: ["svg", "png"])
    func theCollapsedFlowsOfThreeTabBarsRender(format: String) throws {
        let result = try CommandRunner.coordviz(["render", fixture, "--view", "flows", "--collapse", "--format", format, "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("error"))
        #expect(result.stdout.count > 1_000)
    }

    @Test func itsStepsBetweenTabBarsCarryExternalLabels() throws {
        let result = try CommandRunner.coordviz(["render", fixture, "--view", "flows", "--collapse", "--format", "dot", "-o", "-"])
        #expect(result.status == 0)
        let dot = result.stdoutText
        #expect(dot.contains("forcelabels=true"))
        // Every step is a non-ranking edge between two clusters: none keeps a `label`.
        let steps = dot.components(separatedBy: "\n\t\"coordinator:").filter { $0.contains("constraint=false") }
        #expect(steps.count == 5, "four transitions, five steps between stacks")
        for step in steps {
            #expect(step.contains("xlabel=<"))
            #expect(!step.contains("\tlabel=<"))
        }
    }
}
