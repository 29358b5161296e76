/// Draws a ``Diagram`` with the Graphviz C library, in process.
///
/// The diagram is rebuilt as a cgraph graph through the C shim (graph attributes, node and
/// edge defaults, clusters as `cluster_<id>` subgraphs holding their nodes, edges at the
/// root), laid out with the chosen engine and rendered into memory. ``OutputFormat/dot``
/// skips the layout and returns the graph as built, so its text does not depend on fonts.
///
/// Output is `[UInt8]`: the file's bytes, UTF-8 text for SVG and DOT. Graphviz's error
/// messages are captured into the thrown ``RenderError`` instead of being printed, and its
/// warnings are dropped. Every call is serialised through ``GraphvizGate``; no C pointer
/// outlives the call.
///
/// Graph attributes follow DOT semantics: a graph or cluster attribute (`label`, `fontname`)
/// is also inherited by the clusters inside it, exactly as when the DOT text is re-read by
/// `dot`. HTML-like values (``AttributeValue/html(_:)``) carry the markup without DOT's outer
/// `<` `>`, e.g. `.html("<b>Home</b>")`.
public enum GraphvizRenderer {
    /// Renders `diagram` in `format`, laid out by `engine` (ignored for ``OutputFormat/dot``),
    /// blocking the calling thread while Graphviz works (which can take seconds for large
    /// graphs: prefer the `async` variant from concurrent code).
    ///
    /// - Returns: the bytes of the file.
    /// - Throws: ``RenderError``: the diagram is inconsistent, the engine or format is not
    ///   installed, Graphviz has no plugins, or Graphviz reported an error (with its message).
    public static func render(
        _ diagram: Diagram,
        format: OutputFormat,
        engine: LayoutEngine = .dot
    ) throws -> [UInt8] {
        try diagram.validateForGraphviz()
        return try GraphvizGate.run {
            try renderInsideGate(diagram, format: format, engine: engine)
        }
    }

    /// Renders `diagram` in `format`, laid out by `engine` (ignored for ``OutputFormat/dot``),
    /// on the Graphviz gate's own queue: the caller suspends and Swift's cooperative thread
    /// pool stays free while Graphviz works.
    ///
    /// - Returns: the bytes of the file.
    /// - Throws: ``RenderError``, as the synchronous variant.
    public static func render(
        _ diagram: Diagram,
        format: OutputFormat,
        engine: LayoutEngine = .dot
    ) async throws -> [UInt8] {
        try diagram.validateForGraphviz()
        return try await GraphvizGate.run {
            try renderInsideGate(diagram, format: format, engine: engine)
        }
    }

    /// Validates `diagram` and builds it as a cgraph graph, then frees it: coordviz's own work
    /// before Graphviz lays anything out, for benchmarks (``OutputFormat/dot`` adds Graphviz's
    /// DOT writer on top).
    @_spi(Benchmarks)
    public static func buildGraph(_ diagram: Diagram) throws {
        try diagram.validateForGraphviz()
        try GraphvizGate.run {
            let graph = try CGraph(name: diagram.name)
            try graph.add(diagram.withSafeNonRankingLabels.withSafeClusterCrossingLabels)
        }
    }

    /// Builds, lays out and renders; the caller holds the gate.
    private static func renderInsideGate(
        _ diagram: Diagram,
        format: OutputFormat,
        engine: LayoutEngine
    ) throws(RenderError) -> [UInt8] {
        // DOT needs only cgraph: it works even where Graphviz has no plugins.
        if format.needsLayout {
            try GraphvizLibrary.open()
        }
        let graph = try CGraph(name: diagram.name)
        try graph.add(diagram.withSafeNonRankingLabels.withSafeClusterCrossingLabels)
        guard format.needsLayout else {
            return try graph.dotText()
        }
        try graph.layOut(with: engine)
        return try graph.render(as: format)
    }
}
