import SwiftSyntax

/// Home-screen quick actions: a `switch` over a shortcut item's `type` (in
/// `windowScene(_:performActionFor:)`, `application(_:performActionFor:)` or a helper they call)
/// maps each action to what it does; each becomes a transition from a `shortcut` entry point.
extension Inference {
    /// Whether a recorded `switch` chooses among quick actions: its subject is a shortcut item's
    /// property, or a parameter typed `UIApplicationShortcutItem` is switched over.
    static func switchesShortcuts(_ routing: Facts.LinkSwitch) -> Bool {
        let shortcutParameters = routing.function.parameters.filter { $0.type?.name == "UIApplicationShortcutItem" }.map(\.name)
        if shortcutParameters.contains(where: { routing.subjectText.hasPrefix($0 + ".") }) { return true }
        return routing.subjectText.lowercased().contains("shortcut")
    }

    /// `"com.example.app.new-note"` → `new-note`; `Identifiers.search` → `search`.
    static func shortcutName(_ pattern: String) -> String {
        var text = pattern.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        if let dot = text.lastIndex(of: "."), text.index(after: dot) < text.endIndex { text = String(text[text.index(after: dot)...]) }
        return text
    }

    /// One transition per quick action that does something the scan can follow (its first way
    /// that does); the others are reported.
    func shortcutEntries(_ facts: Facts, transitions: inout [ScannedApp.Transition], tabNames: [String: [String]]) {
        var ids = Set(transitions.map(\.id))
        // Declared types, and coordinators adopted though declared elsewhere.
        let nodes = Set(catalog.order).union(facts.undeclaredCoordinators.keys)
        var seen: Set<SourceReference> = []
        for routing in facts.linkSwitches where Self.switchesShortcuts(routing) && seen.insert(routing.source).inserted {
            for item in routing.cases where item.patterns != ["default"] {
                let names = item.patterns.map(Self.shortcutName)
                let steps = firstWaySteps(routing, body: item.body, source: item.source, tabNames: tabNames, nodes: nodes)
                guard !steps.isEmpty else {
                    interpreter.facts.unresolved.append((item.source, "the quick action \(names.joined(separator: ", ")) does nothing the scan can follow; it is left out"))
                    continue
                }
                for name in names {
                    var transition = ScannedApp.Transition(
                        id: uniqueID("shortcut-" + Self.kebab(name), &ids), from: nil, entryPoint: name,
                        trigger: routing.function.signature, steps: steps, source: item.source
                    )
                    transition.entryKind = "shortcut"
                    transitions.append(transition)
                }
            }
        }
    }

    /// The steps of the first way through a case of a routing `switch` that does something
    /// (empty when none does), run as the handler's code with the handler's locals.
    func firstWaySteps(
        _ routing: Facts.LinkSwitch, body: CodeBlockItemListSyntax, source: SourceReference,
        tabNames: [String: [String]], nodes: Set<String>
    ) -> [ScannedApp.Step] {
        let function = FunctionDecl(name: routing.function.name, parameters: [], returnType: nil, body: body, isStatic: false, source: source)
        var arguments = routing.bindings
        arguments.removeValue(forKey: "self")
        for way in interpreter.enumeratePaths({ interpreter.run(function, of: routing.handler, arguments: arguments, follow: true).steps }) {
            let steps = convert(way.steps, tabNames: tabNames, nodes: nodes)
            if !steps.isEmpty { return steps }
        }
        return []
    }
}
