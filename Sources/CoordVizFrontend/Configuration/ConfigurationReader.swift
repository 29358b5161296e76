import CoordVizCore
import CoordVizReview
import CoordVizSpec
import Foundation
import Yams

/// Reads a composed `.coordviz.yml` into a ``Configuration``, collecting every problem with its
/// line and column instead of stopping at the first.
struct ConfigurationReader {
    let path: String
    private(set) var problems: [String] = []

    /// The keys each mapping may hold.
    static let topLevelKeys = ["version", "inputs", "render", "docs", "review"]
    static let reviewKeys = ["rules", "only", "baseline"]
    static let ruleKeys = ["severity", "limit"]
    static let severityNames = ["off", "note", "warning", "error"]

    init(path: String) {
        self.path = path
    }

    mutating func read(_ root: Node) -> Configuration {
        var configuration = Configuration(path: path)
        guard let top = mapping(root, "the configuration") else { return configuration }
        rejectUnknownKeys(top, allowed: Self.topLevelKeys, in: "the configuration")
        if let version = value(top, "version") {
            if version.int != Configuration.currentVersion {
                problem(version, "unsupported-version", "configuration version '\(version.string ?? "?")' is not supported; write 'version: \(Configuration.currentVersion)'")
            }
        } else {
            problem(root, "missing-version", "the configuration has no 'version'; start it with 'version: \(Configuration.currentVersion)'")
        }
        if let inputs = value(top, "inputs") { configuration.inputs = readInputs(inputs) }
        if let render = value(top, "render") { configuration.render = readRender(render) }
        if let docs = value(top, "docs") { configuration.docs = readDocs(docs) }
        if let review = value(top, "review") { readReview(review, into: &configuration) }
        return configuration
    }

    private mutating func readReview(_ node: Node, into configuration: inout Configuration) {
        guard let fields = mapping(node, "'review'") else { return }
        rejectUnknownKeys(fields, allowed: Self.reviewKeys, in: "'review'")
        if let only = value(fields, "only") {
            if let items = only.sequence {
                configuration.review.only = items.compactMap { ruleID($0) }
            } else {
                problem(only, "wrong-type", "'only' is a list of rule ids, e.g. [strong_parent_reference, missing_parent_reference]")
            }
        }
        if let rules = value(fields, "rules"), let entries = mapping(rules, "'rules'") {
            for (key, setting) in entries {
                guard let id = ruleID(key) else { continue }
                if let parsed = readRule(setting, id: id) { configuration.review.rules[id] = parsed }
            }
        }
        if let baseline = value(fields, "baseline") {
            if let file = baseline.scalar?.string, !file.isEmpty {
                configuration.reviewBaseline = resolve(file)
            } else {
                problem(baseline, "wrong-type", "'baseline' is a file path, e.g. coordviz-baseline.json")
            }
        }
    }

    /// `off`, a severity, or `{ severity: …, limit: … }`.
    private mutating func readRule(_ node: Node, id: String) -> ReviewSettings.RuleSetting? {
        if let text = node.scalar?.string {
            return severitySetting(text, at: node, rule: id)
        }
        guard let fields = mapping(node, "rule '\(id)'") else { return nil }
        rejectUnknownKeys(fields, allowed: Self.ruleKeys, in: "rule '\(id)'")
        var setting = ReviewSettings.RuleSetting()
        if let severity = value(fields, "severity"), let text = severity.scalar?.string {
            setting = severitySetting(text, at: severity, rule: id) ?? setting
        }
        if let limit = value(fields, "limit") {
            if let number = limit.int, number >= 0, Rule.named(id)?.defaultLimit != nil {
                setting.limit = number
            } else if Rule.named(id)?.defaultLimit == nil {
                problem(limit, "unknown-key", "rule '\(id)' has no limit; only \(Rule.all.filter { $0.defaultLimit != nil }.map(\.id).joined(separator: " and ")) take one")
            } else {
                problem(limit, "wrong-type", "the limit of '\(id)' is a whole number of 0 or more, e.g. 'limit: 5'")
            }
        }
        return setting
    }

    private mutating func severitySetting(_ text: String, at node: Node, rule: String) -> ReviewSettings.RuleSetting? {
        switch text {
        case "off", "false": return ReviewSettings.RuleSetting(isEnabled: false)
        case "note": return ReviewSettings.RuleSetting(severity: .note)
        case "warning": return ReviewSettings.RuleSetting(severity: .warning)
        case "error": return ReviewSettings.RuleSetting(severity: .error)
        default:
            problem(node, "wrong-type", "'\(text)' is not a setting of rule '\(rule)'; write one of \(Self.severityNames.joined(separator: ", ")), or { severity: …, limit: … }")
            return nil
        }
    }

    /// A rule id named in the file; an unknown one is a problem with the closest id.
    private mutating func ruleID(_ node: Node) -> String? {
        guard let id = node.scalar?.string else {
            problem(node, "wrong-type", "a rule id is a name like strong_parent_reference")
            return nil
        }
        guard Rule.named(id) != nil else {
            let known = Rule.all.map(\.id)
            problem(node, "unknown-rule", "unknown rule '\(id)'\(Suggestion.closest(to: id, among: known).map { "; did you mean '\($0)'?" } ?? "") (rules: \(known.joined(separator: ", ")))")
            return nil
        }
        return id
    }

    /// A path of the file, relative to the configuration file's folder (kept relative when the
    /// configuration's own path is).
    func resolve(_ file: String) -> String {
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return file.hasPrefix("/") || !path.contains("/") ? file : "\(folder.isEmpty ? "" : folder)/\(file)"
    }

    // MARK: Nodes

    mutating func mapping(_ node: Node, _ what: String) -> [(key: Node, value: Node)]? {
        guard let mapping = node.mapping else {
            problem(node, "wrong-type", "\(what) is a mapping of keys to values")
            return nil
        }
        return mapping.map { ($0.key, $0.value) }
    }

    func value(_ fields: [(key: Node, value: Node)], _ key: String) -> Node? {
        fields.first { $0.key.scalar?.string == key }?.value
    }

    mutating func rejectUnknownKeys(_ fields: [(key: Node, value: Node)], allowed: [String], in what: String) {
        for (key, _) in fields {
            let name = key.scalar?.string ?? "?"
            guard !allowed.contains(name) else { continue }
            let hint = Suggestion.closest(to: name, among: allowed).map { "did you mean '\($0)'? " } ?? ""
            problem(key, "unknown-key", "unknown key '\(name)' in \(what); \(hint)valid keys: \(allowed.joined(separator: ", "))")
        }
    }

    mutating func problem(_ node: Node, _ id: String, _ message: String) {
        let mark = node.mark
        problems.append("\(path):\(mark?.line ?? 1):\(mark?.column ?? 1): error: [\(id)] \(message)")
    }
}
