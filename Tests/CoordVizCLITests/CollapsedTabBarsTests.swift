import Foundation
import Testing

/// The collapsed flows view of three tab bars aborted inside Graphviz 2.42 (a double free in
/// `gvFreeLayout`, exit 134) on labelled steps between clusters; those steps now carry no label.
@Suite struct CollapsedTabBarsTests {
    let fixture = "Tests/CoordVizCLITests/Fixtures/collapse-three-tabbars.yaml"

    @Test(arguments: ["svg", "png"])
    func theCollapsedFlowsOfThreeTabBarsRender(format: String) throws {
        let result = try CommandRunner.coordviz(["render", fixture, "--view", "flows", "--collapse", "--format", format, "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("error"))
        #expect(result.stdout.count > 1_000)
    }

    @Test func itsStepsBetweenTabBarsCarryNoLabelAndTheirCaptionsAreInTheLegend() throws {
        let result = try CommandRunner.coordviz(["render", fixture, "--view", "flows", "--collapse", "--format", "dot", "-o", "-"])
        #expect(result.status == 0)
        let dot = result.stdoutText
        // Every step is a non-ranking edge between two clusters: none carries a label of any
        // kind (forced external labels landed on each other), each caption is in the legend.
        let steps = dot.components(separatedBy: "\n\t\"coordinator:").filter { $0.contains("constraint=false") }
        #expect(steps.count == 5, "four transitions, five steps between stacks")
        for step in steps {
            #expect(!step.contains("xlabel="))
            #expect(!step.contains("\tlabel="))
        }
        let legend = try #require(dot.range(of: "<B>Legend</B>").map { String(dot[$0.lowerBound...]) })
        #expect(legend.contains("2  go1() from Feed: 2.1 switch to Reports, 2.2 push SearchDetail"))
    }
}
