/// Finds where a key is repeated in a mapping and renames the repeat, so that a file with a
/// duplicate key can still be read to the end (the YAML library rejects such a file outright,
/// naming only the first occurrence).
///
/// The repeat is renamed by replacing its first character with a private-use character: the
/// text keeps its length, so every other line and column stays where it was, and readers skip
/// renamed keys (``isRenamed(_:)``).
enum DuplicateKeys {
    private static let markers: ClosedRange<UInt32> = 0xE000...0xE0FF

    /// Whether a key is a repeat renamed by ``rename(in:key:first:count:)``.
    static func isRenamed(_ key: String) -> Bool {
        key.unicodeScalars.first.map { markers.contains($0.value) } ?? false
    }

    /// A repeat of `key` (first written at `line`:`column`, counted from 1) found and renamed.
    struct Repeat {
        var text: String
        var line: Int
        var column: Int
    }

    /// Renames the next repeat of `key` after its first occurrence; `nil` when none can be found.
    /// `count` numbers the repeats renamed so far, so that renamed keys stay distinct.
    static func rename(in text: String, key: String, line: Int, column: Int, count: Int) -> Repeat? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        guard line >= 1, line <= lines.count, count < markers.count,
              let found = findRepeat(of: Array(key.unicodeScalars), line: line - 1, column: column - 1, in: lines) else { return nil }
        let quoted = lines[found.line][found.column] == "\"" || lines[found.line][found.column] == "'"
        lines[found.line][found.column + (quoted ? 1 : 0)] = Unicode.Scalar(markers.lowerBound + UInt32(count))!
        let renamed = lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
        return Repeat(text: renamed, line: found.line + 1, column: found.column + 1)
    }

    /// The 0-based position of the next `key:` in the same mapping: later on the same line at the
    /// same bracket depth (flow style), else at the same column on a later line (block style, or
    /// JSON with one key per line).
    private static func findRepeat(of key: [Unicode.Scalar], line: Int, column: Int, in lines: [[Unicode.Scalar]]) -> (line: Int, column: Int)? {
        let first = lines[line]
        guard column < first.count, let firstLength = keyLength(key, in: first, at: column) else { return nil }
        var depth = 0
        var index = column + firstLength
        while index < first.count {
            let character = first[index]
            if depth == 0, let _ = keyLength(key, in: first, at: index), index > 0, !isNameCharacter(first[index - 1]) {
                return (line, index)
            }
            switch character {
            case "{", "[": depth += 1
            case "}", "]": depth -= 1
            case "\"", "'": index = first[(index + 1)...].firstIndex(of: character) ?? first.count
            default: break
            }
            if depth < 0 { break }
            index += 1
        }
        for next in (line + 1)..<lines.count {
            let candidate = lines[next]
            guard column < candidate.count, candidate[..<column].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "-" }) else { continue }
            if keyLength(key, in: candidate, at: column) != nil { return (next, column) }
        }
        return nil
    }

    /// The length of `key` written at `index` (plain, `"quoted"` or `'quoted'`) when a `:` follows it.
    private static func keyLength(_ key: [Unicode.Scalar], in line: [Unicode.Scalar], at index: Int) -> Int? {
        for quote in [nil, "\"", "'"] as [Unicode.Scalar?] {
            let form = quote.map { [$0] + key + [$0] } ?? key
            guard index + form.count <= line.count, Array(line[index..<(index + form.count)]) == form else { continue }
            var after = index + form.count
            while after < line.count, line[after] == " " || line[after] == "\t" { after += 1 }
            if after < line.count, line[after] == ":" { return form.count }
        }
        return nil
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-" || scalar == "."
    }
}
