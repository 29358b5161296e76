/// Escaping by construction: one function per output context. Every name, title, trigger, id
/// or URL that came from an input (a spec, a snapshot, a recording) is written through the
/// function for the place it lands in, so no input can end a string, open a tag, add an
/// attribute, form a Mermaid statement or directive, or move a terminal's cursor.
///
/// Characters that would not show or would act rather than print (control characters, line and
/// paragraph separators, bidirectional overrides, byte-order marks) are first made visible by
/// ``visible(_:keepingNewlines:)``: `\n`, `\r`, `\t`, or `\u{1B}`.
public enum Escaping {
    // MARK: Visible characters

    /// `text` with every character that would not show, or would act on what shows it, written
    /// as an escape: `\n`, `\r`, `\t`, else `\u{XX}` (hexadecimal). A backslash stays as it is.
    ///
    /// - Parameter keepingNewlines: keep line feeds (for multi-line texts such as tooltips).
    public static func visible(_ text: String, keepingNewlines: Bool = false) -> String {
        // Printable ASCII (most names and labels) is itself: one pass over the bytes says so.
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) || (keepingNewlines && $0 == 0x0A) }) { return text }
        guard text.unicodeScalars.contains(where: { isInvisible($0) && !(keepingNewlines && $0 == "\n") }) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            guard isInvisible(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n" where keepingNewlines: result += "\n"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// Whether a scalar would not show as itself: C0 and C1 control characters, DEL, line and
    /// paragraph separators, bidirectional marks, embeddings, overrides and isolates, the
    /// byte-order mark and the noncharacters XML forbids.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        case 0xFEFF, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    // MARK: XML and HTML

    /// Text content of an XML or HTML element: `&`, `<`, `>` as entities; line feeds kept.
    public static func xmlText(_ text: String) -> String {
        replacing(visible(text, keepingNewlines: true)) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            default: nil
            }
        }
    }

    /// A quoted XML or HTML attribute value (either quote): `&`, `<`, `>`, `"`, `'` as entities,
    /// a line feed as `&#10;`.
    public static func xmlAttribute(_ text: String) -> String {
        replacing(visible(text, keepingNewlines: true)) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            case "\n": "&#10;"
            default: nil
            }
        }
    }

    // MARK: Graphviz

    /// A value Graphviz keeps as a quoted DOT string (a node name, an id, a tooltip, a plain
    /// label): backslashes doubled, since Graphviz reads `\N`, `\n`, `\l`… in most attributes
    /// as escapes and its DOT writer does not escape a backslash before a quote. Line feeds are
    /// kept (they are legal inside DOT strings); quotes are escaped by Graphviz itself.
    public static func dotString(_ text: String) -> String {
        let shown = visible(text, keepingNewlines: true)
        // Most texts have no backslash: they are returned as they are, without a copy.
        guard shown.utf8.contains(UInt8(ascii: "\\")) else { return shown }
        return replacing(shown) { $0 == "\\" ? "\\\\" : nil }
    }

    /// Text inside a Graphviz HTML-like label (`<…>`): `&`, `<`, `>`, `"` as entities, line
    /// breaks made visible (a label's own breaks are `<BR/>`, written by the view).
    public static func dotHTML(_ text: String) -> String {
        replacing(visible(text)) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            default: nil
            }
        }
    }

    // MARK: URLs

    /// A URL fragment (`#…`) naming an element id: everything but ASCII letters, digits and
    /// `-._~:@` percent-encoded as UTF-8, so the URL cannot end an attribute or carry markup.
    /// Browsers decode the fragment before looking the id up.
    public static func urlFragment(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || "-._~:@".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }

    // MARK: Mermaid

    /// Text inside a quoted Mermaid label (`["…"]`, `|"…"|`): quotes, angle brackets, `&`, `#`,
    /// `%` and backticks as Mermaid entity codes (`#quot;`), so no label ends early, forms a
    /// `%%{…}%%` directive or a Markdown string; line feeds as `<br/>`.
    public static func mermaidLabel(_ text: String) -> String {
        replacing(visible(text, keepingNewlines: true)) { scalar in
            switch scalar {
            case "\"": "#quot;"
            case "<": "#lt;"
            case ">": "#gt;"
            case "&": "#38;"
            case "#": "#35;"
            case "%": "#37;"
            case "`": "#96;"
            case "\n": "<br/>"
            default: nil
            }
        }
    }

    /// Text after `%%` on a Mermaid comment line: one line (line breaks made visible) in which
    /// `%` is written as the full-width `％`, so no `%%{…}%%` directive can form.
    public static func mermaidComment(_ text: String) -> String {
        visible(text).replacingOccurrences(of: "%", with: "％")
    }

    /// A YAML double-quoted scalar, quotes included, for Mermaid's front matter (`title: "…"`):
    /// one line, `\` and `"` escaped, `%` as `\x25` so no directive can form.
    public static func yamlDoubleQuoted(_ text: String) -> String {
        let body = replacing(visible(text)) { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "\"": "\\\""
            case "%": "\\x25"
            default: nil
            }
        }
        return "\"" + body + "\""
    }

    // MARK: Markdown

    /// Inline Markdown text that shows as written: ASCII punctuation Markdown could read as
    /// syntax backslash-escaped, `<` and `&` as entities, one line.
    public static func markdown(_ text: String) -> String {
        replacing(visible(text)) { scalar in
            switch scalar {
            case "<": "&lt;"
            case "&": "&amp;"
            case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", ".", "!", "|", "~", ">", "\"":
                "\\" + String(scalar)
            default: nil
            }
        }
    }

    // MARK: Terminal

    /// One line for a terminal or a log: control characters and separators made visible (no
    /// input can move the cursor, set a title or start a new, forged line), every run of more
    /// than `runLimit` characters without a space cut in the middle with an ellipsis, and the
    /// whole line cut to about `lineLimit` characters the same way.
    public static func terminal(_ line: String, runLimit: Int = 160, lineLimit: Int = 1_000) -> String {
        let shown = visible(line)
        var result = ""
        var run = ""
        func flush() {
            result += cut(run, to: runLimit)
            run = ""
        }
        for character in shown {
            if character == " " {
                flush()
                result.append(character)
            } else {
                run.append(character)
            }
        }
        flush()
        return cut(result, to: lineLimit)
    }

    /// `text` unchanged when it has at most `limit` characters, else its start and end around
    /// `…(N characters cut)…`.
    public static func cut(_ text: String, to limit: Int) -> String {
        let count = text.count
        guard count > limit, limit >= 8 else { return text }
        let head = limit * 2 / 3, tail = limit - head
        return "\(text.prefix(head))…(\(count - head - tail) characters cut)…\(text.suffix(tail))"
    }

    // MARK: Helpers

    /// `text` with each scalar `replacement` maps replaced, the others kept. Scalars, not
    /// characters: a quote followed by a combining mark is one `Character` but still a quote.
    private static func replacing(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        // Most texts have nothing to replace: they are returned as they are, without a copy.
        guard text.unicodeScalars.contains(where: { replacement($0) != nil }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) { result += replaced } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
