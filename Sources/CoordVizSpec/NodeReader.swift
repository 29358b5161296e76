/// Reads a composed YAML tree while collecting located diagnostics instead of stopping at the
/// first problem. Every accessor reports what it expected when the node has another shape.
struct NodeReader {
    /// One entry of a mapping: the key's text and node, and the value.
    struct Entry {
        var key: String
        var keyNode: YAMLNode
        var value: YAMLNode
    }

    let path: String
    private(set) var diagnostics: [SpecDiagnostic] = []

    init(path: String) {
        self.path = path
    }

    func location(of node: YAMLNode) -> SourceLocation {
        SourceLocation(path: path, line: node.mark.line, column: node.mark.column)
    }

    func located(_ text: String, _ node: YAMLNode) -> Located<String> {
        Located(value: text, location: location(of: node))
    }

    mutating func error(_ id: DiagnosticID, _ message: String, at node: YAMLNode) {
        error(id, message, at: location(of: node))
    }

    mutating func error(_ id: DiagnosticID, _ message: String, at location: SourceLocation) {
        diagnostics.append(SpecDiagnostic(id, message, at: location))
    }

    // MARK: Shapes

    /// A mapping's entries, or `nil` (and an error) when the node is not a mapping. Keys that
    /// repeat an earlier key were reported while composing and are left out.
    mutating func mapping(_ node: YAMLNode, _ what: String) -> [Entry]? {
        guard case .mapping(let mapping) = node else {
            error(.wrongType, "\(what) must be a mapping (key: value pairs), not \(Self.describe(node))", at: node)
            return nil
        }
        return mapping.pairs.compactMap { pair in
            let key = pair.key.string ?? ""
            return DuplicateKeys.isRenamed(key) ? nil : Entry(key: key, keyNode: pair.key, value: pair.value)
        }
    }

    /// A mapping that may also be written as nothing (`Name:` or `Name: {}`): `[]` then.
    mutating func optionalMapping(_ node: YAMLNode, _ what: String) -> [Entry]? {
        Self.isNull(node) ? [] : mapping(node, what)
    }

    /// A sequence's elements, or `nil` (and an error) when the node is not a list.
    mutating func sequence(_ node: YAMLNode, _ what: String) -> [YAMLNode]? {
        guard case .sequence(let list) = node else {
            error(.wrongType, "\(what) must be a list, not \(Self.describe(node))", at: node)
            return nil
        }
        return list.nodes
    }

    /// A scalar's text, or `nil` (and an error) when the node is empty, a list or a mapping.
    mutating func string(_ node: YAMLNode, _ what: String) -> String? {
        guard case .scalar(let scalar) = node, !Self.isNull(node) else {
            error(.wrongType, "\(what) must be a single value, not \(Self.describe(node))", at: node)
            return nil
        }
        return scalar.string
    }

    /// A scalar's text with its location.
    mutating func locatedString(_ node: YAMLNode, _ what: String) -> Located<String>? {
        string(node, what).map { located($0, node) }
    }

    /// A whole number, or `nil` (and an error) otherwise.
    mutating func int(_ node: YAMLNode, _ what: String) -> Int? {
        guard let text = string(node, what) else { return nil }
        guard let value = Int(text) else {
            error(.wrongType, "\(what) must be a whole number, not '\(text)'", at: node)
            return nil
        }
        return value
    }

    // MARK: Keys

    /// Reports keys that are not in `allowed`, suggesting the closest allowed key.
    mutating func rejectUnknownKeys(_ entries: [Entry], allowed: [String], in what: String) {
        for entry in entries where !allowed.contains(entry.key) {
            var message = "unknown key '\(entry.key)' in \(what)"
            if let suggestion = Suggestion.closest(to: entry.key, among: allowed) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; allowed keys: \(allowed.joined(separator: ", "))"
            }
            error(.unknownKey, message, at: entry.keyNode)
        }
    }

    /// Checks an element's `source` (where in the app's code it was found, as `coordviz scan`
    /// writes it): a `path:line` text. It documents the element and changes nothing else.
    mutating func checkSource(_ entries: [Entry], in what: String) {
        guard let entry = entries.first(where: { $0.key == "source" }), let text = string(entry.value, "'source' of \(what)") else { return }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2, !parts.dropLast().joined(separator: ":").isEmpty, let line = Int(parts.last!), line > 0 else {
            error(.wrongType, "'source' of \(what) is the place in the app's code it comes from, written 'path:line' (e.g. 'Sources/App/HomeCoordinator.swift:12'), not '\(text)'", at: entry.value)
            return
        }
    }

    static func isNull(_ node: YAMLNode) -> Bool {
        guard case .scalar(let scalar) = node, scalar.isPlain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    static func describe(_ node: YAMLNode) -> String {
        switch node {
        case .scalar where isNull(node): "nothing"
        case .scalar(let scalar): "the value '\(scalar.string)'"
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }
}

extension [NodeReader.Entry] {
    /// The value of `key`, if present.
    func value(_ key: String) -> YAMLNode? { first { $0.key == key }?.value }

    /// The entry of `key`, if present.
    func entry(_ key: String) -> NodeReader.Entry? { first { $0.key == key } }
}
