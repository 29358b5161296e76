extension Diagram {
    /// A set of nodes no edge joins to the rest of the diagram, top-level frames kept whole: what
    /// Graphviz's dot lays out on its own and places as one piece when the graph packs
    /// (`packmode`).
    struct Part: Equatable {
        /// Its nodes: those of its first frame or node, then of the next, and so on.
        var nodes: [String]
        /// The ids of the top-level framed clusters it holds, in emission order.
        var clusters: [String]
    }

    /// The diagram's parts in the order dot packs them with `packmode=array_i…` (Graphviz's
    /// `cccomps`): first the parts holding a top-level frame, by their first frame in emission
    /// order (frames inside a plain group count as top-level); then the parts of nodes outside
    /// every frame, by their first node (nodes of plain groups before the loose ones, as the DOT
    /// text declares them). Every edge joins, invisible ones too.
    var parts: [Part] {
        // Units: a top-level frame with everything inside it, or a node outside every frame.
        var unitOfNode: [String: Int] = [:]
        var unitClusters: [String?] = []
        var unitNodes: [[String]] = []
        func addFrame(_ cluster: Cluster) {
            let unit = unitNodes.count
            unitClusters.append(cluster.id)
            var nodes: [String] = []
            var pending = [cluster]
            while let inner = pending.popLast() {
                nodes += inner.nodes.map(\.id)
                pending += inner.clusters.reversed()
            }
            nodes.forEach { unitOfNode[$0] = unit }
            unitNodes.append(nodes)
        }
        var groupNodes: [Node] = []
        func walk(_ clusters: [Cluster]) {
            for cluster in clusters {
                if cluster.isFramed {
                    addFrame(cluster)
                } else {
                    walk(cluster.clusters)
                    groupNodes += cluster.nodes
                }
            }
        }
        walk(clusters)
        for node in groupNodes + nodes where unitOfNode[node.id] == nil {
            unitOfNode[node.id] = unitNodes.count
            unitClusters.append(nil)
            unitNodes.append([node.id])
        }
        var parent = Array(unitNodes.indices)
        func root(_ unit: Int) -> Int {
            var unit = unit
            while parent[unit] != unit {
                parent[unit] = parent[parent[unit]]
                unit = parent[unit]
            }
            return unit
        }
        for edge in edges {
            guard let from = unitOfNode[edge.from], let to = unitOfNode[edge.to] else { continue }
            let (a, b) = (root(from), root(to))
            // The earlier unit stays the root, so a part is named by its first unit.
            if a != b { parent[max(a, b)] = min(a, b) }
        }
        var partOfRoot: [Int: Int] = [:]
        var result: [Part] = []
        for unit in unitNodes.indices {
            let owner = root(unit)
            let index: Int
            if let known = partOfRoot[owner] {
                index = known
            } else {
                index = result.count
                partOfRoot[owner] = index
                result.append(Part(nodes: [], clusters: []))
            }
            result[index].nodes += unitNodes[unit]
            if let cluster = unitClusters[unit] { result[index].clusters.append(cluster) }
        }
        return result
    }
}
