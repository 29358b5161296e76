/// Draws a ``Diagram`` with the Graphviz C library, in process.
///
/// The diagram is rebuilt as a cgraph graph through the C shim (graph attributes, node and
/// edge defaults, clusters as `cluster_<id>` subgraphs holding their nodes, edges at the
/// root), laid out with the chosen engine and rendered into memory. ``OutputFormat/dot``
/// skips the layout and Graphviz altogether: ``DOTWriter`` writes the text Graphviz would write
/// of the graph as built, in linear time, so it does not depend on fonts.
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
        guard format.needsLayout else { return dotText(of: diagram) }
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
        guard format.needsLayout else { return dotText(of: diagram) }
        return try await GraphvizGate.run {
            try renderInsideGate(diagram, format: format, engine: engine)
        }
    }

    /// Validates `diagram` and builds it as a cgraph graph, then frees it: coordviz's own work
    /// before Graphviz lays anything out, for benchmarks.
    @_spi(Benchmarks)
    public static func buildGraph(_ diagram: Diagram) throws {
        try diagram.validateForGraphviz()
        try GraphvizGate.run {
            let graph = try CGraph(name: diagram.name)
            try graph.add(diagram.asHandedToGraphviz)
        }
    }

    /// The DOT text Graphviz's own writer (`agwrite`) makes of the cgraph graph built from
    /// `diagram`: what ``OutputFormat/dot`` wrote before coordviz wrote DOT itself, kept to prove
    /// both agree (tests) and to time the difference (benchmarks). Quadratic in clusters × nodes.
    @_spi(Benchmarks)
    public static func graphvizDOTText(_ diagram: Diagram) throws -> [UInt8] {
        try diagram.validateForGraphviz()
        return try GraphvizGate.run { () throws(RenderError) -> [UInt8] in
            let graph = try CGraph(name: diagram.name)
            try graph.add(diagram.asHandedToGraphviz)
            return try graph.dotText()
        }
    }

    /// The DOT text of a validated diagram, written in Swift (``DOTWriter``): no Graphviz call,
    /// so it needs no plugins and no gate, and takes time linear in the diagram.
    static func dotText(of diagram: Diagram) -> [UInt8] {
        DOTWriter.text(of: diagram.asHandedToGraphviz)
    }

    /// Lays out and renders `diagram` from its DOT text; the caller holds the gate.
    private static func renderInsideGate(
        _ diagram: Diagram,
        format: OutputFormat,
        engine: LayoutEngine
    ) throws(RenderError) -> [UInt8] {
        try renderInsideGate(dotText: dotText(of: diagram), format: format, engine: engine)
    }

    /// Lays out and renders the graph of DOT `text` (as ``DOTWriter`` writes it), exactly as
    /// `dot -T<format>` does with that text: Graphviz reads it and creates the nodes in the order
    /// the text names them, which decides the layout. The same path in process and in a layout
    /// worker, so both give the same bytes. The caller holds the gate.
    static func renderInsideGate(
        dotText text: [UInt8],
        format: OutputFormat,
        engine: LayoutEngine
    ) throws(RenderError) -> [UInt8] {
        try GraphvizLibrary.open()
        let graph = try CGraph(readingDOT: text)
        try graph.layOut(with: engine)
        return try graph.render(as: format)
    }

    /// Lays out and renders the graph of DOT `text` through the gate: what a layout worker
    /// does with a job. The worker is a disposable process, so the laid-out graph is not freed
    /// (``CGraph/abandon()``): freeing is where Graphviz's own double frees abort it.
    static func render(dotText text: [UInt8], format: OutputFormat, engine: LayoutEngine) throws -> [UInt8] {
        try GraphvizGate.run { () throws(RenderError) -> [UInt8] in
            try GraphvizLibrary.open()
            let graph = try CGraph(readingDOT: text)
            try graph.layOut(with: engine)
            let drawing = try graph.render(as: format)
            graph.abandon()
            return drawing
        }
    }
}

extension Diagram {
    /// The diagram as Graphviz gets it, DOT text included: with the workarounds for Graphviz
    /// 2.42's label and packing bugs and its reader's length limit applied.
    var asHandedToGraphviz: Diagram {
        withSafeNonRankingLabels.withSafeClusterCrossingLabels.withSafePacking.withReadableTextLengths
    }
}
