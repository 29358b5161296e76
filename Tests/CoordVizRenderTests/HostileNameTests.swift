import CoordVizCore
@testable import CoordVizRender
import CoordVizSpec
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Names, titles and triggers that try to break out of every output context
/// (`Tests/HostileInputs/hostile-spec.json`), drawn in every view and format: each output parses
/// as its format and carries no markup, statement or directive that came from the input.
@Suite struct HostileNameTests {
    static let specURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("HostileInputs/hostile-spec.json")
    static let model: ArchitectureModel = {
        // A fixture that stops parsing must fail loudly, not vanish from the cases.
        try! FlowSpecParser.parse(contentsOf: specURL).model
    }()
    static let views: [String] = ViewKind.all(of: model).map(\.name)

    func diagram(_ view: String, links: Bool = false) throws -> Diagram {
        try ViewKind(parsing: view).diagram(of: Self.model, options: ViewOptions(linkExtension: links ? "svg" : nil))
    }

    @Test("SVG is well-formed XML without event handlers or broken links", arguments: views)
    func svgIsWellFormedWithoutInjectedAttributes(_ view: String) throws {
        let svg = try DiagramRenderer.render(try diagram(view, links: true), as: .svg)
        let checker = XMLChecker()
        let parser = XMLParser(data: Data(svg))
        parser.delegate = checker
        #expect(parser.parse(), "\(view): the SVG is not well-formed: \(parser.parserError.map(String.init(describing:)) ?? "?")")
        #expect(checker.eventHandlers.isEmpty, "\(view): attributes \(checker.eventHandlers) came from a name")
        for link in checker.links {
            #expect(!link.contains("\"") && !link.contains("<") && !link.contains(" "), "\(view): link \(link.debugDescription)")
        }
    }

    @Test("DOT reads back: every quoted string ends where Graphviz's own reader ends it", arguments: views)
    func dotReadsBack(_ view: String) throws {
        let dot = String(decoding: try DiagramRenderer.render(try diagram(view), as: .dot), as: UTF8.self)
        let problems = DOTStrings.problems(in: dot)
        #expect(problems.isEmpty, "\(view): \(problems.prefix(3))")
    }

    @Test("Mermaid: only the statements the emitter writes, no directive, no line break from a name", arguments: views)
    func mermaidHoldsNoInjectedStatement(_ view: String) throws {
        let text = String(decoding: try DiagramRenderer.render(try diagram(view), as: .mermaid), as: UTF8.self)
        #expect(!text.contains("\r") && !text.contains("\u{2028}") && !text.contains("%%{"))
        let allowed = ["---", "title: ", "flowchart ", "subgraph ", "end", "n_", "style ", "linkStyle ", "%% legend: "]
        for line in text.split(separator: "\n") {
            let statement = line.trimmingCharacters(in: .whitespaces)
            #expect(allowed.contains { statement.hasPrefix($0) }, "\(view): unexpected statement \(statement.debugDescription)")
            // Backticks open Markdown strings in labels; comments and the YAML title are not labels.
            #expect(statement.hasPrefix("%%") || statement.hasPrefix("title: ") || !statement.contains("`"), "\(view): a backtick in a label")
        }
    }

    @Test("JSON parses and keeps the names", arguments: views)
    func jsonParses(_ view: String) throws {
        let json = try DiagramRenderer.render(try diagram(view), as: .json)
        #expect(try JSONSerialization.jsonObject(with: Data(json)) is [String: Any])
    }

    @Test func theHTMLPageCarriesNoMarkupFromNames() throws {
        let diagrams = try Self.views.map { ($0, try diagram($0)) }
        let page = String(decoding: try DiagramRenderer.page(title: "\(Self.model.app) — coordviz", views: diagrams), as: UTF8.self)
        #expect(!page.contains("onmouseover=\""))
        #expect(!page.contains("<!--"), "a comment opener inside the data block keeps its script from ending")
        #expect(page.components(separatedBy: "</script>").count == 3, "only the page's own two scripts end")
        // The data block ends where the page ends it, and reads back with the names as written.
        let data = try #require(page.components(separatedBy: "id=\"coordviz-data\">").last?.components(separatedBy: "</script>").first)
        let object = try JSONSerialization.jsonObject(with: Data(data.utf8))
        #expect(String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self).contains("onmouseover"))
    }
}

/// Collects what an SVG's elements carry: event-handler attributes and link targets.
private final class XMLChecker: NSObject, XMLParserDelegate {
    var eventHandlers: [String] = []
    var links: [String] = []

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        for (name, value) in attributes {
            if name.lowercased().hasPrefix("on") { eventHandlers.append("\(element) \(name)") }
            if name.hasSuffix("href") { links.append(value) }
        }
    }
}

/// Reads DOT's quoted strings the way Graphviz's lexer does: `\"` and `\\` are pairs, an
/// unpaired `"` ends the string; HTML-like strings `<…>` nest.
enum DOTStrings {
    static func problems(in dot: String) -> [String] {
        var problems: [String] = []
        let characters = Array(dot)
        var index = 0
        while index < characters.count {
            switch characters[index] {
            case "\"":
                let start = index
                index += 1
                while index < characters.count, characters[index] != "\"" {
                    index += characters[index] == "\\" && index + 1 < characters.count && "\"\\".contains(characters[index + 1]) ? 2 : 1
                }
                index += 1
                if index >= characters.count + 1 { problems.append("unterminated string at \(start)"); break }
                if index < characters.count, !" \t\n;,[]{}=".contains(characters[index]) {
                    problems.append("string ends early: \(String(characters[start..<min(index + 10, characters.count)]).debugDescription)")
                }
            case "<":
                var depth = 0
                repeat {
                    if characters[index] == "<" { depth += 1 } else if characters[index] == ">" { depth -= 1 }
                    index += 1
                } while depth > 0 && index < characters.count
            default:
                index += 1
            }
        }
        return problems
    }
}
