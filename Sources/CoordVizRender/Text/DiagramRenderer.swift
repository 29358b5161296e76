import Foundation

/// Renders a ``Diagram`` in any ``DiagramFormat``: Graphviz for SVG, PNG, PDF and DOT, the text
/// emitters for Mermaid and JSON, and Graphviz's SVG inside an ``HTMLPage`` for HTML.
public enum DiagramRenderer {
    /// The bytes of `diagram` as a file in `format`, laid out by `engine` where it needs layout,
    /// in this process or in a layout worker as `isolation` says.
    ///
    /// - Throws: ``RenderError`` from Graphviz (not for Mermaid and JSON, which need no layout),
    ///   or ``LayoutWorkerError`` when a layout worker crashed, timed out or failed.
    public static func render(
        _ diagram: Diagram, as format: DiagramFormat, engine: LayoutEngine = .dot, theme: Theme = .light,
        isolation: LayoutIsolation = .inProcess
    ) throws -> [UInt8] {
        switch format {
        case .mermaid: return Array(MermaidEmitter.mermaid(diagram).utf8)
        case .json: return JSONEmitter.json(diagram)
        case .html: return try page(title: PlainText.of(diagram.attributes["label"] ?? .text(diagram.name)), views: [(diagram.name, diagram)], engine: engine, theme: theme, isolation: isolation)
        case .svg, .png, .pdf, .dot: return try GraphvizRenderer.render(LayoutJob(diagram, format: format.graphviz!, engine: engine), isolation: isolation)
        }
    }

    /// One HTML page holding several views, each drawn as SVG by `engine`; with workers, the
    /// views are laid out in parallel (up to `maxConcurrentLayouts` at once), with the same bytes.
    public static func page(
        title: String, views: [(name: String, diagram: Diagram)], engine: LayoutEngine = .dot, theme: Theme = .light,
        isolation: LayoutIsolation = .inProcess, maxConcurrentLayouts: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws -> [UInt8] {
        let scheduler = LayoutScheduler(isolation: isolation, maxConcurrentLayouts: maxConcurrentLayouts)
        let svgs = try scheduler.render(views.map { LayoutJob($0.diagram, format: .svg, engine: engine, name: $0.name) })
        return assemblePage(title: title, views: zip(views, svgs).map { ($0.name, $0.diagram, $1) }, theme: theme)
    }

    /// The HTML page of views already laid out as SVG, for callers that schedule the layouts
    /// themselves (several pages and files laid out at once).
    public static func assemblePage(title: String, views: [(name: String, diagram: Diagram, svg: [UInt8])], theme: Theme = .light) -> [UInt8] {
        let drawn = views.map { HTMLPage.View(name: $0.name, diagram: $0.diagram, svg: String(decoding: $0.svg, as: UTF8.self)) }
        return Array(HTMLPage.html(title: title.replacingOccurrences(of: "\n", with: " · "), views: drawn, theme: theme).utf8)
    }
}
