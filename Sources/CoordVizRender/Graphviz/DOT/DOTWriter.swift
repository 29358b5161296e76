import CoordVizCore

/// Writes a ``Diagram`` as DOT text in Swift: byte for byte what Graphviz 2.42's own writer
/// (`agwrite`) writes for the cgraph graph ``CGraph/add(_:)`` builds from the same diagram, in
/// time linear in the diagram's size (`agwrite` tests every node against every cluster, which
/// took minutes for the clustered views of a 5,000-coordinator app).
///
/// What it reproduces of that graph and its writer:
/// - attributes are declared per kind (graph, node, edge) at the root; `graph`, `node` and
///   `edge` at the top list every declared default that is not empty, a cluster's `graph` lists
///   what was set on it; every list is sorted by name (bytes), as cgraph keeps them;
/// - a node or edge lists the attributes whose value differs from the default, an edge its key
///   first;
/// - clusters come first in each scope, siblings in the order their names were first given to
///   cgraph (its id discipline numbers names in that order), then the scope's own nodes;
/// - at the top, every node in creation order, each with its outgoing edges (ordered by the
///   head's creation, then the edge's), where a top-level node is written once its first
///   predecessor is, and not at all when its edges already name it and it has only defaults;
/// - cgraph keeps one copy of each string, HTML-like or not as it was first stored: a value is
///   written as HTML (`<…>`) exactly when the first string of that text given to cgraph was.
///
/// The diagram must have passed ``Diagram/validateForGraphviz()``; like ``CGraph``, this writes
/// every name and plain value through ``Escaping/dotString(_:)``.
struct DOTWriter {
    /// The DOT text of `diagram`, as it is handed to Graphviz (labels already made safe).
    static func text(of diagram: Diagram) -> [UInt8] {
        var graph = DOTGraph(diagram)
        return graph.write()
    }
}

/// The state cgraph holds after building a diagram, as far as its DOT writer reads it, and the
/// writer itself.
private struct DOTGraph {
    /// One node in creation order (its sequence number is its index).
    /// An attribute of a node or an edge, with whether the pool keeps its value as HTML-like
    /// (known once the value is stored, and never changed after).
    typealias Setting = (name: String, value: String, isHTML: Bool)

    struct Node {
        var name: String
        var attributes: [Setting]
        var isTopLevel: Bool
        /// Indices into ``edges`` of the edges leaving this node, in cgraph's order.
        var outgoing: [Int] = []
        /// The smallest sequence number of a node with an edge into this one.
        var firstPredecessor = Int.max
        var hasEdges = false
        var attributesWritten = false
    }

    struct Edge {
        var tail: Int
        var head: Int
        var key: String
        var attributes: [Setting]
    }

    /// A framed or plain cluster, with the sequence numbers of its own nodes.
    struct Scope {
        var name: String
        var attributes: [(name: String, value: String)]
        var nodes: [Int]
        var scopes: [Scope]
    }

    let name: String
    var rootAttributes: [(name: String, value: String)] = []
    var nodeDefaults: [String: String] = [:]
    var edgeDefaults: [String: String] = [:]
    var graphAttributeNames: Set<String> = []
    var nodes: [Node] = []
    var edges: [Edge] = []
    var scopes: [Scope] = []
    /// cgraph's string pool: whether the first string of each text was HTML-like.
    var isHTML: [PooledString: Bool] = [:]
    /// cgraph's id discipline: each name's place in the order names were first seen.
    var nameOrder: [String: Int] = [:]
    var output: [UInt8] = []
    var level = 0
    var lineLength = DOTSpelling.defaultLineLength

