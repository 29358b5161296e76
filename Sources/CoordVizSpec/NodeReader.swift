import Yams

/// Reads a composed YAML tree while collecting located diagnostics instead of stopping at the
/// first problem.
struct NodeReader {
    let path: String
    private(set) var diagnostics: [SpecDiagnostic] = []

    init(path: String) {
        self.path = path
    }

    func location(of node: Node) -> SourceLocation {
        SourceLocation(path: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    mutating func error(_ id: String, _ message: String, at node: Node) {
        diagnostics.append(SpecDiagnostic(.error, id, message, at: location(of: node)))
    }

    mutating func warning(_ id: String, _ message: String, at node: Node) {
        diagnostics.append(SpecDiagnostic(.warning, id, message, at: location(of: node)))
    }

    /// A mapping's entries with string keys, or `nil` (and an error) when the node is not a mapping.
    mutating func mapping(_ node: Node, _ what: String) -> [(key: String, keyNode: Node, value: Node)]? {
        guard case .mapping(let mapping) = node else {
            error("wrong-type", "\(what) must be a mapping (key: value pairs), not \(Self.describe(node))", at: node)
            return nil
        }
        return mapping.map { pair in (pair.key.string ?? "", pair.key, pair.value) }
    }

    /// A sequence's elements, or `nil` (and an error) when the node is not a list.
    mutating func sequence(_ node: Node, _ what: String) -> [Node]? {
        guard case .sequence(let sequence) = node else {
            error("wrong-type", "\(what) must be a list, not \(Self.describe(node))", at: node)
            return nil
        }
        return Array(sequence)
    }

    /// A scalar's text, or `nil` (and an error) when the node is not a plain value.
    mutating func string(_ node: Node, _ what: String) -> String? {
        guard case .scalar(let scalar) = node else {
            error("wrong-type", "\(what) must be a single value, not \(Self.describe(node))", at: node)
            return nil
        }
        return scalar.string
    }

    /// An integer, or `nil` (and an error) otherwise.
    mutating func int(_ node: Node, _ what: String) -> Int? {
        guard let text = string(node, what) else { return nil }
        guard let value = Int(text) else {
            error("wrong-type", "\(what) must be a whole number, not '\(text)'", at: node)
            return nil
        }
        return value
    }

    /// A boolean, or `nil` (and an error) otherwise.
    mutating func bool(_ node: Node, _ what: String) -> Bool? {
        guard let text = string(node, what) else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            error("wrong-type", "\(what) must be true or false, not '\(text)'", at: node)
            return nil
        }
    }

    /// Reports keys that are not in `allowed`, suggesting the closest allowed key.
    mutating func rejectUnknownKeys(_ entries: [(key: String, keyNode: Node, value: Node)], allowed: [String], in what: String) {
        for entry in entries where !allowed.contains(entry.key) {
            var message = "unknown key '\(entry.key)' in \(what)"
            if let suggestion = Suggestion.closest(to: entry.key, among: allowed) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; allowed keys: \(allowed.joined(separator: ", "))"
            }
            error("unknown-key", message, at: entry.keyNode)
        }
    }

    static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): "the value '\(scalar.string)'"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}

/// "Did you mean" suggestions by edit distance.
enum Suggestion {
    static func closest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, word.count / 3) ? best.0 : nil
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
