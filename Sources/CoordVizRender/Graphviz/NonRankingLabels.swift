/// A workaround for a Graphviz 2.42 bug: in large graphs, `label`s on edges that do not rank
/// (`constraint=false`) make the dot layout free memory it never allocated when the layout is
/// freed, corrupting the heap (a 500-coordinator hierarchy crashed the process; AddressSanitizer
/// reports a bad free inside `gvFreeLayout`, with Graphviz alone on the same DOT text). External
/// labels (`xlabel`) do not trigger it. Edges ranked with length 0 (steps between screens on
/// one row) are dropped from ranking at that size too: with a few hundred of them dot's
/// ranking did not finish in 90 s (500 coordinators, flows view), and as non-ranking edges
/// with external labels the same graph lays out in 2 s. Small diagrams keep ordinary labels
/// and length-0 ranking, which dot places better.
extension Diagram {
    /// Above this many nodes, labels of non-ranking edges become external labels.
    public static let nonRankingLabelLimit = 150

    /// The diagram as it is handed to Graphviz: unchanged up to ``nonRankingLabelLimit`` nodes,
    /// above it with length-0 edges no longer ranking and every non-ranking edge's `label` moved
    /// to `xlabel`.
    public var withSafeNonRankingLabels: Diagram {
        guard allNodes.count > Self.nonRankingLabelLimit else { return self }
        var copy = self
        for index in copy.edges.indices where copy.edges[index].attributes["minlen"] == .text("0") {
            copy.edges[index].attributes["minlen"] = nil
            copy.edges[index].attributes["constraint"] = "false"
        }
        for index in copy.edges.indices where copy.edges[index].attributes["constraint"] == .text("false") {
            guard let label = copy.edges[index].attributes["label"] else { continue }
            copy.edges[index].attributes["label"] = nil
            if copy.edges[index].attributes["xlabel"] == nil { copy.edges[index].attributes["xlabel"] = label }
        }
        if copy.attributes["forcelabels"] == nil { copy.attributes["forcelabels"] = "true" }
        return copy
    }
}