    init(_ diagram: Diagram) {
        name = Escaping.dotString(diagram.name)
        register(name: name)
        // What the shim declares on every new graph (cvz_graph_new).
        declareDefault("label", "\\N", of: .node)
        declareDefault("arrowhead", "normal", of: .edge)
        declareDefault("arrowtail", "normal", of: .edge)

        for entry in diagram.attributes {
            let value = store(entry.value)
            declareGraphAttribute(entry.name)
            intern(value, html: false)
            rootAttributes.append((entry.name, value))
        }
        for entry in diagram.nodeDefaults {
            let value = store(entry.value)
            declareDefault(entry.name, value, of: .node)
        }
        for entry in diagram.edgeDefaults {
            let value = store(entry.value)
            declareDefault(entry.name, value, of: .edge)
        }
        var seqOfNode: [String: Int] = [:]
        seqOfNode.reserveCapacity(diagram.nodes.count)
        for node in diagram.nodes {
            addNode(node, isTopLevel: true, seqOfNode: &seqOfNode)
        }
        scopes = diagram.clusters.map { addScope($0, seqOfNode: &seqOfNode) }
        for edge in diagram.edges {
            addEdge(edge, seqOfNode: seqOfNode)
        }
        for (seq, node) in nodes.enumerated() where node.outgoing.count > 1 {
            // cgraph orders a node's outgoing edges by the head's sequence, then the edge's.
            nodes[seq].outgoing.sort { (edges[$0].head, $0) < (edges[$1].head, $1) }
        }
        lineLength = DOTSpelling.lineLength(forAttribute: rootAttributes.last { $0.name == "linelength" }?.value)
        sortScopes(&scopes)
    }

    // MARK: Building, as CGraph.add does

    /// Stores a string in the pool; the first text stored decides whether it is HTML-like.
    /// Returns whether the pool keeps it as HTML-like.
    @discardableResult
    private mutating func intern(_ text: String, html: Bool) -> Bool {
        let key = PooledString(text)
        if let kept = isHTML[key] { return kept }
        isHTML[key] = html
        return html
    }

    /// A name given to cgraph (graph, cluster, node, edge key): numbered by the id discipline
    /// unless it starts with `%` (cgraph keeps those apart), and stored as a plain string.
    private mutating func register(name: String) {
        if !name.hasPrefix("%"), nameOrder[name] == nil { nameOrder[name] = nameOrder.count }
        intern(name, html: false)
    }

    /// The string an attribute value is stored as; an HTML-like one goes to the pool before
    /// the attribute is declared, as the shim does.
    private mutating func store(_ value: AttributeValue) -> String {
        switch value {
        case .html(let html):
            intern(html, html: true)
            return html
        case .text(let text):
            return Escaping.dotString(text)
        }
    }

    private mutating func declareGraphAttribute(_ name: String) {
        if graphAttributeNames.insert(name).inserted {
            intern(name, html: false)
            intern("", html: false)
        }
    }

    enum Kind { case node, edge }

    private mutating func declareDefault(_ name: String, _ value: String, of kind: Kind) {
        if defaults(of: kind)[name] == nil { intern(name, html: false) }
        intern(value, html: false)
        switch kind {
        case .node: nodeDefaults[name] = value
        case .edge: edgeDefaults[name] = value
        }
    }

    private func defaults(of kind: Kind) -> [String: String] {
        kind == .node ? nodeDefaults : edgeDefaults
    }

    /// An attribute set on a node or an edge: declared with an empty default when new.
    private mutating func setAttribute(_ entry: Attributes.Entry, of kind: Kind) -> Setting {
        let value = store(entry.value)
        if defaults(of: kind)[entry.name] == nil {
            intern(entry.name, html: false)
            intern("", html: false)
            switch kind {
            case .node: nodeDefaults[entry.name] = ""
            case .edge: edgeDefaults[entry.name] = ""
            }
        }
        return (entry.name, value, intern(value, html: false))
    }

    private mutating func addNode(_ node: Diagram.Node, isTopLevel: Bool, seqOfNode: inout [String: Int]) {
        let name = Escaping.dotString(node.id)
        register(name: name)
        seqOfNode[name] = nodes.count
        var attributes: [Setting] = []
        attributes.reserveCapacity(node.attributes.entries.count)
        for entry in node.attributes {
            attributes.append(setAttribute(entry, of: .node))
        }
        nodes.append(Node(name: name, attributes: attributes, isTopLevel: isTopLevel))
    }

