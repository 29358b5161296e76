import CoordVizCore
import CoordVizRender
import Testing

/// Tooltips say where the spec declares what a node shows.
@Suite struct TooltipSourceLocationTests {
    func tooltip(_ node: String, in view: ViewKind) throws -> String {
        let diagram = try view.diagram(of: try SampleModels.merged("love-story"))
        return diagram.allNodes.first { $0.id == node }?.attributes["tooltip"]?.string ?? ""
    }

    @Test func aCoordinatorsTooltipGivesTheSpecLineDeclaringIt() throws {
        #expect(try tooltip("coordinator:OrdersCoordinator", in: .hierarchy).contains("declared at Samples/love-story/flow.yaml:21:3"))
    }

    @Test func aScreensTooltipGivesTheSpecLineDeclaringIt() throws {
        #expect(try tooltip("screen:Orders2ViewController", in: .tabs).contains("declared at Samples/love-story/flow.yaml:31:3"))
    }
}
