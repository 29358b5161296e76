import Foundation

/// Renders a ``Diagram`` in any ``DiagramFormat``: Graphviz for SVG, PNG, PDF and DOT, the text
/// emitters for Mermaid and JSON, and Graphviz's SVG inside an ``HTMLPage`` for HTML.
public enum DiagramRenderer {
    /// The bytes of `diagram` as a file in `format`, laid out by `engine` where it needs layout.
    ///
    /// - Throws: ``RenderError`` from Graphviz (not for Mermaid and JSON, which need no layout).
    public static func render(
        _ diagram: Diagram, as format: DiagramFormat, engine: LayoutEngine = .dot, theme: Theme = .light
    ) throws -> [UInt8] {
        switch format {
        case .mermaid: return Array(MermaidEmitter.mermaid(diagram).utf8)
        case .json: return JSONEmitter.json(diagram)
        case .html: return try page(title: PlainText.of(diagram.attributes["label"] ?? .text(diagram.name)), views: [(diagram.name, diagram)], engine: engine, theme: theme)
        case .svg, .png, .pdf, .dot: return try GraphvizRenderer.render(diagram, format: format.graphviz!, engine: engine)
        }
    }

    /// One HTML page holding several views, each drawn as SVG by `engine`.
    public static func page(
        title: String, views: [(name: String, diagram: Diagram)], engine: LayoutEngine = .dot, theme: Theme = .light
    ) throws -> [UInt8] {
        var drawn: [HTMLPage.View] = []
        for view in views {
            let svg = String(decoding: try GraphvizRenderer.render(view.diagram, format: .svg, engine: engine), as: UTF8.self)
            drawn.append(HTMLPage.View(name: view.name, diagram: view.diagram, svg: svg))
        }
        return Array(HTMLPage.html(title: title.replacingOccurrences(of: "\n", with: " · "), views: drawn, theme: theme).utf8)
    }
}
