/// A workaround for a Graphviz 2.42 bug: a `label` on an edge that does not rank
/// (`constraint=false`) or ranks with length 0 (`minlen=0`), between nodes of two different
/// clusters, makes dot free memory twice when the layout is freed (`gvFreeLayout`) whenever dot
/// puts both ends on one rank with another cluster between them. AddressSanitizer shows a block
/// `realloc` already released being freed again inside dot's plugin; glibc aborts the process
/// (SIGABRT, exit 134) when it notices, and corrupts the heap silently when it does not. Three
/// one-node clusters and one such labelled edge over the middle one are enough; with the two
/// clusters side by side, with the ends in one cluster, or with an external label (`xlabel`)
/// it does not happen. Which edges end up on one rank is only known after the layout, so every
/// such edge gets an external label instead: it is drawn beside the edge all the same.
/// Found by `--collapse` on the flows view of an app with three tab bars
/// (`Tests/CoordVizCLITests/Fixtures/collapse-three-tabbars.yaml`).
extension Diagram {
    /// The diagram with the `label` of every non-ranking or length-0 edge between two clusters
    /// (framed ones; a node outside every cluster counts as its own place) moved to `xlabel`.
    public var withSafeClusterCrossingLabels: Diagram {
        let clusterOf = framedClusterOfNodes
        var copy = self
        var moved = false
        for index in copy.edges.indices {
            let edge = copy.edges[index]
            guard let label = edge.attributes["label"],
                  edge.attributes["constraint"] == .text("false") || edge.attributes["minlen"] == .text("0"),
                  clusterOf[edge.from] != clusterOf[edge.to] else { continue }
            copy.edges[index].attributes["label"] = nil
            if edge.attributes["xlabel"] == nil { copy.edges[index].attributes["xlabel"] = label }
            moved = true
        }
        if moved, copy.attributes["forcelabels"] == nil { copy.attributes["forcelabels"] = "true" }
        return copy
    }

    /// The innermost framed cluster holding each node in a cluster.
    private var framedClusterOfNodes: [String: String] {
        var result: [String: String] = [:]
        var pending = clusters.map { (cluster: $0, framed: $0.isFramed ? $0.id : nil as String?) }
        while let (cluster, framed) = pending.popLast() {
            for node in cluster.nodes { result[node.id] = framed }
            pending += cluster.clusters.map { ($0, $0.isFramed ? $0.id : framed) }
        }
        return result
    }
}
