import CoordVizCore
@_spi(Benchmarks) @testable import CoordVizRender
import CoordVizSpec
import Foundation
import Testing

/// `--format dot` is written in Swift (`DOTWriter`), no longer by Graphviz's `agwrite`: the two
/// must agree byte for byte on every diagram, so the DOT `dot` lays out is the graph the
/// in-process layout draws. Compared on every view of every sample (with the options that change
/// its shape), the hostile-name corpus, the every-shape app, and seeded random diagrams full of
/// what Graphviz's writer treats specially.
@Suite struct DOTWriterTests {
    static func expectSameAsGraphviz(_ diagram: Diagram, _ comment: String) throws {
        let swift = try GraphvizRenderer.render(diagram, format: .dot)
        let graphviz = try GraphvizRenderer.graphvizDOTText(diagram)
        guard swift != graphviz else { return }
        let first = zip(swift, graphviz).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(swift.count, graphviz.count)
        let context = { (bytes: [UInt8]) in String(decoding: bytes[max(0, first - 120)..<min(bytes.count, first + 120)], as: UTF8.self) }
        Issue.record("\(comment): the Swift DOT differs from Graphviz's at byte \(first):\n--- Swift\n\(context(swift))\n--- Graphviz\n\(context(graphviz))")
    }

    @Test("every view of every sample is written as Graphviz writes it", arguments: ViewGoldenTests.cases)
    func everySampleView(_ name: String) throws {
        let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
        let model = try SampleModels.merged(parts[0])
        let view = try ViewKind(parsing: parts[1])
        let variants: [ViewOptions] = [
            ViewOptions(), ViewOptions(linkExtension: "svg"), ViewOptions(collapse: true), ViewOptions(theme: .dark, rankdir: .LR),
        ]
        for options in variants {
            try Self.expectSameAsGraphviz(try view.diagram(of: model, options: options.applicable(to: view)), "\(name) \(options)")
        }
    }

    @Test func everyViewOfTheHostileCorpusAndTheEveryShapeApp() throws {
        for model in [HostileNameTests.model, EveryShapeApp.model] {
            for view in ViewKind.all(of: model) {
                try Self.expectSameAsGraphviz(try view.diagram(of: model, options: ViewOptions(linkExtension: "svg")), "\(model.app) \(view.name)")
            }
        }
    }

    @Test("random diagrams with every case Graphviz's writer treats specially", arguments: 0..<40)
    func randomDiagram(seed: Int) throws {
        var random = RandomDiagram(seed: UInt64(seed) &+ 1)
        try Self.expectSameAsGraphviz(random.diagram(), "seed \(seed)")
    }

    @Test func aLargeDiagramHasItsNonRankingLabelsMovedAsInTheGraphItDraws() throws {
        var random = RandomDiagram(seed: 99)
        let diagram = random.diagram(nodes: Diagram.nonRankingLabelLimit + 40)
        try Self.expectSameAsGraphviz(diagram, "large")
        #expect(!String(decoding: try GraphvizRenderer.render(diagram, format: .dot), as: UTF8.self).contains("constraint=false,\n\t\tlabel="))
    }

    @Test func theNamesGraphvizTreatsApart() throws {
        for name in ["", "%anonymous", "graph", "Node", "12", "-1.5", ".", "a b", "x\"y"] {
            let diagram = Diagram(
                name: name, nodes: [.init(id: "%n", attributes: ["label": "x"]), .init(id: "edge")],
                clusters: [.init(id: "%c", nodes: [.init(id: "in")])],
                edges: [.init(from: "%n", to: "edge", key: "%k"), .init(from: "edge", to: "edge", key: "subgraph")]
            )
            try Self.expectSameAsGraphviz(diagram, "name '\(name)'")
        }
    }

    @Test func aTextStoredFirstAsHTMLIsWrittenAsHTMLEverywhere() throws {
        // cgraph keeps one copy of each text: the first kind stored wins, for names too.
        let diagram = Diagram(
            name: "pool", attributes: ["label": .html("shared")],
            nodes: [.init(id: "shared", attributes: ["tooltip": "shared", "label": .html("legend")]), .init(id: "legend", attributes: ["xlabel": "plain"])],
            edges: [.init(from: "shared", to: "legend", key: "plain", attributes: ["label": .html("plain")])]
        )
        try Self.expectSameAsGraphviz(diagram, "pool")
    }

    @Test func linesBreakAtTheLengthTheGraphAsksFor() throws {
        let long = String(repeating: "word, ", count: 60)
        for length in [nil, "0", "60", "59", "200", "7x"] as [String?] {
            var attributes: Attributes = ["tooltip": .text(long)]
            if let length { attributes["linelength"] = .text(length) }
            let diagram = Diagram(name: "lines", attributes: attributes, nodes: [.init(id: "a", attributes: ["tooltip": .text(long)])])
            try Self.expectSameAsGraphviz(diagram, "linelength \(length ?? "none")")
        }
    }

