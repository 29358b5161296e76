import SwiftSyntax

/// Route cases whose URLs the sources do not give (the app parses links in another module, or
/// the route enum is built elsewhere from a URL): still the app's entry points.
extension Inference {
    /// `https://www.example.org` in some method of the handler (a help page, a debug URL) is a
    /// web address the app opens, not the scheme of its links; only the routing method or the
    /// route enum saying so makes `http`/`https` the links' scheme.
    static func isWebAddress(_ scheme: String, in function: FunctionDecl, of type: TypeDecl, routing: Bool, enumDecl: TypeDecl?) -> Bool {
        ["http", "https"].contains(scheme.lowercased()) && !routing && type.name != enumDecl?.name
    }

    /// A type naming routes or links (`Route`, `AppDeepLink`, `LinkTarget`).
    static func namesRoutes(_ typeName: String) -> Bool {
        // What a screen sends (`ExpiredLinkAction`, `LinkEffect`) is no route, whatever it names.
        guard !["Action", "Effect", "Event", "State"].contains(where: { typeName.hasSuffix($0) }) else { return false }
        return ["Route", "DeepLink", "Deeplink", "Link"].contains { typeName.contains($0) }
    }

    /// `start() { navigate(to: .welcome) }`: the route a coordinator starts with is shown when it
    /// starts, no entry point of its own.
    private func isStartingRoute(_ caseName: String, of routing: Facts.LinkSwitch) -> Bool {
        guard let type = catalog[routing.handler] else { return false }
        return type.functions.contains { function in
            guard ["start", "init"].contains(function.name), let body = function.body else { return false }
            return body.descendants(FunctionCallExprSyntax.self).contains { call in
                // Its own handler (`navigate(to: .welcome)`, `self.navigate(…)`), not another object's.
                guard Self.referencedMethod(call.calledExpression) == routing.function.name,
                      let first = call.arguments.first?.expression.trimmedText else { return false }
                return first.hasPrefix(".") && Interpreter.caseName(of: first) == caseName
            }
        }
    }

    /// A case of a `switch` over a route enum whose URL is not in the sources: every way its code
    /// goes that does something is a transition from an entry point named after the case
    /// (`Route.settings`), with no deep link (a URL would be a guess); reported either way.
    /// Returns whether the case was handled so (the subject names routes).
    func keepEntryPoint(
        _ routing: Facts.LinkSwitch, case item: (patterns: [String], body: CodeBlockItemListSyntax, source: SourceReference),
        pattern: String, path: String, _ transitions: inout [ScannedApp.Transition], ids: inout Set<String>,
        tabNames: [String: [String]], nodes: Set<String>
    ) -> Bool {
        guard let subject = routing.subjectType, Self.namesRoutes(subject) else { return false }
        let caseName = Interpreter.caseName(of: pattern)
        if isStartingRoute(caseName, of: routing) { return true }
        let entry = "\(subject).\(caseName)"
        let function = FunctionDecl(name: routing.function.name, parameters: [], returnType: nil, body: item.body, isStatic: false, source: item.source)
        var arguments = routing.bindings
        arguments.removeValue(forKey: "self")
        var kept: [ScannedApp.Transition] = []
        var taken = false
        for way in interpreter.enumeratePaths({ interpreter.run(function, of: routing.handler, arguments: arguments, follow: true).steps }) {
            let steps = convert(way.steps, tabNames: tabNames, nodes: nodes)
            // A route a screen's action already takes (`onRoute?(.account)`) is how screens navigate,
            // not an entry point of its own.
            if !steps.isEmpty, transitions.contains(where: { $0.from != nil && $0.steps == steps }) {
                taken = true
                continue
            }
            guard !steps.isEmpty, !(transitions + kept).contains(where: { $0.entryPoint == entry && $0.steps == steps }) else { continue }
            var transition = ScannedApp.Transition(
                id: uniqueID("link-" + Self.kebab(caseName), &ids), from: nil, entryPoint: entry,
                trigger: routing.function.signature, steps: steps, source: item.source
            )
            transition.conditions = way.conditions
            transition.shownByStartedChildren = shownByStartedChildren(way.steps)
            kept.append(transition)
        }
        // The ways taken only say something when the case has several flows.
        if kept.count == 1 { kept[0].conditions = [] }
        transitions += kept
        if kept.isEmpty, taken { return true }
        interpreter.facts.unresolved.append((item.source, !kept.isEmpty
            ? "the URL of \(entry) ('\(path)') is not in the sources (no string with '://' next to it): what it does is kept as an entry point, with no deep link"
            : "\(entry) does nothing the scan can follow, and its URL is not in the sources"))
        return true
    }
}
