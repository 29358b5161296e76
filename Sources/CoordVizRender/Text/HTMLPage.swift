import CoordVizCore
import Foundation

/// Writes one self-contained HTML page (no network: styles, script, drawings and data inline)
/// showing one or more views: each view's SVG with pan and zoom, search by name, and a click on
/// a node to highlight its edges and list where they go. `#view=<name>&node=<id>` in the
/// address opens a view with a node selected, so a page can be linked into.
public enum HTMLPage {
    /// One view of the page: its `--view` name, its diagram and the SVG Graphviz drew of it.
    public struct View: Sendable {
        public var name: String
        public var diagram: Diagram
        public var svg: String

        public init(name: String, diagram: Diagram, svg: String) {
            self.name = name
            self.diagram = diagram
            self.svg = svg
        }
    }

    /// The page, titled `title`, in `theme`'s colours; the first view is shown first.
    public static func html(title: String, views: [View], theme: Theme) -> String {
        let style = Style(theme)
        let data = PageData(views: views.map { PageData.Entry(name: $0.name, graph: DiagramDocument($0.diagram)) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = scriptSafe((try? encoder.encode(data)) ?? Data("{}".utf8))
        let fixed = views.filter { !$0.name.hasPrefix("flow:") }
        let storyboards = views.filter { $0.name.hasPrefix("flow:") }
        var picker = fixed.map { "<button type=\"button\" data-view=\"\(escape($0.name))\">\(escape($0.name))</button>" }.joined()
        if !storyboards.isEmpty {
            let options = storyboards.map { "<option value=\"\(escape($0.name))\">\(escape(String($0.name.dropFirst(5))))</option>" }.joined()
            picker += "<label class=\"flows\">storyboard <select id=\"storyboard\"><option value=\"\">choose a transition…</option>\(options)</select></label>"
        }
        let sections = views.map { view in
            "<section class=\"view\" data-view=\"\(escape(view.name))\" hidden>\(inlineSVG(view.svg))</section>"
        }.joined(separator: "\n")
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="coordviz">
        <title>\(escape(title))</title>
        <style>
        :root { --bg: \(style.background); --fg: \(style.text); --muted: \(style.muted); --line: \(style.faint);
          --panel: \(style.tabFill); --accent: \(style.coordinatorLine); --hit: \(style.liveTopLine); }
        \(HTMLPageAssets.css)
        </style>
        </head>
        <body>
        <header>
          <h1>\(escape(title))</h1>
          <nav id="views">\(views.count > 1 ? picker : "")</nav>
          <input id="search" type="search" placeholder="search by name  ( / )" autocomplete="off" aria-label="search by name">
          <span id="matches" aria-live="polite"></span>
          <span class="zoom"><button type="button" id="zoom-out" title="zoom out (-)">−</button><button type="button" id="zoom-fit" title="fit (0)">fit</button><button type="button" id="zoom-in" title="zoom in (+)">+</button></span>
        </header>
        <main id="viewport">
        \(sections)
        </main>
        <aside id="info" hidden></aside>
        <footer>drag to pan · wheel to zoom · click a node to highlight its transitions · Esc clears</footer>
        <script type="application/json" id="coordviz-data">\(json)</script>
        <script>
        \(HTMLPageAssets.script)
        </script>
        </body>
        </html>

        """
    }

    static func escape(_ text: String) -> String { Escaping.xmlAttribute(text) }

    private struct PageData: Encodable {
        struct Entry: Encodable {
            var name: String
            var graph: DiagramDocument
        }
        var views: [Entry]
    }
}