    private mutating func addScope(_ cluster: Diagram.Cluster, seqOfNode: inout [String: Int]) -> Scope {
        let name = Escaping.dotString(cluster.graphvizName)
        register(name: name)
        var attributes: [(name: String, value: String)] = []
        for entry in cluster.attributes {
            let value = store(entry.value)
            declareGraphAttribute(entry.name)
            intern(value, html: false)
            attributes.append((entry.name, value))
        }
        let first = nodes.count
        for node in cluster.nodes {
            addNode(node, isTopLevel: false, seqOfNode: &seqOfNode)
        }
        let own = Array(first..<nodes.count)
        let nested = cluster.clusters.map { addScope($0, seqOfNode: &seqOfNode) }
        return Scope(name: name, attributes: attributes, nodes: own, scopes: nested)
    }

    private mutating func addEdge(_ edge: Diagram.Edge, seqOfNode: [String: Int]) {
        guard let tail = seqOfNode[Escaping.dotString(edge.from)], let head = seqOfNode[Escaping.dotString(edge.to)] else {
            return  // validateForGraphviz rejects edges to missing nodes
        }
        let key = Escaping.dotString(edge.key)
        if !key.isEmpty { register(name: key) }
        var attributes: [Setting] = []
        attributes.reserveCapacity(edge.attributes.entries.count)
        for entry in edge.attributes {
            attributes.append(setAttribute(entry, of: .edge))
        }
        let index = edges.count
        edges.append(Edge(tail: tail, head: head, key: key, attributes: attributes))
        nodes[tail].outgoing.append(index)
        nodes[tail].hasEdges = true
        nodes[head].hasEdges = true
        nodes[head].firstPredecessor = min(nodes[head].firstPredecessor, tail)
    }

    /// Sibling clusters in the order of their names' ids.
    private func sortScopes(_ scopes: inout [Scope]) {
        scopes.sort { (nameOrder[$0.name] ?? Int.max) < (nameOrder[$1.name] ?? Int.max) }
        for index in scopes.indices { sortScopes(&scopes[index].scopes) }
    }

    // MARK: Writing, as agwrite does

    mutating func write() -> [UInt8] {
        output.reserveCapacity(nodes.count * 160 + edges.count * 120 + 1024)
        // A name cgraph keeps apart (`%…`) is not written.
        append("digraph ")
        if !name.hasPrefix("%") {
            spell(name)
            append(" ")
        }
        append("{\n")
        level = 1
        let declaredGraph = rootAttributes.filter { !$0.value.isEmpty }
        writeList("graph", declaredGraph)
        writeList("node", nodeDefaults.filter { !$0.value.isEmpty }.map { ($0.key, $0.value) })
        writeList("edge", edgeDefaults.filter { !$0.value.isEmpty }.map { ($0.key, $0.value) })
        for scope in scopes { write(scope) }
        writeTopLevelBody()
        append("}\n")
        return output
    }

    /// `graph [...]`, `node [...]` or `edge [...]`, sorted by name.
    private mutating func writeList(_ kind: String, _ entries: [(name: String, value: String)]) {
        guard !entries.isEmpty else { return }
        indent()
        append(kind)
        append(" [")
        level += 1
        for (index, entry) in Self.sorted(entries, by: \.name).enumerated() {
            if index > 0 {
                append(",\n")
                indent()
            }
            spell(entry.name)
            append("=")
            spell(entry.value)
        }
        level -= 1
        if entries.count > 1 {
            append("\n")
            indent()
        }
        append("];\n")
    }

    private mutating func write(_ scope: Scope) {
        indent()
        append("subgraph ")
        spell(scope.name)
        append(" {\n")
        level += 1
        writeList("graph", scope.attributes)
        for nested in scope.scopes { write(nested) }
        for seq in scope.nodes { writeNode(seq) }
        level -= 1
        indent()
        append("}\n")
    }

    private mutating func writeTopLevelBody() {
        for seq in nodes.indices {
            if shouldWriteNode(seq, after: seq) { writeNode(seq) }
            var previous = seq
            for edge in nodes[seq].outgoing {
                let head = edges[edge].head
                if previous != head, shouldWriteNode(head, after: seq) {
                    writeNode(head)
                    previous = head
                }
                writeEdge(edge)
            }
        }
    }

