/// How Graphviz 2.42's DOT writer spells one string (an id, an attribute name or value), so
/// ``DOTWriter`` writes the same bytes Graphviz does:
///
/// - an HTML-like string is written inside `<` `>` as it is (the views escape its text);
/// - any other string is written bare when it is a DOT identifier or number that is not a
///   keyword (`node`, `edge`, `graph`, `digraph`, `subgraph`, `strict`, in any case), else in
///   double quotes with each `"` preceded by a backslash. Nothing else is escaped: a backslash
///   stays a backslash (``Escaping/dotString(_:)`` doubles them before), a line feed stays a line
///   feed, which DOT allows inside quotes;
/// - a quoted string is broken with a backslash-newline (which DOT reads as nothing) once a line
///   holds `lineLength` bytes, at the next place where a character that cannot be part of an
///   identifier is followed by one that can.
///
/// Works on UTF-8 bytes: every byte above 127 counts as a letter, as in Graphviz.
enum DOTSpelling {
    /// Graphviz's line length when the graph sets no `linelength`.
    static let defaultLineLength = 128

    /// Appends `text` as DOT spells it.
    static func append(_ text: String, isHTML: Bool, lineLength: Int, to output: inout [UInt8]) {
        if isHTML {
            output.append(UInt8(ascii: "<"))
            output.append(contentsOf: text.utf8)
            output.append(UInt8(ascii: ">"))
        } else {
            var text = text
            text.withUTF8 { appendPlain($0, lineLength: lineLength, to: &output) }
        }
    }

    /// Appends a string that is not HTML-like: bare when it may be, else quoted.
    static func appendPlain(_ bytes: UnsafeBufferPointer<UInt8>, lineLength: Int, to output: inout [UInt8]) {
        guard let first = bytes.first else {
            output.append(contentsOf: [quote, quote])
            return
        }
        let start = output.count
        output.append(quote)
        var needsQuotes = false
        var mayBeNumber = isDigit(first) || first == dot || first == minus
        var dots = 0
        var lineBytes = 0
        var breakPending = false
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == quote {
                output.append(backslash)
                needsQuotes = true
            } else if mayBeNumber {
                if byte == minus {
                    if lineBytes > 0 { mayBeNumber = false; needsQuotes = true }
                } else if byte == dot {
                    if dots > 0 { mayBeNumber = false; needsQuotes = true }
                    dots += 1
                } else if !isDigit(byte) {
                    mayBeNumber = false
                    needsQuotes = true
                }
            } else if !(isAlphanumeric(byte) || byte == underscore || byte >= 0x80) {
                needsQuotes = true
            }
            output.append(byte)
            lineBytes += 1
            guard lineLength > 0, index + 1 < bytes.count else { continue }
            // A break goes between a byte that cannot be part of an identifier (and is not a
            // backslash) and one that can.
            let breakable = !(isIdentifierByte(byte) || byte == backslash) && isIdentifierByte(bytes[index + 1])
            if breakPending && breakable {
                output.append(contentsOf: [backslash, newline])
                needsQuotes = true
                breakPending = false
                lineBytes = 0
            } else if lineBytes >= lineLength {
                if breakable {
                    output.append(contentsOf: [backslash, newline])
                    needsQuotes = true
                    lineBytes = 0
                } else {
                    breakPending = true
                }
            }
        }
        output.append(quote)
        if needsQuotes || (lineBytes == 1 && (first == dot || first == minus)) || isKeyword(bytes) {
            return
        }
        // A bare identifier or number: the quotes go, nothing inside them changed.
        output.removeSubrange(start...)
        output.append(contentsOf: bytes)
    }

    /// The line length a graph's `linelength` attribute asks for, as Graphviz reads it: leading
    /// digits, 0 (no breaks) or at least 60; anything else keeps the default.
    static func lineLength(forAttribute value: String?) -> Int {
        guard let value, let first = value.utf8.first, isDigit(first) else { return defaultLineLength }
        var length = 0
        for byte in value.utf8 {
            guard isDigit(byte) else { break }
            length = length &* 10 &+ Int(byte - UInt8(ascii: "0"))
            if length > Int(Int32.max) { return defaultLineLength }
        }
        return length == 0 || length >= 60 ? length : defaultLineLength
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let newline = UInt8(ascii: "\n")
    private static let dot = UInt8(ascii: ".")
    private static let minus = UInt8(ascii: "-")
    private static let underscore = UInt8(ascii: "_")

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    /// A byte that can continue an identifier or number, for line breaking.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == dot || byte == minus || byte >= 0x80
    }

    private static let keywords: [[UInt8]] = ["node", "edge", "strict", "graph", "digraph", "subgraph"].map { Array($0.utf8) }

    private static func isKeyword(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        keywords.contains { keyword in
            keyword.count == bytes.count && zip(keyword, bytes).allSatisfy { $0 == ($1 | 0x20) }
        }
    }
}
