import Testing

@testable import CoordVizRender

/// The Graphviz 2.42 double free on labelled non-ranking edges between clusters: such labels
/// become external labels before Graphviz sees the graph; other labels stay.
@Suite struct ClusterCrossingLabelsTests {
    /// Three one-node clusters on one rank and labelled edges of every kind between them: the
    /// shape that made dot free memory twice (with `constraint=false` from a to c).
    static let threeClusters = Diagram(
        name: "flows",
        nodes: [.init(id: "top")],
        clusters: ["a", "b", "c"].map { .init(id: $0, nodes: [.init(id: $0)]) } + [
            .init(id: "outer", nodes: [.init(id: "x")], clusters: [.init(id: "inner", nodes: [.init(id: "y")], isFramed: false)]),
        ],
        edges: [
            .init(from: "a", to: "c", attributes: ["constraint": "false", "label": "jump"]),
            .init(from: "b", to: "c", attributes: ["minlen": "0", "label": "row"]),
            .init(from: "a", to: "b", attributes: ["label": "ranked"]),
            .init(from: "top", to: "a", attributes: ["constraint": "false", "label": "in"]),
            .init(from: "x", to: "y", attributes: ["constraint": "false", "label": "same cluster"]),
            .init(from: "c", to: "a", attributes: ["constraint": "false", "label": "own", "xlabel": "kept"]),
        ]
    )

    @Test func labelsOfNonRankingEdgesBetweenClustersBecomeExternalLabels() {
        let safe = Self.threeClusters.withSafeClusterCrossingLabels
        let labels = safe.edges.map { [$0.attributes["label"]?.string, $0.attributes["xlabel"]?.string] }
        #expect(labels == [
            [nil, "jump"],
            [nil, "row"],
            ["ranked", nil],
            [nil, "in"],
            ["same cluster", nil],
            [nil, "kept"],
        ])
        #expect(safe.attributes["forcelabels"] == "true", "external labels are drawn even where they overlap")
    }

    @Test func aDiagramWithoutSuchEdgesIsLeftAsItIs() {
        var diagram = Self.threeClusters
        diagram.edges = diagram.edges.filter { $0.attributes["label"] == "ranked" || $0.attributes["label"] == "same cluster" }
        #expect(diagram.withSafeClusterCrossingLabels == diagram)
    }

    @Test func theShapeLaysOutAndItsLabelsAreDrawn() throws {
        let svg = String(decoding: try GraphvizRenderer.render(Self.threeClusters, format: .svg), as: UTF8.self)
        for label in ["jump", "row", "ranked", "in"] {
            #expect(svg.contains(">\(label)</text>"), "\(label) is drawn")
        }
        let dot = String(decoding: try GraphvizRenderer.render(Self.threeClusters, format: .dot), as: UTF8.self)
        #expect(dot.contains("xlabel=jump"), "DOT shows the graph Graphviz lays out")
    }
}
