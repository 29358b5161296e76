import CoordVizCore
@testable import CoordVizRender
import Foundation
import Testing

/// The formats coordviz writes itself: Mermaid, JSON and the HTML page, checked for structure
/// (the Mermaid text is also parsed by Mermaid itself in `scripts/check-html.sh`).
@Suite struct TextFormatTests {
    static let models: [ArchitectureModel] = [try! SampleModels.merged("love-story"), EveryShapeApp.model]
    static let cases: [String] = models.indices.flatMap { index in ViewKind.all(of: models[index]).map { "\(index) \($0.name)" } }

    func diagram(_ name: String) throws -> Diagram {
        let parts = name.split(separator: " ", maxSplits: 1)
        return try ViewKind(parsing: String(parts[1])).diagram(of: Self.models[Int(parts[0])!])
    }

    @Test("Mermaid: every edge joins declared nodes, one linkStyle per edge, no layout-only edges", arguments: cases)
    func mermaidIsAConsistentFlowchart(_ name: String) throws {
        let diagram = try diagram(name)
        let text = MermaidEmitter.mermaid(diagram)
        let lines = text.split(separator: "\n").map(String.init)
        let header = lines.firstIndex { $0.hasPrefix("flowchart ") }
        #expect(header != nil)
        var declared: Set<String> = []
        var edges = 0, linkStyles = 0, opened = 0, closed = 0
        for line in lines.map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("subgraph ") { opened += 1; continue }
            if line == "end" { closed += 1; continue }
            if line.hasPrefix("linkStyle ") { linkStyles += 1; continue }
            if line.hasPrefix("style ") { continue }
            if let arrow = ["-.->", "==>", "-->", "-.-", "===", "---"].first(where: { line.contains(" \($0)") }) {
                edges += 1
                let ends = line.components(separatedBy: " \(arrow)")
                let from = ends[0], to = ends[1].split(separator: " ").last.map(String.init) ?? ""
                #expect(declared.contains(from) && declared.contains(to), "\(name): edge '\(line)' uses an undeclared node")
                continue
            }
            if let open = line.firstIndex(where: { $0 == "[" || $0 == "(" }), line.hasPrefix("n_") {
                let id = String(line[..<open])
                #expect(declared.insert(id).inserted, "\(name): node \(id) declared twice")
            }
        }
        #expect(opened == closed)
        #expect(linkStyles == edges)
        #expect(edges == diagram.edges.filter { $0.attributes["style"]?.string != "invis" }.count)
        let legend = diagram.allNodes.contains { $0.id == Legend.nodeID }
        #expect(declared.count == diagram.allNodes.count - (legend ? 1 : 0))
        #expect(legend == text.contains("%% legend: "))
        #expect(opened == Self.framedClusters(diagram.clusters).filter { !$0.nodes.isEmpty }.count)
    }

    static func framedClusters(_ clusters: [Diagram.Cluster]) -> [Diagram.Cluster] {
        clusters.flatMap { ($0.isFramed ? [$0] : []) + framedClusters($0.clusters) }
    }

    @Test func mermaidEscapesQuotesAngleBracketsAndHashesAndFlattensNesting() {
        let diagram = Diagram(
            name: "t", attributes: ["label": .html("<B>App &amp; \"Co\"</B>"), "rankdir": "LR"],
            nodes: [.init(id: "a:1", attributes: ["label": .html("<B>x &lt;y&gt;</B><BR/>#1 \"q\"")])],
            clusters: [.init(id: "outer", attributes: ["label": "Outer"], clusters: [
                .init(id: "inner", attributes: ["label": "Inner"], nodes: [.init(id: "b", attributes: ["label": "end"])]),
            ])],
            edges: [.init(from: "b", to: "a:1", attributes: ["dir": "back", "style": "dashed", "label": "go"])]
        )
        let text = MermaidEmitter.mermaid(diagram)
        #expect(text.hasPrefix("---\ntitle: \"App & \\\"Co\\\"\"\n---\nflowchart LR\n"))
        #expect(text.contains("n_a_1[\"x #lt;y#gt;<br/>#35;1 #quot;q#quot;\"]"))
        #expect(text.contains("subgraph cluster_0_inner[\"Outer › Inner\"]"))
        #expect(!text.contains("subgraph cluster_0_outer"))
        #expect(text.contains("n_a_1 -.->|\"go\"| n_b"))
    }

    @Test func jsonListsNodesEdgesAndClustersWithPlainLabels() throws {
        let diagram = try ViewKind.flows.diagram(of: Self.models[0])
        let bytes = JSONEmitter.json(diagram)
        #expect(bytes == JSONEmitter.json(diagram))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(object["format"] as? String == "coordviz-diagram")
        #expect(object["title"] as? String == "Love Story — tabs and transitions")
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        #expect(nodes.count == diagram.allNodes.count)
        let home2 = try #require(nodes.first { $0["id"] as? String == "screen:Home2ViewController" })
        #expect(home2["kind"] as? String == "screen")
        #expect(home2["cluster"] as? String == "tab_0")
        #expect(home2["label"] as? String == "Home2\n“Top Title”")
        let edges = try #require(object["edges"] as? [[String: Any]])
        #expect(!edges.contains { ($0["attributes"] as? [String: String])?["style"] == "invis" })
        // The tab switch is written backwards for the layout; JSON gives it the way it goes.
        let switchTab = try #require(edges.first { ($0["key"] as? String)?.hasPrefix("favorites-tab") == true })
        #expect(switchTab["from"] as? String == "screen:Home2ViewController")
        #expect(switchTab["to"] as? String == "screen:OrdersViewController")
        let clusters = try #require(object["clusters"] as? [[String: Any]])
        #expect(clusters.map { $0["id"] as? String } == ["tab_0", "tab_1"])
    }

    @Test func plainTextDropsTagsAndKeepsLinesAndCells() {
        #expect(PlainText.of(.html("<B>Home</B><BR/><FONT COLOR=\"#fff\">a &amp; b</FONT>")) == "Home\na & b")
        #expect(PlainText.of(.html("<TABLE><TR><TD>a</TD><TD>b</TD></TR><TR><TD>c</TD></TR></TABLE>")) == "a  b\nc")
        #expect(PlainText.of(.text("x\ny")) == "x\ny")
    }

    @Test func plainTextDecodesEachEntityOnceAndKeepsNonASCIIText() {
        // `&amp;lt;` is the text "&lt;", not "<"; a lone "<" without a closing ">" is text.
        #expect(PlainText.of(.html("&amp;lt; &lt;b&gt; &quot;q&quot; a < b")) == "&lt; <b> \"q\" a < b")
        #expect(PlainText.of(.html("<br>Über → Zürich · ok<BR ALIGN=\"LEFT\"/>\u{00A0}\t second\u{2003}<br/>")) == "Über → Zürich · ok\nsecond")
        #expect(PlainText.of(.html("<TD>a</td ><td>b</TD>")) == "a  b")
        #expect(PlainText.of(.text("  one \\n\n\n two  ")) == "one\ntwo")
    }

    /// What label measuring counts, in one pass over the bytes, is what the plain text has.
    static func measuredFromPlainText(_ value: AttributeValue) -> (longest: Int, lines: Int) {
        let lines = PlainText.of(value).split(separator: "\n")
        return (lines.map(\.count).max() ?? 0, lines.count)
    }

    @Test func labelMeasureCountsTheLinesAndCharactersOfThePlainText() {
        let labels: [AttributeValue] = [
            .html("<B>Home</B><BR/><FONT COLOR=\"#fff\">a &amp; b</FONT>"), .html("<TD>a</td ><td>b</TD>"),
            .html("&amp;lt; &lt;b&gt; &quot;q&quot; a < b"), .html("  <br/> \t <BR ALIGN=\"LEFT\"/>x  <br>"),
            .html("<br>Über → Zürich · ok<BR ALIGN=\"LEFT\"/>\u{00A0}\t second\u{2003}<br/>"), .html(""), .html("<b>"),
            .text("  one \\n\n\n two  "), .text("a\\\\nb"), .text("x\r\ny"), .text("\t \n  "), .text("e\u{301}cole"), .text(""),
            // Characters the one-pass count takes as one each, and neighbours that join them.
            .html("<B>“Pay” → Done…</B><BR/>━━━ ┈ ╌ ▶ ● » ·"), .text(" ¡Olé! — ✔ "), .text("a\u{00AD}b"),
            .text("✔\u{FE0F} ok"), .text("→\u{0301}x"), .text("👍🏽 ok"), .text("\u{1100}\u{1161} ok"), .text("1\u{FE0F}\u{20E3}"),
            .text("→\u{00A0}→\u{2003}"), .text("x\u{2028}y"),
        ]
        for label in labels {
            #expect(PlainText.measure(label) == Self.measuredFromPlainText(label), "\(label)")
        }
        for model in Self.models {
            for view in ViewKind.all(of: model) {
                guard let diagram = try? view.diagram(of: model) else { continue }
                for node in diagram.allNodes {
                    guard let label = node.attributes["label"] else { continue }
                    #expect(PlainText.measure(label) == Self.measuredFromPlainText(label), "\(view.name) \(node.id)")
                }
            }
        }
    }

    @Test func theHTMLPageIsSelfContainedWithEveryViewAndItsData() throws {
        let model = Self.models[0]
        let views = try ViewKind.all(of: model).map { ($0.name, try $0.diagram(of: model)) }
        let html = String(decoding: try DiagramRenderer.page(title: "Love Story", views: views), as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.components(separatedBy: "<section class=\"view\"").count - 1 == views.count)
        #expect(html.components(separatedBy: "<svg").count - 1 == views.count)
        #expect(!html.contains("<?xml"))
        // Nothing loads from the network: no external scripts, styles, images or fonts.
        for pattern in ["src=\"http", "href=\"http", "url(http", "@import", "<link "] {
            #expect(!html.contains(pattern), "the page refers to '\(pattern)'")
        }
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"coordviz-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "<\\/", with: "</")
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((data["views"] as? [[String: Any]])?.map { $0["name"] as? String } == views.map(\.0))
        #expect(html.contains("id=\"screen:Home2ViewController\""))
    }

    @Test func formatsComeFromFileExtensions() {
        #expect(DiagramFormat(fileExtension: "mmd") == .mermaid)
        #expect(DiagramFormat(fileExtension: "HTM") == .html)
        #expect(DiagramFormat(fileExtension: "json") == .json)
        #expect(DiagramFormat(fileExtension: "svg") == .svg)
        #expect(DiagramFormat(fileExtension: "txt") == nil)
        #expect(DiagramFormat.mermaid.fileExtension == "mmd")
        #expect(DiagramFormat.png.isBinary && !DiagramFormat.html.isBinary)
    }
}
