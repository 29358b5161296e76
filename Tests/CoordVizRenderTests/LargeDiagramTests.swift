import CoordVizRender
import Testing

/// What the renderer changes before handing a large diagram to Graphviz 2.42 (see
/// `Diagram.withSafeNonRankingLabels`), and what it leaves alone in small ones.
@Suite struct LargeDiagramTests {
    func diagram(nodes count: Int) -> Diagram {
        let nodes = (0..<count).map { Diagram.Node(id: "n\($0)") }
        return Diagram(name: "large", nodes: nodes, edges: [
            Diagram.Edge(from: "n0", to: "n1", attributes: ["constraint": "false", "label": "sideways"]),
            Diagram.Edge(from: "n1", to: "n2", attributes: ["constraint": "true", "minlen": "0", "label": "same row"]),
            Diagram.Edge(from: "n2", to: "n3", attributes: ["label": "down"]),
        ])
    }

    @Test func aSmallDiagramIsHandedOverUnchanged() {
        let small = diagram(nodes: 10)
        #expect(small.withSafeNonRankingLabels == small)
    }

    @Test func aLargeDiagramsNonRankingAndSameRowEdgesGetExternalLabels() {
        let safe = diagram(nodes: Diagram.nonRankingLabelLimit + 1).withSafeNonRankingLabels
        #expect(safe.edges[0].attributes["label"] == nil)
        #expect(safe.edges[0].attributes["xlabel"] == .text("sideways"))
        #expect(safe.edges[1].attributes["minlen"] == nil)
        #expect(safe.edges[1].attributes["constraint"] == .text("false"))
        #expect(safe.edges[1].attributes["xlabel"] == .text("same row"))
        #expect(safe.edges[2].attributes["label"] == .text("down"))
    }
}
