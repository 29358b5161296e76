/// A pure-Swift description of one picture: nested clusters, nodes and edges with Graphviz
/// attributes, in the order they must be emitted.
///
/// Views build a `Diagram` from the architecture model; renderers turn it into cgraph (and from
/// there into SVG, PNG, PDF or DOT) or into text formats. Nothing here touches C.
///
/// `Codable` so a layout worker process receives exactly the diagram the parent built (every
/// attribute in order), and draws the same bytes as an in-process render.
public struct Diagram: Equatable, Sendable, Codable {
    /// The graph's name (becomes `digraph "name"`).
    public var name: String
    /// Graph-level attributes (`rankdir`, `label`, `fontname`, …).
    public var attributes: Attributes
    /// Defaults applied to every node (`node [...]`).
    public var nodeDefaults: Attributes
    /// Defaults applied to every edge (`edge [...]`).
    public var edgeDefaults: Attributes
    /// Nodes at the top level, outside any cluster.
    public var nodes: [Node]
    /// Clusters at the top level; each may nest further clusters.
    public var clusters: [Cluster]
    /// Every edge of the diagram, in emission order. Endpoints name node ids anywhere in the tree.
    public var edges: [Edge]

    public init(
        name: String,
        attributes: Attributes = [:],
        nodeDefaults: Attributes = [:],
        edgeDefaults: Attributes = [:],
        nodes: [Node] = [],
        clusters: [Cluster] = [],
        edges: [Edge] = []
    ) {
        self.name = name
        self.attributes = attributes
        self.nodeDefaults = nodeDefaults
        self.edgeDefaults = edgeDefaults
        self.nodes = nodes
        self.clusters = clusters
        self.edges = edges
    }

    /// A box, ellipse, record or HTML table: one vertex of the graph.
    public struct Node: Equatable, Sendable, Codable {
        /// Stable id, unique in the whole diagram; becomes the cgraph node name and the SVG id.
        public var id: String
        public var attributes: Attributes

        public init(id: String, attributes: Attributes = [:]) {
            self.id = id
            self.attributes = attributes
        }
    }

    /// A Graphviz cluster (`subgraph cluster_…`), drawn as a framed group; or, not framed, a
    /// plain subgraph (`subgraph group_…`) that only steers the layout, e.g. `rank=same` to put
    /// its nodes on one row.
    public struct Cluster: Equatable, Sendable, Codable {
        /// Stable id, unique in the diagram; emitted as `cluster_<id>` (framed) or `group_<id>`.
        public var id: String
        public var attributes: Attributes
        public var nodes: [Node]
        public var clusters: [Cluster]
        /// Whether Graphviz draws the group as a cluster with a frame and a label.
        public var isFramed: Bool

        public init(id: String, attributes: Attributes = [:], nodes: [Node] = [], clusters: [Cluster] = [], isFramed: Bool = true) {
            self.id = id
            self.attributes = attributes
            self.nodes = nodes
            self.clusters = clusters
            self.isFramed = isFramed
        }

        /// The subgraph's name in Graphviz.
        public var graphvizName: String { isFramed ? "cluster_\(id)" : "group_\(id)" }
    }

    /// A directed edge between two node ids.
    public struct Edge: Equatable, Sendable, Codable {
        public var from: String
        public var to: String
        /// Distinguishes parallel edges between the same two nodes (cgraph edge name).
        public var key: String
        public var attributes: Attributes

        public init(from: String, to: String, key: String = "", attributes: Attributes = [:]) {
            self.from = from
            self.to = to
            self.key = key
            self.attributes = attributes
        }
    }

    /// Sets Graphviz's `id` attribute of every node, cluster and edge to an id built from the
    /// diagram's own ids, so SVG elements carry ids that survive re-rendering
    /// (`id="coordinator:HomeCoordinator"`, `id="screen:Home->screen:Home2#stack"`), instead of
    /// Graphviz's positional `node1`, `edge2`.
    public mutating func useStableSVGIDs() {
        var edgeIDs: Set<String> = []
        for index in edges.indices where edges[index].attributes["id"] == nil {
            var id = Self.edgeID(edges[index])
            var suffix = 2
            while edgeIDs.contains(id) {
                id = Self.edgeID(edges[index]) + "~\(suffix)"
                suffix += 1
            }
            edgeIDs.insert(id)
            edges[index].attributes["id"] = .text(id)
        }
        func stamp(_ nodes: inout [Node]) {
            for index in nodes.indices where nodes[index].attributes["id"] == nil {
                nodes[index].attributes["id"] = .text(nodes[index].id)
            }
        }
        func stamp(_ clusters: inout [Cluster]) {
            for index in clusters.indices {
                if clusters[index].isFramed, clusters[index].attributes["id"] == nil {
                    clusters[index].attributes["id"] = .text(clusters[index].graphvizName)
                }
                stamp(&clusters[index].nodes)
                stamp(&clusters[index].clusters)
            }
        }
        stamp(&nodes)
        stamp(&clusters)
    }

    /// An edge's id from its ends and key: `from->to`, or `from->to#key`.
    static func edgeID(_ edge: Edge) -> String {
        "\(edge.from)->\(edge.to)" + (edge.key.isEmpty ? "" : "#\(edge.key)")
    }

    /// Every node of the diagram, depth first, in emission order.
    public var allNodes: [Node] {
        var result = nodes
        var pending = Array(clusters.reversed())
        while let cluster = pending.popLast() {
            result += cluster.nodes
            pending += cluster.clusters.reversed()
        }
        return result
    }
}

/// An attribute value: plain text (quoted by Graphviz) or an HTML-like label (`<...>`).
public enum AttributeValue: Equatable, Sendable, Codable, ExpressibleByStringLiteral {
    case text(String)
    case html(String)

    public init(stringLiteral value: String) { self = .text(value) }

    /// The raw string handed to Graphviz.
    public var string: String {
        switch self {
        case .text(let value), .html(let value): value
        }
    }
}

/// Graphviz attributes in insertion order (so output is byte-stable); setting a name twice
/// replaces the earlier value in place.
public struct Attributes: Equatable, Sendable, Codable, ExpressibleByDictionaryLiteral, Sequence {
    public struct Entry: Equatable, Sendable, Codable {
        public var name: String
        public var value: AttributeValue
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    /// Builds attributes from literal pairs, keeping their order.
    public init(dictionaryLiteral elements: (String, AttributeValue)...) {
        for (name, value) in elements { self[name] = value }
    }

    public subscript(name: String) -> AttributeValue? {
        get { entries.first { $0.name == name }?.value }
        set {
            if let index = entries.firstIndex(where: { $0.name == name }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append(Entry(name: name, value: newValue))
            }
        }
    }

    /// Returns a copy with `other`'s entries set over these.
    public func merging(_ other: Attributes) -> Attributes {
        var copy = self
        for entry in other.entries { copy[entry.name] = entry.value }
        return copy
    }

    public func makeIterator() -> IndexingIterator<[Entry]> { entries.makeIterator() }
    public var isEmpty: Bool { entries.isEmpty }
}
