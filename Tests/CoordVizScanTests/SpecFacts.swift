import Foundation
import Yams

/// The facts of a flow spec that a scan is measured on, per category, read from its YAML: the
/// same reading for a hand-written spec and a scanned one, so they compare like for like.
struct SpecFacts {
    static let categories = [
        "coordinators", "children", "parents", "tabs", "containers", "presentations", "conditions", "phases",
        "screens", "pushes", "transitions", "deepLinks",
    ]

    var sets: [String: Set<String>] = [:]

    init(yaml: String) throws {
        guard let top = try Yams.load(yaml: yaml) as? [String: Any] else { return }
        let coordinators = top["coordinators"] as? [String: Any] ?? [:]
        let screensSection = top["screens"] as? [String: Any] ?? [:]
        var tabContent: [String: String] = [:]
        var facts = Dictionary(uniqueKeysWithValues: Self.categories.map { ($0, Set<String>()) })
        func screen(_ name: String) -> String { name.split(separator: "#").first.map(String.init) ?? name }
        func addScreen(_ name: String) { facts["screens"]!.insert(screen(name)) }
        for (name, value) in coordinators {
            facts["coordinators"]!.insert(name)
            let fields = value as? [String: Any] ?? [:]
            if let children = fields["children"] as? [String: Any] {
                for child in children.values { facts["children"]!.insert("\(name) > \(child)") }
            } else if let children = fields["children"] as? [Any] {
                for child in children { facts["children"]!.insert("\(name) > \(child)") }
            }
            if let parent = fields["parent"] as? String {
                facts["parents"]!.insert("\(name) -> \(parent) (weak)")
            } else if let parent = fields["parent"] as? [String: Any] {
                facts["parents"]!.insert("\(name) -> \(parent["target"] ?? "?") (\(parent["strength"] ?? "weak"))")
            }
            for (index, tab) in (fields["tabs"] as? [Any] ?? []).enumerated() {
                let content: String
                var title: String?
                if let coordinator = tab as? String {
                    content = coordinator
                } else {
                    let tab = tab as? [String: Any] ?? [:]
                    if let coordinator = tab["coordinator"] as? String {
                        content = coordinator
                        facts["children"]!.insert("\(name) > \(coordinator)")
                    } else if let shown = tab["screen"] as? String {
                        content = screen(shown)
                        addScreen(shown)
                    } else {
                        let stack = tab["stack"] as? [String] ?? []
                        stack.forEach(addScreen)
                        for (lower, upper) in zip(stack, stack.dropFirst()) { facts["pushes"]!.insert("\(screen(lower)) > \(screen(upper))") }
                        content = stack.first.map(screen) ?? "?"
                    }
                    title = tab["title"].map { "\($0)" }
                }
                facts["tabs"]!.insert("\(name)[\(index)] = \(content)")
                tabContent[content] = content
                if let title { tabContent[title] = content }
            }
            let stack = fields["stack"] as? [String] ?? []
            stack.forEach(addScreen)
            for (lower, upper) in zip(stack, stack.dropFirst()) { facts["pushes"]!.insert("\(screen(lower)) > \(screen(upper))") }
            if let single = fields["screen"] as? String { addScreen(single) }
            for key in ["split", "pages"] {
                let parts = fields[key] as? [String] ?? []
                for item in parts where coordinators[item] == nil { addScreen(item) }
                if !parts.isEmpty { facts["containers"]!.insert("\(name) \(key): \(parts.map(screen).joined(separator: ", "))") }
            }
            // Presented containers: over which screen, and how; `when` by its presence (hand-written
            // specs say it in words, the scan in code).
            if let from = fields["presentedFrom"] as? String { facts["presentations"]!.insert("\(name) presented from \(screen(from))") }
            if let style = fields["style"] as? String { facts["presentations"]!.insert("\(name) presented \(style)") }
            if fields["when"] != nil { facts["conditions"]!.insert("\(name) has a condition") }
        }
        for (name, value) in screensSection {
            addScreen(name)
            let fields = value as? [String: Any] ?? [:]
            for pushed in fields["pushes"] as? [String] ?? [] {
                addScreen(pushed)
                facts["pushes"]!.insert("\(screen(name)) > \(screen(pushed))")
            }
            for presented in fields["presents"] as? [String] ?? [] { addScreen(presented) }
        }
        for (index, phase) in (top["phases"] as? [[String: Any]] ?? []).enumerated() {
            facts["phases"]!.insert("phase \(index + 1): \(phase["root"] ?? "?")")
        }
        var transitionKeys: [String: String] = [:]
        for transition in top["transitions"] as? [[String: Any]] ?? [] {
            let start: String
            if let from = transition["from"] as? String {
                start = screen(from)
                addScreen(from)
            } else {
                start = "entry point"
            }
            let steps = (transition["steps"] as? [Any] ?? []).map { step -> String in
                if let kind = step as? String { return kind }
                guard let pair = (step as? [String: Any])?.first else { return "?" }
                let target = "\(pair.value)"
                if pair.key == "switchTab" { return "switchTab \(tabContent[target] ?? target)" }
                if ["push", "present", "showDetail"].contains(pair.key) { addScreen(target) }
                return "\(pair.key) \(screen(target))"
            }
            let key = "\(start): \(steps.joined(separator: ", "))"
            facts["transitions"]!.insert(key)
            if let id = transition["id"] as? String { transitionKeys[id] = key }
        }
        for link in top["deepLinks"] as? [[String: Any]] ?? [] {
            let url = (link["url"] as? String ?? "").replacingOccurrences(of: "\\{[^}]*\\}", with: "{}", options: .regularExpression)
            facts["deepLinks"]!.insert(url)
        }
        sets = facts
    }

    /// Precision and recall of `found` against `expected`, per category.
    struct Score {
        var truePositives: Int
        var found: Int
        var expected: Int
        var precision: Double { found == 0 ? (expected == 0 ? 1 : 0) : Double(truePositives) / Double(found) }
        var recall: Double { expected == 0 ? 1 : Double(truePositives) / Double(expected) }
        var f1: Double { precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall) }
    }

    static func score(found: SpecFacts, expected: SpecFacts) -> [String: Score] {
        Dictionary(uniqueKeysWithValues: categories.map { category in
            let got = found.sets[category] ?? []
            let want = expected.sets[category] ?? []
            return (category, Score(truePositives: got.intersection(want).count, found: got.count, expected: want.count))
        })
    }
}
