import CoordVizCore
@testable import CoordVizRender
import CoordVizSpec
import Testing

/// Frames (clusters) are named after the coordinators they draw. Two coordinators whose names
/// differ only in punctuation must still get two frames: dot merges clusters of one name, which
/// would draw both stacks in one box.
@Suite struct ClusterIDTests {
    static let spec = """
    version: 2
    app: Punctuation
    root: AppCoordinator
    coordinators:
      AppCoordinator:
        stack: [StartViewController]
        children: { one: Home.Flow, two: Home_Flow, three: Home-Flow }
      Home.Flow:
        parent: AppCoordinator
        stack: [FirstViewController]
      Home_Flow:
        parent: AppCoordinator
        stack: [SecondViewController]
      Home-Flow:
        parent: AppCoordinator
        stack: [ThirdViewController]
    transitions:
      - { id: one, from: StartViewController, steps: [ { startChild: Home.Flow } ] }
      - { id: two, from: StartViewController, steps: [ { startChild: Home_Flow } ] }
      - { id: three, from: StartViewController, steps: [ { startChild: Home-Flow } ] }
    """

    @Test func namesThatDifferOnlyInPunctuationGetClusterIDsOfTheirOwn() {
        let names = ["Home.Flow", "Home_Flow", "Home-Flow", "Home__Flow", "Home_u2e_Flow", "Home Flow", "Home🙂Flow"]
        let ids = names.map(NodeID.cluster)
        #expect(Set(ids).count == names.count, "\(ids)")
        for id in ids {
            #expect(id.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }, "\(id) is a plain identifier")
        }
    }

    @Test(arguments: [ViewKind.tabs, .flows])
    func eachOfThreeSimilarlyNamedCoordinatorsIsDrawnInItsOwnFrame(view: ViewKind) throws {
        let model = try FlowSpecParser.parse(Self.spec, path: "punctuation.yaml").model
        let diagram = try view.diagram(of: model)
        var frames: [String: [String]] = [:]
        var pending = diagram.clusters
        while let cluster = pending.popLast() {
            frames[cluster.id, default: []] += cluster.nodes.map(\.id)
            pending += cluster.clusters
        }
        for screen in ["FirstViewController", "SecondViewController", "ThirdViewController"] {
            let holding = frames.filter { $0.value.contains(NodeID.screen(screen)) }.map(\.key)
            #expect(holding.count == 1, "\(screen) is in \(holding)")
            let others = frames[holding.first ?? ""]?.filter { $0.hasPrefix("screen:") && $0 != NodeID.screen(screen) } ?? []
            #expect(others.isEmpty, "\(screen) shares its frame with \(others)")
        }
    }
}
