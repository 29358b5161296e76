import Foundation

/// Graphviz's own messages turned into one sentence that says what to do: known messages are
/// translated (an overwide drawing, a name too long to read); others lose their `Error:` prefixes and repeats and are
/// joined on one line.
enum GraphvizMessages {
    static func sentence(_ message: String) -> String {
        let lines = message.split(whereSeparator: \.isNewline).map { line in
            var text = line.trimmingCharacters(in: .whitespaces)
            for prefix in ["Error: ", "Warning: ", "Error:", "Warning:"] where text.hasPrefix(prefix) {
                text = String(text.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
            }
            return text
        }.filter { !$0.isEmpty }
        if let overwide = lines.first(where: { $0.hasPrefix("Edge length") && $0.contains("larger than maximum") }) {
            let numbers = overwide.split(separator: " ").compactMap { Double($0) }
            let length = numbers.first.map { " (an edge \(Int($0)) points long" + (numbers.count > 1 ? "; at most \(Int(numbers[1])))" : ")") } ?? ""
            return "the drawing is too wide for Graphviz\(length): shorten the longest names, or draw less of the app with --root, --tab, --depth or --focus"
        }
        if lines.contains(where: { $0.contains("scanning a") && $0.contains("longer than") }) {
            return "a name or label is longer than Graphviz reads (16,384 characters): shorten the longest names, or draw less of the app with --root, --tab, --depth or --focus"
        }
        var seen: Set<String> = []
        return lines.filter { seen.insert($0).inserted }.joined(separator: "; ")
    }
}
