import CoordVizCore

/// Writes a ``Diagram`` as a Mermaid flowchart, the kind GitHub renders in Markdown.
///
/// Labels become plain text (Mermaid cannot show Graphviz's HTML-like tables); clusters become
/// subgraphs, flattened to one level (Mermaid mis-draws and ignores the direction of nested
/// subgraphs that edges cross), a nested cluster's title naming its parents (`Home › Detail`).
/// The legend becomes `%% legend:` comments (Mermaid has none, and cannot colour parts of a
/// label). Edges that only steer Graphviz's layout (`style=invis`) are left out; `dir=back` edges are
/// turned around so the arrow points the same way. Colours, dashes and line widths carry over
/// as `style` and `linkStyle` lines. Same diagram, same text.
public enum MermaidEmitter {
    public static func mermaid(_ diagram: Diagram) -> String {
        var ids = MermaidIDs()
        var lines: [String] = []
        if let title = diagram.attributes["label"].map(PlainText.of), !title.isEmpty {
            lines += ["---", "title: \(Escaping.yamlDoubleQuoted(title.replacingOccurrences(of: "\n", with: " · ")))", "---"]
        }
        let direction = diagram.attributes["rankdir"]?.string ?? "TB"
        lines.append("flowchart \(["TB", "LR", "BT", "RL"].contains(direction) ? direction : "TB")")
        var styles: [String] = []
        var legendComments: [String] = []

        func node(_ node: Diagram.Node, indent: String) {
            // Mermaid has no legend and cannot colour parts of a label: the legend becomes
            // comments, a line per entry with its colour.
            if node.id == Legend.nodeID {
                legendComments = legendLines(node)
                return
            }
            let attributes = diagram.nodeDefaults.merging(node.attributes)
            let id = ids.id(for: node.id)
            let text = attributes["label"].map(PlainText.of) ?? node.id
            let shape = (attributes["style"]?.string ?? "").contains("rounded") ? ("(", ")") : ("[", "]")
            lines.append("\(indent)\(id)\(shape.0)\"\(label(text))\"\(shape.1)")
            if let style = nodeStyle(attributes) { styles.append("style \(id) \(style)") }
        }

        for top in diagram.nodes { node(top, indent: "    ") }
        var pending = diagram.clusters.map { (cluster: $0, path: [String]()) }
        var subgraph = 0
        while !pending.isEmpty {
            let (cluster, path) = pending.removeFirst()
            let title = PlainText.of(cluster.attributes["label"] ?? .text(cluster.id)).replacingOccurrences(of: "\n", with: " · ")
            let fullTitle = (path + [title]).joined(separator: " › ")
            if !cluster.isFramed {
                for member in cluster.nodes { node(member, indent: "    ") }
            } else if !cluster.nodes.isEmpty {
                let id = "cluster_\(subgraph)_" + MermaidIDs.sanitize(cluster.id)
                subgraph += 1
                lines.append("    subgraph \(id)[\"\(label(fullTitle))\"]")
                for member in cluster.nodes { node(member, indent: "        ") }
                lines.append("    end")
                if let style = clusterStyle(cluster.attributes) { styles.append("style \(id) \(style)") }
            }
            pending.insert(contentsOf: cluster.clusters.map { ($0, cluster.isFramed ? path + [title] : path) }, at: 0)
        }

        var linkIndex = 0
        for edge in diagram.edges {
            let attributes = diagram.edgeDefaults.merging(edge.attributes)
            let style = attributes["style"]?.string ?? ""
            guard !style.contains("invis"), edge.from != Legend.nodeID, edge.to != Legend.nodeID else { continue }
            let reversed = attributes["dir"]?.string == "back"
            let (from, to) = reversed ? (edge.to, edge.from) : (edge.from, edge.to)
            let headless = (reversed ? attributes["arrowtail"] : attributes["arrowhead"])?.string == "none"
            let width = Double(attributes["penwidth"]?.string ?? "1") ?? 1
            var arrow = style.contains("dashed") || style.contains("dotted") ? "-.->" : (width >= 2.5 || style.contains("bold") ? "==>" : "-->")
            if headless { arrow = arrow == "-.->" ? "-.-" : (arrow == "==>" ? "===" : "---") }
            let text = (attributes["label"] ?? attributes["xlabel"]).map(PlainText.of) ?? ""
            let labelPart = text.isEmpty ? "" : "|\"\(label(text))\"|"
            lines.append("    \(ids.id(for: from)) \(arrow)\(labelPart) \(ids.id(for: to))")
            var css: [String] = []
            if let color = attributes["color"]?.string.split(separator: ":").first { css.append("stroke:\(color)") }
            css.append("stroke-width:\(formatWidth(max(width, 1)))px")
            if let color = attributes["fontcolor"]?.string { css.append("color:\(color)") }
            styles.append("linkStyle \(linkIndex) \(css.joined(separator: ","))")
            linkIndex += 1
        }
        lines += styles.map { "    \($0)" }
        lines += legendComments.map { "    %% \(Escaping.mermaidComment($0))" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The legend's rows as text: `legend: ━━ goToOrders() from Home (#D55E00)`.
    private static func legendLines(_ legend: Diagram.Node) -> [String] {
        guard let html = legend.attributes["label"]?.string else { return [] }
        return html.components(separatedBy: "<TR>").dropFirst(2).compactMap { row in
            let text = PlainText.of(.html(row)).replacingOccurrences(of: "\n", with: " ")
            guard !text.isEmpty else { return nil }
            let colour = row.range(of: "COLOR=\"").flatMap { start in
                row[start.upperBound...].firstIndex(of: "\"").map { String(row[start.upperBound..<$0]) }
            }
            return "legend: " + text + (colour.map { " (\($0))" } ?? "")
        }
    }

    /// Text inside a quoted Mermaid label: ``Escaping/mermaidLabel(_:)``.
    static func label(_ text: String) -> String { Escaping.mermaidLabel(text) }

    private static func nodeStyle(_ attributes: Attributes) -> String? {
        var css: [String] = []
        let style = attributes["style"]?.string ?? ""
        if style.contains("filled"), let fill = attributes["fillcolor"]?.string { css.append("fill:\(fill)") }
        if let line = attributes["color"]?.string { css.append("stroke:\(line)") }
        if let width = attributes["penwidth"]?.string { css.append("stroke-width:\(width)px") }
        if style.contains("dashed") || style.contains("dotted") { css.append("stroke-dasharray:5 4") }
        if let text = attributes["fontcolor"]?.string { css.append("color:\(text)") }
        return css.isEmpty ? nil : css.joined(separator: ",")
    }

    private static func clusterStyle(_ attributes: Attributes) -> String? {
        var css: [String] = []
        if let fill = attributes["fillcolor"]?.string { css.append("fill:\(fill)") }
        if let line = attributes["color"]?.string { css.append("stroke:\(line)") }
        if let width = attributes["penwidth"]?.string { css.append("stroke-width:\(width)px") }
        return css.isEmpty ? nil : css.joined(separator: ",")
    }

    private static func formatWidth(_ width: Double) -> String {
        width == width.rounded() ? String(Int(width)) : String(width)
    }
}

/// Mermaid node ids: the diagram id with everything but letters and digits made `_`, unique,
/// never a keyword.
struct MermaidIDs {
    private var assigned: [String: String] = [:]
    private var used: Set<String> = []

    mutating func id(for diagramID: String) -> String {
        if let id = assigned[diagramID] { return id }
        var candidate = "n_" + Self.sanitize(diagramID)
        var suffix = 2
        while used.contains(candidate) {
            candidate = "n_" + Self.sanitize(diagramID) + "_\(suffix)"
            suffix += 1
        }
        assigned[diagramID] = candidate
        used.insert(candidate)
        return candidate
    }

    static func sanitize(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }
}
