import Foundation

/// Writes a ``Diagram`` as JSON for other tools: nodes, edges and clusters, each with a plain
/// text label and tooltip beside the raw Graphviz attributes.
///
/// ```json
/// {"format": "coordviz-diagram", "version": 1, "name": "flows", "title": "…",
///  "clusters": [{"id": "tab_0", "parent": null, "label": "Home\ntab 0 · …", "nodes": ["screen:…"], …}],
///  "nodes": [{"id": "screen:HomeViewController", "kind": "screen", "cluster": "tab_0", "label": "Home", …}],
///  "edges": [{"from": "…", "to": "…", "key": "stack", "label": "", …}]}
/// ```
/// A node's `kind` is its id's prefix (`coordinator`, `screen`, `frame`, …). An edge's `from` and
/// `to` follow its arrow (one written backwards for the layout, `dir=back`, is turned around).
/// Edges that only steer Graphviz's layout (`style=invis`) are left out. Keys are sorted: same
/// diagram, same bytes.
public enum JSONEmitter {
    public static func json(_ diagram: Diagram) -> [UInt8] {
        let document = DiagramDocument(diagram)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, arrays and dictionaries of them cannot fail.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return Array(data) + [0x0A]
    }
}

/// The JSON shape of a diagram; also what the HTML page reads to highlight and search.
struct DiagramDocument: Encodable {
    var format = "coordviz-diagram"
    var version = 1
    var name: String
    var title: String
    var attributes: [String: String]
    var clusters: [ClusterEntry]
    var nodes: [NodeEntry]
    var edges: [EdgeEntry]

    struct ClusterEntry: Encodable {
        var id: String
        var parent: String?
        /// Whether it is drawn as a frame; `false` for groups that only steer the layout.
        var framed: Bool
        var label: String
        var nodes: [String]
        var attributes: [String: String]
    }

    struct NodeEntry: Encodable {
        var id: String
        var kind: String
        var cluster: String?
        var label: String
        var tooltip: String
        var attributes: [String: String]
    }

    struct EdgeEntry: Encodable {
        var id: String
        var from: String
        var to: String
        var key: String
        var label: String
        var tooltip: String
        var attributes: [String: String]
    }

    init(_ diagram: Diagram) {
        name = diagram.name
        title = diagram.attributes["label"].map(PlainText.of) ?? diagram.name
        attributes = Self.dictionary(diagram.attributes)
        clusters = []
        nodes = []
        edges = []
        for node in diagram.nodes { nodes.append(Self.entry(node, cluster: nil)) }
        var pending = diagram.clusters.map { (cluster: $0, parent: String?.none) }
        while !pending.isEmpty {
            let (cluster, parent) = pending.removeFirst()
            clusters.append(ClusterEntry(
                id: cluster.id, parent: parent, framed: cluster.isFramed, label: PlainText.of(cluster.attributes["label"] ?? .text(cluster.id)),
                nodes: cluster.nodes.map(\.id), attributes: Self.dictionary(cluster.attributes)
            ))
            nodes += cluster.nodes.map { Self.entry($0, cluster: cluster.id) }
            pending.insert(contentsOf: cluster.clusters.map { ($0, cluster.id) }, at: 0)
        }
        for edge in diagram.edges where edge.attributes["style"]?.string.contains("invis") != true {
            let reversed = edge.attributes["dir"]?.string == "back"
            edges.append(EdgeEntry(
                id: edge.attributes["id"]?.string ?? Diagram.edgeID(edge),
                from: reversed ? edge.to : edge.from, to: reversed ? edge.from : edge.to, key: edge.key,
                label: (edge.attributes["label"] ?? edge.attributes["xlabel"]).map(PlainText.of) ?? "",
                tooltip: edge.attributes["tooltip"].map(PlainText.of) ?? "",
                attributes: Self.dictionary(edge.attributes)
            ))
        }
    }

    private static func entry(_ node: Diagram.Node, cluster: String?) -> NodeEntry {
        let kind = node.id.split(separator: ":", maxSplits: 1).count > 1 ? String(node.id.split(separator: ":")[0]) : node.id
        return NodeEntry(
            id: node.id, kind: kind, cluster: cluster,
            label: node.attributes["label"].map(PlainText.of) ?? node.id,
            tooltip: node.attributes["tooltip"].map(PlainText.of) ?? "",
            attributes: dictionary(node.attributes)
        )
    }

    private static func dictionary(_ attributes: Attributes) -> [String: String] {
        var result: [String: String] = [:]
        for entry in attributes { result[entry.name] = entry.value.string }
        return result
    }
}