    @Test func portsAreWrittenAfterTheNodeNames() throws {
        let diagram = Diagram(
            name: "ports", edgeDefaults: ["headport": "n"],
            nodes: [.init(id: "a"), .init(id: "b"), .init(id: "c")],
            edges: [
                .init(from: "a", to: "b", attributes: ["tailport": "s", "label": "x"]),
                .init(from: "b", to: "c", attributes: ["tailport": "p:se", "headport": "w"]),
                .init(from: "c", to: "a", attributes: ["tailport": .html("h")]),
            ]
        )
        try Self.expectSameAsGraphviz(diagram, "ports")
    }

    @Test func writingAThousandClustersTakesLinearTime() throws {
        func diagram(_ count: Int) -> Diagram {
            Diagram(name: "clusters", clusters: (0..<count).map { index in
                .init(id: "c\(index)", attributes: ["label": .text("Tab \(index)")], nodes: [.init(id: "n\(index)a"), .init(id: "n\(index)b")])
            }, edges: (0..<count).map { .init(from: "n\($0)a", to: "n\($0)b") })
        }
        let clock = ContinuousClock()
        let small = clock.measure { _ = try? GraphvizRenderer.render(diagram(500), format: .dot) }
        let large = clock.measure { _ = try? GraphvizRenderer.render(diagram(5_000), format: .dot) }
        #expect(large < small * 40 + .milliseconds(200), "×10 clusters took \(large) against \(small)")
    }
}

/// Seeded random diagrams: nested framed and plain clusters, self-loops, parallel and keyed
/// edges, and names and values with quotes, backslashes, line feeds, non-ASCII letters, numbers,
/// keywords, long texts and HTML-like values that repeat plain ones.
struct RandomDiagram {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 }

    private mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    private mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }

    private static let words = [
        "Home", "home", "screen:Home", "Orders 2", "a\"quote", "back\\slash", "\\N", "line\nfeed", "ünïcode", "“curly”", "12", "-3.5",
        "1.2.3", ".", "-", "node", "Graph", "_x", "x-y", "a.b", "", "%pct", "tab\there", "<B>not html</B>", "legend",
    ]

    private mutating func text() -> String {
        switch next(6) {
        case 0: return pick(Self.words) + pick(Self.words)
        case 1:
            var long = ""
            for _ in 0..<(8 + next(30)) { long += pick(Self.words) + pick([" ", ", ", "/", ".", "\n", "-", ""]) }
            return long
        default: return pick(Self.words)
        }
    }

    private mutating func value() -> AttributeValue {
        next(4) == 0 ? .html(pick(["<B>Home</B>", "Home", "legend", "x", "<I>\(next(9))</I>"])) : .text(text())
    }

    private mutating func attributes(_ names: [String]) -> Attributes {
        var attributes = Attributes()
        for _ in 0..<next(5) { attributes[pick(names)] = value() }
        return attributes
    }

    private static let nodeNames = ["label", "shape", "color", "tooltip", "id", "style", "xlabel", "fontname"]
    private static let edgeNames = ["label", "color", "style", "constraint", "minlen", "weight", "xlabel", "arrowhead", "id"]
    private static let graphNames = ["label", "color", "rankdir", "style", "fontname", "id", "margin"]

    mutating func diagram(nodes count: Int? = nil) -> Diagram {
        let count = count ?? (1 + next(25))
        // Some node names are cluster names too: cgraph numbers a name once, whatever it names.
        let ids = (0..<count).map { index in
            index % 7 == 1 ? "cluster_k\(index)" : index % 3 == 0 ? "n\(index)" : "\(pick(Self.words))#\(index)"
        }
        var diagram = Diagram(
            name: pick(["random", "flows", "a graph", "digraph"]),
            attributes: attributes(Self.graphNames),
            nodeDefaults: attributes(Self.nodeNames),
            edgeDefaults: attributes(Self.edgeNames)
        )
        var clusterCount = 0
        func makeClusters(_ ids: ArraySlice<String>, depth: Int) -> (nodes: [Diagram.Node], clusters: [Diagram.Cluster]) {
            var nodes: [Diagram.Node] = []
            var clusters: [Diagram.Cluster] = []
            var rest = ids
            while let id = rest.first {
                if depth < 3, rest.count > 1, next(4) == 0 {
                    let size = 1 + next(min(rest.count, 6))
                    let inside = makeClusters(rest.prefix(size), depth: depth + 1)
                    clusterCount += 1
                    clusters.append(.init(id: "k\(clusterCount)", attributes: attributes(Self.graphNames), nodes: inside.nodes, clusters: inside.clusters, isFramed: next(3) != 0))
                    rest = rest.dropFirst(size)
                } else {
                    nodes.append(.init(id: id, attributes: attributes(Self.nodeNames)))
                    rest = rest.dropFirst()
                }
            }
            return (nodes, clusters)
        }
        let top = makeClusters(ids[...], depth: 0)
        diagram.nodes = top.nodes
        diagram.clusters = top.clusters
        var keys = Set<[String]>()
        for _ in 0..<(next(count * 3 + 1)) {
            let from = pick(ids), to = next(10) == 0 ? from : pick(ids)
            var key = next(3) == 0 ? pick(["stack", "legend", "x", "Home", "%k", "k\(next(3))"]) : ""
            if !key.isEmpty, !keys.insert([from, to, key]).inserted { key = "" }
            diagram.edges.append(.init(from: from, to: to, key: key, attributes: attributes(Self.edgeNames)))
        }
        return diagram
    }
}