    /// Whether agwrite writes a top-level node while at the node with sequence `current`:
    /// not before its first predecessor, and only when its edges do not already say all.
    private func shouldWriteNode(_ seq: Int, after current: Int) -> Bool {
        let node = nodes[seq]
        guard node.isTopLevel, seq >= current, node.firstPredecessor >= current else { return false }
        return !node.hasEdges || node.attributes.contains { nodeDefaults[$0.name] != $0.value }
    }

    private mutating func writeNode(_ seq: Int) {
        indent()
        spell(nodes[seq].name)
        if !nodes[seq].attributesWritten {
            nodes[seq].attributesWritten = true
            let changed = nodes[seq].attributes.filter { nodeDefaults[$0.name] != $0.value }
            writeAttributes(key: "", changed)
        }
        append(";\n")
    }

    private mutating func writeEdge(_ index: Int) {
        let edge = edges[index]
        indent()
        spell(nodes[edge.tail].name)
        writePort("tailport", of: edge)
        append(" -> ")
        spell(nodes[edge.head].name)
        writePort("headport", of: edge)
        let changed = edge.attributes.filter { entry in
            entry.name != "tailport" && entry.name != "headport" && edgeDefaults[entry.name] != entry.value
        }
        writeAttributes(key: edge.key, changed)
        append(";\n")
    }

    /// `\t[key=…, name=value, …]` with the continuation lines one level deeper.
    private mutating func writeAttributes(key: String, _ entries: [Setting]) {
        guard !key.isEmpty || !entries.isEmpty else { return }
        append("\t[")
        level += 1
        var first = true
        if !key.isEmpty {
            append("key=")
            spell(key)
            first = false
        }
        for entry in Self.sorted(entries, by: \.name) {
            if !first {
                append(",\n")
                indent()
            }
            first = false
            spell(entry.name)
            append("=")
            DOTSpelling.append(entry.value, isHTML: entry.isHTML, lineLength: lineLength, to: &output)
        }
        append("]")
        level -= 1
    }

    /// `:port` after an edge's end when the edge (or the edge default) has one; a plain port's
    /// compass point after a `:` is spelled on its own.
    private mutating func writePort(_ attribute: String, of edge: Edge) {
        guard let fallback = edgeDefaults[attribute] else { return }
        let value = edge.attributes.last { $0.name == attribute }?.value ?? fallback
        guard !value.isEmpty else { return }
        append(":")
        if isHTML[PooledString(value)] == true {
            spell(value)
            return
        }
        let parts = value.utf8.split(separator: UInt8(ascii: ":"), maxSplits: 1, omittingEmptySubsequences: false).map(Array.init)
        let length = lineLength
        for (index, part) in parts.enumerated() {
            if index > 0 { append(":") }
            part.withUnsafeBufferPointer { DOTSpelling.appendPlain($0, lineLength: length, to: &output) }
        }
    }

    // MARK: Output

    private mutating func spell(_ text: String) {
        DOTSpelling.append(text, isHTML: isHTML[PooledString(text)] ?? false, lineLength: lineLength, to: &output)
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }

    private mutating func indent() {
        output.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: level))
    }

    /// Entries sorted by name as cgraph's dictionaries keep them (byte order).
    private static func sorted<Entry>(_ entries: [Entry], by name: (Entry) -> String) -> [Entry] {
        guard entries.count > 1 else { return entries }
        return entries.sorted { name($0).utf8.lexicographicallyPrecedes(name($1).utf8) }
    }
}

/// A string as cgraph's pool compares it: by its bytes. Swift's own `String` equality and hashing
/// compare canonical equivalence, normalising every label with a non-ASCII character (an arrow,
/// a middle dot) each time it is hashed; bytes are what Graphviz sees, and hash many times faster.
private struct PooledString: Hashable {
    var text: String

    init(_ text: String) { self.text = text }

    static func == (left: PooledString, right: PooledString) -> Bool {
        guard left.text.utf8.count == right.text.utf8.count else { return false }
        var left = left.text, right = right.text
        return left.withUTF8 { leftBytes in right.withUTF8 { leftBytes.elementsEqual($0) } }
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
