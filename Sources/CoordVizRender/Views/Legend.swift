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

    /// How many of the deepest nodes the legend hangs from.
    static let anchorCount = 3

    /// Adds the legend below everything else: invisible edges from the deepest nodes (by the
    /// longest path along ranking edges) put it on the last rank. A few anchors are enough;
    /// hanging it from every node without a ranking out-edge slowed large layouts several times
    /// and made Graphviz 2.42 crash with a double free on hierarchies of 500 coordinators, and
    /// Graphviz ignores `rank=sink` for it under `newrank`. `below` names nodes to hang it under
    /// as well, pulling it towards them.
    static func append(_ legend: Diagram.Node, to diagram: inout Diagram, below: [String] = []) {
        var anchors = deepestNodes(of: diagram, count: anchorCount)
        anchors += below.filter { !anchors.contains($0) }
        diagram.nodes.append(legend)
        for anchor in anchors {
            diagram.edges.append(.init(from: anchor, to: nodeID, key: "legend", attributes: ["style": "invis"]))
        }
    }

    /// The nodes at the greatest depth along ranking edges (longest path from the nodes nothing
    /// ranks above), first in emission order. Nodes on a cycle of ranking edges count as depth 0.
    static func deepestNodes(of diagram: Diagram, count: Int) -> [String] {
        let ranks = diagram.rankDepths
        let deepest = ranks.depth.values.max() ?? 0
        return Array(diagram.allNodes.lazy.map(\.id).filter { ranks.depth[$0] == deepest && ranks.below[$0] == nil }.prefix(count))
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

    /// The legend as one node; with `lineLength`, texts longer than that many characters wrap
    /// at spaces onto left-aligned lines.
    static func node(_ entries: [LegendEntry], style: Style, lineLength: Int? = nil) -> Diagram.Node {
        let rows = entries.map { entry in
            let text = lineLength.map { wrapped(entry.text, at: $0).map(HTML.escape).joined(separator: "<BR ALIGN=\"LEFT\"/>") + "<BR ALIGN=\"LEFT\"/>" }
            return "<TR><TD ALIGN=\"CENTER\"><FONT COLOR=\"\(entry.color)\"><B>\(HTML.escape(entry.symbol))</B></FONT></TD>"
                + "<TD ALIGN=\"LEFT\">\(text ?? HTML.escape(entry.text))</TD></TR>"
        }.joined()
        let table = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"2\" CELLPADDING=\"2\">"
            + "<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><B>Legend</B></TD></TR>\(rows)</TABLE>"
        return Diagram.Node(id: nodeID, attributes: [
            "label": .html(table), "shape": "box", "style": "rounded,filled", "color": .text(style.faint),
            "fillcolor": .text(style.background), "fontsize": "10", "margin": "0.1", "tooltip": "Legend",
        ])
    }
}

extension Legend {
    /// `text` cut at spaces into lines of at most `length` characters (a longer word alone on its line).
    static func wrapped(_ text: String, at length: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty, line.count + 1 + word.count > length {
                lines.append(line)
                line = String(word)
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        return lines + [line]
    }

    /// The legend line that says what introspection could not follow, so a diagram never
    /// looks complete when it is not.
    static func unread(_ model: ArchitectureModel, style: Style) -> [LegendEntry] {
        guard let note = model.unread?.note else { return [] }
        return [LegendEntry(symbol: "⚠", color: style.retainCycle, text: note)]
    }
}
