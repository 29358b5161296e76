/// Where values sit in a JSON text, by JSON path (`$.coordinators[1].backReferences[0]`): the
/// line and column a reporter needs to annotate a snapshot or recording file, whose findings
/// otherwise name only a JSON path.
public enum JSONPositions {
    /// A 1-based line and column (in Unicode scalars).
    public struct Position: Hashable, Sendable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// The start of each value of `paths` that `text` holds; paths it does not hold are left
    /// out, and so is everything after a syntax error.
    public static func positions(of paths: Set<String>, in text: String) -> [String: Position] {
        var scanner = Scanner(scalars: Array(text.unicodeScalars), wanted: paths)
        scanner.value(at: "$")
        return scanner.found
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        let wanted: Set<String>
        var found: [String: Position] = [:]
        var index = 0
        var line = 1
        var column = 1
        var failed = false

        init(scalars: [Unicode.Scalar], wanted: Set<String>) {
            self.scalars = scalars
            self.wanted = wanted
        }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func advance() {
            if current == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }

        mutating func skipSpace() {
            while let scalar = current, scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t" { advance() }
        }

        mutating func expect(_ scalar: Unicode.Scalar) {
            skipSpace()
            if current == scalar { advance() } else { failed = true }
        }

        mutating func value(at path: String) {
            skipSpace()
            guard !failed, let scalar = current else { failed = true; return }
            if wanted.contains(path) { found[path] = Position(line: line, column: column) }
            switch scalar {
            case "{":
                advance()
                skipSpace()
                if current == "}" { advance(); return }
                while !failed {
                    skipSpace()
                    let key = string()
                    expect(":")
                    value(at: "\(path).\(key)")
                    skipSpace()
                    if current == "," { advance(); continue }
                    expect("}")
                    return
                }
            case "[":
                advance()
                skipSpace()
                if current == "]" { advance(); return }
                var position = 0
                while !failed {
                    value(at: "\(path)[\(position)]")
                    position += 1
                    skipSpace()
                    if current == "," { advance(); continue }
                    expect("]")
                    return
                }
            case "\"":
                _ = string()
            default:
                // A number, true, false or null: up to the next delimiter.
                while let next = current, !",}] \n\r\t".unicodeScalars.contains(next) { advance() }
            }
        }

        /// A string's contents, escapes kept as written (keys in coordviz's files have none).
        mutating func string() -> String {
            guard current == "\"" else { failed = true; return "" }
            advance()
            var result = String.UnicodeScalarView()
            while let scalar = current, scalar != "\"" {
                if scalar == "\\" {
                    result.append(scalar)
                    advance()
                }
                if let escaped = current { result.append(escaped) }
                advance()
            }
            if current == nil { failed = true } else { advance() }
            return String(result)
        }
    }
}
