import Foundation

/// Turns attribute values into plain text for formats that cannot show Graphviz's HTML-like
/// labels: tags dropped, line breaks and table rows as newlines, cells separated by two spaces,
/// entities decoded, blank lines and surrounding blanks removed.
enum PlainText {
    static func of(_ value: AttributeValue) -> String {
        switch value {
        case .text(let text): lines(text.replacingOccurrences(of: "\\n", with: "\n"))
        case .html(let html): lines(stripTags(html))
        }
    }

    private static func stripTags(_ html: String) -> String {
        var result = ""
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            guard character == "<", let close = html[index...].firstIndex(of: ">") else {
                result.append(character)
                index = html.index(after: index)
                continue
            }
            let tag = html[html.index(after: index)..<close].lowercased()
            let name = tag.split(whereSeparator: { $0 == " " || $0 == "/" && tag.first != "/" }).first.map(String.init) ?? ""
            switch name {
            case "br", "/tr": result += "\n"
            case "/td": result += "  "
            default: break
            }
            index = html.index(after: close)
        }
        return decodeEntities(result)
    }

    private static func decodeEntities(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    private static func lines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }
}
