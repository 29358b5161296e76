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
    /// ranking edge leaving it put the legend on the last rank. `below` names nodes to hang it
    /// under as well (pulling it towards them).
    static func append(_ legend: Diagram.Node, to diagram: inout Diagram, below: [String] = []) {
        let ranked = diagram.edges.filter { $0.attributes["constraint"] != .text("false") }
        let sources = Set(ranked.map(\.from))
        var sinks = diagram.allNodes.map(\.id).filter { !sources.contains($0) }
        sinks += below.filter { !sinks.contains($0) }
        diagram.nodes.append(legend)
        for sink in sinks {
            diagram.edges.append(.init(from: sink, to: nodeID, key: "legend", attributes: ["style": "invis"]))
        }
    }

    /// Adds the legend in the same rank as the top-level node `anchor`: above it in a
    /// left-to-right view, so the legend does not widen the picture.
    static func append(_ legend: Diagram.Node, to diagram: inout Diagram, besideTopLevelNode anchor: String) {
        guard let index = diagram.nodes.firstIndex(where: { $0.id == anchor }) else {
            append(legend, to: &diagram)
            return
        }
        let node = diagram.nodes.remove(at: index)
        diagram.clusters.append(.init(id: "legend_rank", attributes: ["rank": "same"], nodes: [legend, node], isFramed: false))
    }

    static func node(_ entries: [LegendEntry], style: Style) -> Diagram.Node {
        let rows = entries.map { entry in
            "<TR><TD ALIGN=\"CENTER\"><FONT COLOR=\"\(entry.color)\"><B>\(HTML.escape(entry.symbol))</B></FONT></TD>"
                + "<TD ALIGN=\"LEFT\">\(HTML.escape(entry.text))</TD></TR>"
        }.joined()
        let table = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"2\" CELLPADDING=\"2\">"
            + "<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><B>Legend</B></TD></TR>\(rows)</TABLE>"
        return Diagram.Node(id: nodeID, attributes: [
            "label": .html(table), "shape": "box", "style": "rounded,filled", "color": .text(style.faint),
            "fillcolor": .text(style.background), "fontsize": "10", "margin": "0.1", "tooltip": "Legend",
        ])
    }
}
