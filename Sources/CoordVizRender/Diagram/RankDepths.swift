extension Diagram {
    /// Where each node sits along the edges that rank (every edge but `constraint=false` ones and
    /// loops): its depth is the longest path to it from the nodes nothing ranks above, the number
    /// of rows dot puts above it at least. Nodes on a cycle of ranking edges count as depth 0.
    struct RankDepths {
        /// Each node's depth, every node of the diagram included.
        var depth: [String: Int]
        /// The nodes each node ranks above, by edge.
        var below: [String: [String]]
    }

    /// The depth of every node along the ranking edges, in one pass over the edges.
    var rankDepths: RankDepths {
        let order = allNodes.map(\.id)
        var below: [String: [String]] = [:]
        var incoming: [String: Int] = [:]
        for edge in edges where edge.attributes["constraint"] != .text("false") && edge.from != edge.to {
            below[edge.from, default: []].append(edge.to)
            incoming[edge.to, default: 0] += 1
        }
        var depth: [String: Int] = [:]
        var ready = order.filter { incoming[$0, default: 0] == 0 }
        ready.forEach { depth[$0] = 0 }
        var next = 0
        while next < ready.count {
            let node = ready[next]
            next += 1
            for lower in below[node] ?? [] {
                depth[lower] = max(depth[lower] ?? 0, (depth[node] ?? 0) + 1)
                incoming[lower, default: 0] -= 1
                if incoming[lower] == 0 { ready.append(lower) }
            }
        }
        for id in order where depth[id] == nil { depth[id] = 0 }
        return RankDepths(depth: depth, below: below)
    }
}
