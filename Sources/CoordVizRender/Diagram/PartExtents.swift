extension Diagram {
    /// A rough width and height in points, before layout.
    struct Extent: Equatable {
        var width: Double
        var height: Double
    }

    /// Rough sizes of `parts` (see ``parts``), from their labels and ranks: enough to choose how
    /// many parts go in a row, not to place anything. A part is as wide as its widest row of
    /// nodes (the nodes at one depth along the ranking edges, side by side) or its widest frame
    /// title, and as tall as its rows, each frame around them adding its title and margin.
    func extents(of parts: [Part]) -> [Extent] {
        let depth = rankDepths.depth
        let nodeExtent = Dictionary(allNodes.map { ($0.id, Self.extent(of: $0)) }, uniquingKeysWith: { first, _ in first })
        // How deep each node sits in frames, and the widest frame title around it.
        var framing: [String: (depth: Int, title: Double)] = [:]
        var pending = clusters.map { (cluster: $0, depth: 0, title: 0.0) }
        while let (cluster, outer, title) = pending.popLast() {
            let inner = cluster.isFramed ? outer + 1 : outer
            let widest = cluster.isFramed ? max(title, Self.textWidth(cluster.attributes["label"], pointSize: 14)) : title
            for node in cluster.nodes { framing[node.id] = (inner, widest) }
            pending += cluster.clusters.map { ($0, inner, widest) }
        }
        let nodesep = Self.points(attributes["nodesep"], inches: 0.25), ranksep = Self.points(attributes["ranksep"], inches: 0.5)
        return parts.map { part in
            var rowWidths: [Int: Double] = [:], rowHeights: [Int: Double] = [:]
            var frames = 0, title = 0.0
            for id in part.nodes {
                let row = depth[id] ?? 0
                let size = nodeExtent[id] ?? Extent(width: 54, height: 36)
                rowWidths[row] = (rowWidths[row].map { $0 + nodesep } ?? 0) + size.width
                rowHeights[row] = max(rowHeights[row] ?? 0, size.height)
                let framed = framing[id] ?? (0, 0)
                frames = max(frames, framed.depth)
                title = max(title, framed.title)
            }
            let frameMargin = Double(frames) * Self.frameMargin
            let width = max(rowWidths.values.max() ?? 0, title) + 2 * frameMargin
            let height = rowHeights.values.reduce(0, +) + ranksep * Double(max(rowHeights.count - 1, 0))
                + Double(frames) * Self.frameTitleHeight + 2 * frameMargin
            return Extent(width: width, height: height)
        }
    }

    /// Space a frame keeps on each side of what it holds, and the height of its two-line title.
    private static let frameMargin = 12.0
    private static let frameTitleHeight = 36.0

    /// A node's box: its label's longest line and its lines, at its font size, with its margins.
    private static func extent(of node: Node) -> Extent {
        let pointSize = node.attributes["fontsize"].flatMap { Double($0.string) } ?? 12
        let (longest, lines) = node.attributes["label"].map(PlainText.measure) ?? (node.id.count, 1)
        // Graphviz's smallest box is 0.75 × 0.5 inches.
        return Extent(width: max(Double(longest) * characterWidth * pointSize + 22, 54), height: max(Double(lines) * pointSize * 1.25 + 10, 36))
    }

    /// The width of a label's longest line at `pointSize`.
    private static func textWidth(_ label: AttributeValue?, pointSize: Double) -> Double {
        let longest = label.map(PlainText.measure)?.longest ?? 0
        return Double(longest) * characterWidth * pointSize
    }

    /// The average width of a character in Helvetica-like type, in ems: bold names run wider,
    /// small grey lines narrower.
    private static let characterWidth = 0.58

    private static func points(_ value: AttributeValue?, inches fallback: Double) -> Double {
        (value.flatMap { Double($0.string) } ?? fallback) * 72
    }
}
