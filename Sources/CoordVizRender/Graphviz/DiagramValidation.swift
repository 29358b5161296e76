extension Diagram {
    /// Checks what Graphviz would otherwise accept silently or misread: empty or duplicate
    /// node and cluster ids, edges to missing nodes, repeated keyed edges (cgraph would merge
    /// them), empty attribute names and NUL characters (C strings would be cut short).
    ///
    /// - Throws: ``RenderError/invalidDiagram(_:)`` naming the first problem found.
    ///
    /// Linear in the diagram's size; the names of what is checked are spelled out only for the
    /// message of a problem found (made for every attribute of every node, they were most of the
    /// time this took).
    func validateForGraphviz() throws(RenderError) {
        try Self.checkText(name, what: "the diagram name")
        try Self.checkAttributes(attributes, owner: "the graph")
        try Self.checkAttributes(nodeDefaults, owner: "the node defaults")
        try Self.checkAttributes(edgeDefaults, owner: "the edge defaults")

        var nodeIDs = Set<String>()
        var clusterIDs = Set<String>()
        var pendingClusters = clusters
        var pendingNodes = nodes
        var next = 0
        while next < pendingClusters.count {
            let cluster = pendingClusters[next]
            next += 1
            try Self.checkID(cluster.id, kind: "cluster")
            guard clusterIDs.insert(cluster.id).inserted else {
                throw .invalidDiagram("two clusters have the id '\(cluster.id)'")
            }
            try Self.checkAttributes(cluster.attributes, owner: "cluster '\(cluster.id)'")
            pendingNodes += cluster.nodes
            pendingClusters += cluster.clusters
        }
        for node in pendingNodes {
            try Self.checkID(node.id, kind: "node")
            guard nodeIDs.insert(node.id).inserted else {
                throw .invalidDiagram("two nodes have the id '\(node.id)'")
            }
            try Self.checkAttributes(node.attributes, owner: "node '\(node.id)'")
        }

        var keyedEdges = Set<[String]>()
        for edge in edges {
            func owner() -> String { "edge \(edge.from) -> \(edge.to)" }
            for end in [edge.from, edge.to] where !nodeIDs.contains(end) {
                throw .invalidDiagram("\(owner()) refers to '\(end)', which is not a node id")
            }
            try Self.checkText(edge.key, what: "the key of \(owner())")
            if !edge.key.isEmpty {
                guard keyedEdges.insert([edge.from, edge.to, edge.key]).inserted else {
                    throw .invalidDiagram("\(owner()) appears twice with the key '\(edge.key)'")
                }
            }
            try Self.checkAttributes(edge.attributes, owner: owner())
        }
    }

    private static func checkID(_ id: String, kind: @autoclosure () -> String) throws(RenderError) {
        guard !id.isEmpty else { throw .invalidDiagram("a \(kind()) has an empty id") }
        try checkText(id, what: "the \(kind()) id '\(id)'")
    }

    private static func checkAttributes(
        _ attributes: Attributes,
        owner: @autoclosure () -> String
    ) throws(RenderError) {
        for entry in attributes {
            guard !entry.name.isEmpty else {
                throw .invalidDiagram("\(owner()) has an attribute with an empty name")
            }
            try checkText(entry.name, what: "attribute name '\(entry.name)' of \(owner())")
            try checkText(entry.value.string, what: "attribute '\(entry.name)' of \(owner())")
        }
    }

    private static func checkText(_ text: String, what: @autoclosure () -> String) throws(RenderError) {
        guard !text.utf8.contains(0) else {
            throw .invalidDiagram("\(what()) contains a NUL character")
        }
    }
}
