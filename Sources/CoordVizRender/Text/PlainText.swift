import Foundation

/// Turns attribute values into plain text for formats that cannot show Graphviz's HTML-like
/// labels: tags dropped, line breaks and table rows as newlines, cells separated by two spaces,
/// entities decoded, blank lines and surrounding blanks removed.
///
/// Works on UTF-8 bytes in one pass: it runs for every label of a view when a large app's parts
/// are measured for a grid (``Diagram/extents(of:)``), thousands of labels at a time.
enum PlainText {
    static func of(_ value: AttributeValue) -> String {
        switch value {
        case .text(let text): lines(text.replacingOccurrences(of: "\\n", with: "\n"))
        case .html(let html): lines(stripTags(html))
        }
    }

    /// The number of lines of `value` as plain text (``of(_:)``) and the length of the longest in
    /// characters, without making the text: label measuring asks this of every node of a large
    /// view. ASCII labels are measured in one pass over their bytes; others through ``of(_:)``.
    static func measure(_ value: AttributeValue) -> (longest: Int, lines: Int) {
        var raw = value.string
        let isHTML: Bool
        switch value {
        case .text: isHTML = false
        case .html: isHTML = true
        }
        if let measured = raw.withUTF8({ bytes in measureASCII(bytes, isHTML: isHTML) }) { return measured }
        let lines = of(value).split(separator: "\n")
        return (lines.map(\.count).max() ?? 0, lines.count)
    }

    /// ``measure(_:)`` for text without carriage returns whose every character is one byte of
    /// ASCII or one scalar that is a character on its own (``standsAlone(_:)``), so a character
    /// starts at each byte that does not continue a UTF-8 sequence; `nil` for any other text.
    /// Follows ``of(_:)`` step by step: `\n` escapes (plain text) or tags and entities (HTML)
    /// first, then lines trimmed of tabs and spaces, blank ones dropped.
    private static func measureASCII(_ bytes: UnsafeBufferPointer<UInt8>, isHTML: Bool) -> (longest: Int, lines: Int)? {
        var isASCII = true
        for byte in bytes where byte >= 0x80 || byte == UInt8(ascii: "\r") {
            if byte == UInt8(ascii: "\r") { return nil }
            isASCII = false
        }
        if !isASCII {
            for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars where scalar.value >= 0x80 {
                guard standsAlone(scalar) else { return nil }
            }
        }
        var longest = 0, lines = 0
        // The current line: its length so far, and where its first and last non-blank bytes are.
        var length = 0, firstNonBlank = -1, lastNonBlank = -1
        func endLine() {
            if firstNonBlank >= 0 {
                longest = max(longest, lastNonBlank - firstNonBlank + 1)
                lines += 1
            }
            length = 0
            firstNonBlank = -1
        }
        func emit(_ byte: UInt8) {
            if byte == UInt8(ascii: "\n") { return endLine() }
            // A byte that continues a UTF-8 sequence belongs to the character its lead byte began.
            if byte & 0xC0 == 0x80 { return }
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") {
                if firstNonBlank < 0 { firstNonBlank = length }
                lastNonBlank = length
            }
            length += 1
        }
        forEachPlainByte(of: bytes, isHTML: isHTML, emit)
        endLine()
        return (longest, lines)
    }

    /// Whether `scalar` (not ASCII) is always one character of its own and never blank, so
    /// counting it as one matches `String.count` and line trimming: Latin-1 letters and signs,
    /// dashes, quotes and bullets, arrows and technical signs, box drawing, shapes and dingbats.
    /// Spaces, format characters and anything that joins its neighbours (combining marks,
    /// variation selectors, emoji modifiers, Hangul jamo) are left out.
    private static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xA1...0xFF: scalar.value != 0xAD
        case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x23FF, 0x2500...0x27BF: true
        default: false
        }
    }

    /// `html` without its tags, `<br>` and `</tr>` as line feeds, `</td>` as two spaces, and
    /// `&lt;`, `&gt;`, `&quot;` and `&amp;` decoded (a `<` without a later `>` stays as text).
    private static func stripTags(_ html: String) -> String {
        var html = html
        return html.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            forEachPlainByte(of: bytes, isHTML: true) { result.append($0) }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// Hands `emit` each byte of the text as plain text, before lines are trimmed: for HTML, tags
    /// dropped (`<br>` and `</tr>` as a line feed, `</td>` as two spaces; a `<` without a later
    /// `>` stays as text) and entities decoded; for plain text, each `\n` escape as a line feed.
    private static func forEachPlainByte(of bytes: UnsafeBufferPointer<UInt8>, isHTML: Bool, _ emit: (UInt8) -> Void) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if isHTML, byte == UInt8(ascii: "<"), let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: ">")) {
                switch tagName(bytes[(index + 1)..<close]) {
                case .lineBreak: emit(UInt8(ascii: "\n"))
                case .cellEnd: emit(UInt8(ascii: " ")); emit(UInt8(ascii: " "))
                case .other: break
                }
                index = close + 1
            } else if isHTML, byte == UInt8(ascii: "&"), let (decoded, entityLength) = entity(at: index, in: bytes) {
                emit(decoded)
                index += entityLength
            } else if !isHTML, byte == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "n") {
                emit(UInt8(ascii: "\n"))
                index += 2
            } else {
                emit(byte)
                index += 1
            }
        }
    }

    private enum Tag { case lineBreak, cellEnd, other }

    /// What a tag's text (between `<` and `>`) does to plain text: its name is its first word,
    /// split at blanks, and at slashes unless it is a closing tag; compared without case.
    private static func tagName(_ tag: Slice<UnsafeBufferPointer<UInt8>>) -> Tag {
        let closing = tag.first == UInt8(ascii: "/")
        func isSeparator(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || (!closing && byte == UInt8(ascii: "/")) }
        guard let start = tag.firstIndex(where: { !isSeparator($0) }) else { return .other }
        let end = tag[start...].firstIndex(where: isSeparator) ?? tag.endIndex
        let name = tag[start..<end].map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
        switch name {
        case Array("br".utf8), Array("/tr".utf8): return .lineBreak
        case Array("/td".utf8): return .cellEnd
        default: return .other
        }
    }

    private static let entities: [(text: [UInt8], character: UInt8)] = [
        (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")),
        (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&amp;".utf8), UInt8(ascii: "&")),
    ]

    /// The character an entity at `index` stands for and the entity's length in bytes.
    private static func entity(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (UInt8, Int)? {
        for entity in entities where index + entity.text.count <= bytes.count {
            if bytes[index..<(index + entity.text.count)].elementsEqual(entity.text) {
                return (entity.character, entity.text.count)
            }
        }
        return nil
    }

    /// Non-blank lines, each without the tabs and spaces (Unicode `Zs`) around it.
    private static func lines(_ text: String) -> String {
        func isBlank(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        var kept: [String] = []
        for line in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let first = line.firstIndex(where: { !isBlank($0) }), let last = line.lastIndex(where: { !isBlank($0) }) else { continue }
            kept.append(String(line[first...last]))
        }
        return kept.joined(separator: "\n")
    }
}
