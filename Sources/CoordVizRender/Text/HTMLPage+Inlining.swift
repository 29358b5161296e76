import Foundation

/// Putting Graphviz's SVG and the page's JSON inside HTML, in one pass over their bytes each: a
/// page of every view holds thousands of drawings, and searching a large string again from its
/// start for every comment Graphviz writes (one per node and edge) took most of the page's time.
extension HTMLPage {
    /// The SVG without its XML prolog, doctype and comments, ready to sit inside HTML.
    static func inlineSVG(_ svg: String) -> String {
        let bytes = Array(svg.utf8)
        guard let start = firstIndex(of: svgOpening, in: bytes, from: 0) else { return "" }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count - start)
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), matches(commentOpening, in: bytes, at: index),
               let close = firstIndex(of: commentClosing, in: bytes, from: index + commentOpening.count) {
                index = close + commentClosing.count
                continue
            }
            kept.append(bytes[index])
            index += 1
        }
        return trimmed(String(decoding: kept, as: UTF8.self))
    }

    /// `json` made safe inside `<script>`: `</script` would end the script and `<!--` can keep it
    /// from ending, so neither is left raw (JSON reads `<\/` and `\u003c` back as written).
    static func scriptSafe(_ json: Data) -> String {
        let bytes = [UInt8](json)
        var safe: [UInt8] = []
        safe.reserveCapacity(bytes.count + 64)
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "<") else {
                safe.append(byte)
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                safe.append(contentsOf: Array("<\\".utf8))
            } else if matches(commentOpening, in: bytes, at: index) {
                safe.append(contentsOf: Array("\\u003c".utf8))
            } else {
                safe.append(byte)
            }
        }
        return String(decoding: safe, as: UTF8.self)
    }

    private static let svgOpening = Array("<svg".utf8)
    private static let commentOpening = Array("<!--".utf8)
    private static let commentClosing = Array("-->".utf8)

    private static func matches(_ pattern: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in pattern.indices where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
        for index in start...(bytes.count - pattern.count) where bytes[index] == pattern[0] && matches(pattern, in: bytes, at: index) {
            return index
        }
        return nil
    }

    /// `text` without white space or line breaks at either end.
    private static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let space = CharacterSet.whitespacesAndNewlines
        guard let first = scalars.firstIndex(where: { !space.contains($0) }),
              let last = scalars.lastIndex(where: { !space.contains($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
