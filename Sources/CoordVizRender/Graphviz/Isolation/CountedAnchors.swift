/// Graphviz numbers the anchors of HTML-like labels that link (`HREF`, `TITLE`, `TOOLTIP`,
/// `TARGET`) without an `ID` with one counter for the whole process (`a_graph0_0`, then
/// `a_graph0_1` in the next drawing), which nothing resets. A drawing with such anchors is
/// therefore only the same as in a fresh process when drawn by a worker that has drawn none yet;
/// ``LayoutWorkerPool`` makes sure of that, and sends every other drawing to any worker.
extension Diagram {
    /// Whether an HTML-like value anywhere in the diagram may hold a linking attribute (a false
    /// alarm only costs a fresh worker).
    var mayHaveCountedAnchors: Bool {
        func links(_ attributes: Attributes) -> Bool {
            attributes.contains { entry in
                guard case .html(let html) = entry.value else { return false }
                let upper = html.uppercased()
                return ["HREF=", "TITLE=", "TOOLTIP=", "TARGET=", "URL="].contains { upper.contains($0) }
            }
        }
        func links(_ cluster: Cluster) -> Bool {
            links(cluster.attributes) || cluster.nodes.contains { links($0.attributes) } || cluster.clusters.contains(where: links)
        }
        return links(attributes) || links(nodeDefaults) || links(edgeDefaults) || nodes.contains { links($0.attributes) }
            || clusters.contains(where: links) || edges.contains { links($0.attributes) }
    }
}
