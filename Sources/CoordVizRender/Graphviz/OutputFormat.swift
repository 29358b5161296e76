/// A file format the Graphviz renderer produces.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Scalable vector graphics: text, searchable, node ids kept as element titles.
    case svg
    /// A bitmap, drawn by Graphviz's cairo plugin.
    case png
    /// A vector document, drawn by Graphviz's cairo plugin.
    case pdf
    /// The graph as DOT text, before layout: no coordinates, so it does not depend on the
    /// installed fonts or the layout engine. What golden files compare.
    case dot

    /// The usual file name extension, without the dot.
    public var fileExtension: String { rawValue }

    /// Whether the output is binary (PNG, PDF) rather than UTF-8 text (SVG, DOT).
    public var isBinary: Bool {
        switch self {
        case .png, .pdf: true
        case .svg, .dot: false
        }
    }

    /// Whether producing this format needs a layout (everything but DOT).
    public var needsLayout: Bool { self != .dot }

    /// The formats this machine's Graphviz can produce, in declaration order. DOT is always
    /// available; the others need their device plugin.
    ///
    /// - Throws: ``RenderError/noPlugins`` if Graphviz has no plugins at all.
    public static func availableFormats() throws -> [OutputFormat] {
        try GraphvizGate.run {
            let formats = try GraphvizLibrary.pluginNames(.format)
            return allCases.filter { !$0.needsLayout || formats.contains($0.rawValue) }
        }
    }

    /// Parses a user-supplied format name (case-insensitive, a leading dot allowed, as in
    /// `.svg`), checking this machine's Graphviz can produce it.
    ///
    /// - Throws: ``RenderError/unknownFormat(_:available:)`` listing the available formats,
    ///   or ``RenderError/noPlugins``.
    public init(validating name: String) throws {
        let normalized = String(name.drop { $0 == "." }).lowercased()
        let available = try Self.availableFormats()
        guard let format = Self(rawValue: normalized), available.contains(format) else {
            throw RenderError.unknownFormat(name, available: available.map(\.rawValue))
        }
        self = format
    }
}
