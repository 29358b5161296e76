import CGraphvizShim
import CoordVizCore

/// One cgraph graph built from a ``Diagram``, owned for the length of a single render and
/// freed (layout included) when it goes out of scope.
///
/// Non-copyable so the C handle has exactly one owner; every method must run inside
/// ``GraphvizGate``. Scope, node and edge handles live only in local variables of the
/// methods that create them.
///
/// Every name and plain-text value goes to Graphviz through ``Escaping/dotString(_:)``, so the
/// DOT Graphviz writes reads back (a backslash before a quote, or at the end, would otherwise
/// end the string) and names show as written (Graphviz reads `\N`, `\l` in most attributes).
struct CGraph: ~Copyable {
    private let handle: OpaquePointer

    /// Creates an empty directed graph named `name`.
    init(name: String) throws(RenderError) {
        var created: OpaquePointer?
        let status = Escaping.dotString(name).withCString { cvz_graph_new($0, &created) }
        guard status == CVZ_OK, let created else {
            throw Self.error(status, or: "Graphviz could not create a graph")
        }
        handle = created
    }

    /// Reads the graph in the DOT `text`, its objects numbered in the order the text names
    /// them: laid out, it is `dot`'s layout of the same text.
    init(readingDOT text: [UInt8]) throws(RenderError) {
        var created: OpaquePointer?
        let status = text.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cvz_graph_read($0.baseAddress, $0.count, &created) }
        }
        guard status == CVZ_OK, let created else {
            throw Self.error(status, or: "Graphviz could not read the DOT text")
        }
        handle = created
    }

    deinit {
        cvz_graph_free(handle)
    }

    /// Lets go of the graph without freeing what Graphviz allocated for it (``cvz_graph_abandon``):
    /// freeing some laid-out graphs makes Graphviz 2.42/2.43 free memory twice and abort. Only a
    /// layout worker, a disposable process, does this, once it has the drawing.
    consuming func abandon() {
        cvz_graph_abandon(handle)
        discard self
    }

    // MARK: Building

    /// Adds everything in `diagram`: graph attributes and defaults first, then the top-level
    /// nodes, then the clusters depth first (as `cluster_<id>` subgraphs holding their
    /// nodes), then every edge at the root - the order of ``Diagram/allNodes``.
    func add(_ diagram: Diagram) throws(RenderError) {
        guard let root = cvz_graph_root(handle) else {
            throw .graphFailed("the graph has no root")
        }
        for entry in diagram.attributes {
            try set(entry) { cvz_scope_set(root, $0, $1, $2) }
        }
        for entry in diagram.nodeDefaults {
            try set(entry) { cvz_scope_set_default(root, CVZ_DEFAULT_NODE, $0, $1, $2) }
        }
        for entry in diagram.edgeDefaults {
            try set(entry) { cvz_scope_set_default(root, CVZ_DEFAULT_EDGE, $0, $1, $2) }
        }
        for node in diagram.nodes {
            try add(node, to: root)
        }
        for cluster in diagram.clusters {
            try add(cluster, to: root)
        }
        for edge in diagram.edges {
            try add(edge)
        }
    }

    private func add(_ cluster: Diagram.Cluster, to parent: OpaquePointer) throws(RenderError) {
        var created: OpaquePointer?
        let status = Escaping.dotString(cluster.graphvizName).withCString { cvz_subgraph_new(parent, $0, &created) }
        guard status == CVZ_OK, let scope = created else {
            throw Self.error(status, or: "Graphviz could not create cluster '\(cluster.id)'")
        }
        // Attributes before contents: like `graph [...]` in DOT, they are inherited by the
        // nested clusters created after them.
        for entry in cluster.attributes {
            try set(entry) { cvz_scope_set(scope, $0, $1, $2) }
        }
        for node in cluster.nodes {
            try add(node, to: scope)
        }
        for nested in cluster.clusters {
            try add(nested, to: scope)
        }
    }

    private func add(_ node: Diagram.Node, to scope: OpaquePointer) throws(RenderError) {
        var created: OpaquePointer?
        let status = Escaping.dotString(node.id).withCString { cvz_node_new(scope, $0, &created) }
        guard status == CVZ_OK, let object = created else {
            throw Self.error(status, or: "Graphviz could not create node '\(node.id)'")
        }
        for entry in node.attributes {
            try set(entry) { cvz_node_set(object, $0, $1, $2) }
        }
    }

    private func add(_ edge: Diagram.Edge) throws(RenderError) {
        var created: OpaquePointer?
        let status = Escaping.dotString(edge.from).withCString { from in
            Escaping.dotString(edge.to).withCString { to in
                Escaping.dotString(edge.key).withCString { key in cvz_edge_new(handle, from, to, key, &created) }
            }
        }
        guard status == CVZ_OK, let object = created else {
            let fallback = "Graphviz could not create edge \(edge.from) -> \(edge.to)"
            throw Self.error(status, or: fallback)
        }
        for entry in edge.attributes {
            try set(entry) { cvz_edge_set(object, $0, $1, $2) }
        }
    }

    /// Hands one attribute to a shim setter as C strings plus the HTML flag.
    private func set(
        _ entry: Attributes.Entry,
        with setter: (UnsafePointer<CChar>, UnsafePointer<CChar>, Int32) -> Int32
    ) throws(RenderError) {
        // HTML-like labels are escaped by the views (``Escaping/dotHTML(_:)``) and Graphviz reads
        // no backslash escapes in them.
        let (value, isHTML): (String, Int32) = switch entry.value {
        case .html(let html): (html, 1)
        case .text(let text): (Escaping.dotString(text), 0)
        }
        let status = entry.name.withCString { name in
            value.withCString { value in setter(name, value, isHTML) }
        }
        guard status == CVZ_OK else {
            throw Self.error(status, or: "Graphviz could not set attribute '\(entry.name)'")
        }
    }

    // MARK: Output

    /// The graph as built, before any layout, as DOT text.
    func dotText() throws(RenderError) -> [UInt8] {
        var output: OpaquePointer?
        let status = cvz_graph_write_dot(handle, &output)
        return try Self.take(output, status: status) { message in .graphFailed(message) }
    }

    /// Lays the graph out with `engine`.
    func layOut(with engine: LayoutEngine) throws(RenderError) {
        let status = engine.rawValue.withCString { cvz_graph_layout(handle, $0) }
        switch status {
        case CVZ_OK:
            return
        case CVZ_ERR_UNKNOWN_ENGINE:
            let available = (try? GraphvizLibrary.pluginNames(.layout)) ?? []
            throw .unknownEngine(
                engine.rawValue,
                available: LayoutEngine.allCases.map(\.rawValue).filter(available.contains)
            )
        case CVZ_ERR_GRAPHVIZ:
            throw .layoutFailed(
                engine: engine.rawValue,
                message: GraphvizLibrary.messages(or: "no message")
            )
        default:
            throw Self.error(status, or: "the layout failed")
        }
    }

    /// Draws the laid-out graph in `format` (not ``OutputFormat/dot``: see ``dotText()``).
    func render(as format: OutputFormat) throws(RenderError) -> [UInt8] {
        var output: OpaquePointer?
        let status = format.rawValue.withCString { cvz_graph_render(handle, $0, &output) }
        if status == CVZ_ERR_UNKNOWN_FORMAT {
            let available = (try? GraphvizLibrary.pluginNames(.format)) ?? []
            throw .unknownFormat(
                format.rawValue,
                available: OutputFormat.allCases
                    .filter { !$0.needsLayout || available.contains($0.rawValue) }
                    .map(\.rawValue)
            )
        }
        return try Self.take(output, status: status) { message in
            .renderFailed(format: format.rawValue, message: message)
        }
    }

    /// Copies a shim output into Swift memory and frees it; maps a failure with `failure`.
    private static func take(
        _ output: OpaquePointer?,
        status: Int32,
        failure: (String) -> RenderError
    ) throws(RenderError) -> [UInt8] {
        defer { cvz_output_free(output) }
        guard status == CVZ_OK, let output else {
            if status == CVZ_ERR_GRAPHVIZ {
                throw failure(GraphvizLibrary.messages(or: "no message"))
            }
            throw error(status, or: "Graphviz produced no output")
        }
        let count = cvz_output_length(output)
        guard count > 0, let bytes = cvz_output_bytes(output) else { return [] }
        return Array(UnsafeBufferPointer(start: bytes, count: count))
    }

    /// The error for a failed shim call, with the captured message.
    private static func error(_ status: Int32, or fallback: String) -> RenderError {
        let message = GraphvizLibrary.messages(or: fallback)
        switch status {
        case CVZ_ERR_NO_PLUGINS:
            return .noPlugins
        case CVZ_ERR_NOT_FOUND, CVZ_ERR_DUPLICATE, CVZ_ERR_INVALID_ARGUMENT:
            return .invalidDiagram(message)
        default:
            return .graphFailed(message)
        }
    }
}
