import CoordVizCore

/// One row of a legend: a coloured symbol and what it means.
struct LegendEntry {
    var symbol: String
    var color: String
    var text: String
}

/// The legend every view with more than one style carries, as one HTML-table node.
enum Legend {
    static let nodeID = "legend"

    /// Adds the legend below everything else: invisible edges from every node that has no
    /// ranking edge leaving it put the legend on the last rank.
    static func append(_ legend: Diagram.Node, to diagram: inout Diagram) {
        let ranked = diagram.edges.filter { $0.attributes["constraint"] != .text("false") }
        let sources = Set(ranked.map(\.from))
        let sinks = diagram.allNodes.map(\.id).filter { !sources.contains($0) }
        diagram.nodes.append(legend)
        for sink in sinks {
            diagram.edges.append(.init(from: sink, to: nodeID, key: "legend", attributes: ["style": "invis"]))
        }
    }

    static func node(_ entries: [LegendEntry]) -> Diagram.Node {
        let rows = entries.map { entry in
            "<TR><TD ALIGN=\"CENTER\"><FONT COLOR=\"\(entry.color)\"><B>\(HTML.escape(entry.symbol))</B></FONT></TD>"
                + "<TD ALIGN=\"LEFT\">\(HTML.escape(entry.text))</TD></TR>"
        }.joined()
        let table = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"2\" CELLPADDING=\"2\">"
            + "<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><B>Legend</B></TD></TR>\(rows)</TABLE>"
        return Diagram.Node(id: nodeID, attributes: [
            "label": .html(table), "shape": "box", "style": "rounded", "color": .text(Style.faint),
            "fontsize": "10", "margin": "0.1",
        ])
    }
}
