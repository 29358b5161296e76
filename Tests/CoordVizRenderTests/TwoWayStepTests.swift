import CoordVizCore
import CoordVizRender
import CoordVizSpec
import Testing

/// Steps between two screens on one row, in both directions (root-containment's two tab taps).
@Suite struct TwoWayStepTests {
    func flowsSVG() throws -> String {
        let model = try SampleModels.merged("root-containment")
        return String(decoding: try GraphvizRenderer.render(ViewKind.flows.diagram(of: model), format: .svg), as: UTF8.self)
    }

    @Test func oppositeStepsOnOneRowAreOneUnlabelledTwoWayEdgeCaptionedInTheLegend() throws {
        let model = try SampleModels.merged("root-containment")
        let diagram = try ViewKind.flows.diagram(of: model)
        let edges = diagram.edges.filter { $0.key.hasSuffix("-tab#1") }
        #expect(edges.count == 1)
        #expect(edges.first?.attributes["dir"] == .text("both"))
        #expect(edges.first?.attributes["constraint"] == .text("false"))
        #expect(edges.first?.attributes["label"] == nil)
        let legend = diagram.allNodes.first { $0.id == "legend" }?.attributes["label"]?.string ?? ""
        #expect(legend.contains("1  tabBar(_:didSelect:) from Feed: 1 switch to Library"))
        #expect(legend.contains("2  tabBar(_:didSelect:) from Library: 2 switch to Feed"))
    }

    @Test func theTwoWayEdgeDrawsAnArrowAtEachEnd() throws {
        // Graphviz 2.43 drops the arrows of labelled flat edges unless the shim declares the
        // arrow attributes on every graph.
        let svg = try flowsSVG()
        let start = try #require(svg.range(of: "library&#45;tab#1\" class=\"edge\""))
        let end = try #require(svg.range(of: "<!--", range: start.upperBound..<svg.endIndex))
        let group = svg[start.upperBound..<end.lowerBound]
        #expect(group.components(separatedBy: "<polygon").count - 1 == 2)
    }

    @Test func aLabelledEdgeBetweenTwoNodesOnOneRankKeepsItsArrow() throws {
        // Graphviz 2.43 reads such an edge's arrow through the wrong attribute ("Arrow type
        // Helvetica unknown") and draws none, unless the arrow attributes are declared on the
        // root graph, which the shim does for every graph.
        let diagram = Diagram(
            name: "flat",
            edgeDefaults: ["fontname": "Helvetica"],
            clusters: [
                Diagram.Cluster(id: "left", nodes: [Diagram.Node(id: "a")]),
                Diagram.Cluster(id: "right", nodes: [Diagram.Node(id: "b")]),
            ],
            edges: [Diagram.Edge(from: "a", to: "b", attributes: [
                "tailport": "n", "headport": "n", "constraint": "false", "label": "across", "arrowhead": "vee",
            ])]
        )
        let svg = String(decoding: try GraphvizRenderer.render(diagram, format: .svg), as: UTF8.self)
        let start = try #require(svg.range(of: "class=\"edge\""))
        #expect(svg[start.upperBound...].components(separatedBy: "<polygon").count - 1 == 1)
    }

    @Test func twoKindsOfStepOneWayPairWithTheOneStepBackOnceAndTheOtherIsDrawnOnItsOwn() throws {
        // Two phases on one row: the cart screen makes the catalog the root, or starts it; the
        // home screen makes the cart the root. The step back pairs with the first kind only.
        let spec = """
        version: 2
        root: App
        phases:
          - { name: Catalog, root: Catalog }
          - { name: Cart, root: Cart }
        coordinators:
          App: { children: [Catalog, Cart] }
          Catalog: { stack: [Home] }
          Cart: { stack: [Basket] }
        transitions:
          - { id: back-to-catalog, from: Basket, steps: [{ setRoot: Catalog }] }
          - { id: restart-catalog, from: Basket, steps: [{ startChild: Catalog }] }
          - { id: open-cart, from: Home, steps: [{ setRoot: Cart }] }
        """
        let model = try FlowSpecParser.parse(spec, path: "two-kinds.yaml").model
        let diagram = try ViewKind.flows.diagram(of: model)
        let between = diagram.edges.filter { Set([$0.from, $0.to]) == ["screen:Basket", "screen:Home"] }
        #expect(between.count == 2)
        #expect(between.filter { $0.attributes["dir"] == .text("both") }.count == 1)
        let legend = diagram.allNodes.first { $0.id == "legend" }?.attributes["label"]?.string ?? ""
        #expect(legend.components(separatedBy: "make Cart the root").count - 1 == 1)
        #expect(legend.contains("start Catalog"))
    }
}
