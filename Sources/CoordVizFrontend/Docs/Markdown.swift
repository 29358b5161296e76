import CoordVizCore

/// Building blocks of the Markdown pages `docs` writes; every piece of model text goes through
/// ``Escaping/markdown(_:)`` (or into a code span or fenced block that cannot be closed early).
enum Markdown {
    /// Model text shown as written.
    static func text(_ value: String) -> String { Escaping.markdown(value) }

    /// A code span holding `value` on one line, fenced with more backticks than it contains.
    static func code(_ value: String) -> String {
        let shown = Escaping.visible(value)
        let fence = String(repeating: "`", count: longestRun(of: "`", in: shown) + 1)
        let pad = shown.hasPrefix("`") || shown.hasSuffix("`") || shown.isEmpty ? " " : ""
        return fence + pad + shown + pad + fence
    }

    /// A link to a relative path; the path is made of file-name-safe characters only.
    static func link(_ label: String, to path: String) -> String { "[\(text(label))](\(path))" }

    /// A fenced block of `language`, fenced with more backticks than `body` holds in a row.
    static func fenced(_ body: String, language: String) -> String {
        let fence = String(repeating: "`", count: max(3, longestRun(of: "`", in: body) + 1))
        let trimmed = body.hasSuffix("\n") ? String(body.dropLast()) : body
        return "\(fence)\(language)\n\(trimmed)\n\(fence)"
    }

    /// A table; `rows` cells are already Markdown (escaped text, links, code spans).
    static func table(_ header: [String], _ rows: [[String]]) -> String {
        var lines = ["| " + header.joined(separator: " | ") + " |", "|" + header.map { _ in " --- |" }.joined()]
        for row in rows { lines.append("| " + row.map { $0.isEmpty ? " " : $0 }.joined(separator: " | ") + " |") }
        return lines.joined(separator: "\n")
    }

    private static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0, current = 0
        for each in text {
            if each == character { current += 1; longest = max(longest, current) } else { current = 0 }
        }
        return longest
    }
}
