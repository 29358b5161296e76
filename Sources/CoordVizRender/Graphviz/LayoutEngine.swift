/// A Graphviz layout engine.
public enum LayoutEngine: String, CaseIterable, Sendable {
    /// Layered drawing of directed graphs; the default and the one coordinator flows want.
    case dot
    /// Spring model (stress majorisation).
    case neato
    /// Spring model (force-directed, Fruchterman-Reingold).
    case fdp
    /// Multiscale force-directed: the fast choice for large graphs.
    case sfdp
    /// Circular layout.
    case circo
    /// Radial layout around a root.
    case twopi
    /// Clusters packed as nested boxes.
    case osage
    /// Squarified treemap of the clusters.
    case patchwork

    /// The engines this machine's Graphviz really has (asked from its plugin list), in
    /// declaration order.
    ///
    /// - Throws: ``RenderError/noPlugins`` if Graphviz has no plugins at all.
    public static func availableEngines() throws -> [LayoutEngine] {
        try GraphvizGate.run {
            let engines = try GraphvizLibrary.pluginNames(.layout)
            return allCases.filter { engines.contains($0.rawValue) }
        }
    }

    /// Parses a user-supplied engine name (case-insensitive), checking this machine's
    /// Graphviz has it.
    ///
    /// - Throws: ``RenderError/unknownEngine(_:available:)`` listing the available engines,
    ///   or ``RenderError/noPlugins``.
    public init(validating name: String) throws {
        let available = try Self.availableEngines()
        guard let engine = Self(rawValue: name.lowercased()), available.contains(engine) else {
            throw RenderError.unknownEngine(name, available: available.map(\.rawValue))
        }
        self = engine
    }
}
