import SwiftSyntax

/// A `switch` read by the interpreter: the one case a known subject takes, every case while
/// reading facts (with the routing it records), one case per way while following a transition.
extension Interpreter {
    typealias SwitchCase = (patterns: [String], body: CodeBlockItemListSyntax, source: SourceReference)

    /// A `switch`: when its subject is a parameter bound to a case (`moveTo(flow: .favorites)`),
    /// only that case runs; otherwise every case is read, and deep-link routing is recorded.
    func `switch`(_ node: SwitchExprSyntax, _ frame: inout Frame) -> Value {
        let subject = evaluate(node.subject, &frame)
        let cases = switchCases(of: node, frame)
        if let chosen = Self.chosenCase(of: subject) {
            runChosenCase(chosen, of: node, subject: subject, &frame)
            return .unknown
        }
        if case .integer(let chosen) = subject, let match = cases.first(where: { $0.patterns.contains("\(chosen)") }) {
            execute(match.body, &frame)
            return .unknown
        }
        if !frame.follow {
            readEveryCase(of: node, subject: subject, cases: cases, &frame)
        } else if !cases.isEmpty, !leavesUnknownRouteOut(node, subject: subject, frame) {
            // A subject the scan cannot tell: each case is a way the transition can go.
            let way = initialValues?.way(of: node, in: frame.selfType)
                ?? choose(node, frame, ways: cases.count) { Self.caseCondition(subject: node.subject.trimmedText, patterns: cases[$0].patterns) }
            execute(cases[way].body, &frame)
        }
        return .unknown
    }

    /// Each case's patterns (`default` for the default), statements and place.
    private func switchCases(of node: SwitchExprSyntax, _ frame: Frame) -> [SwitchCase] {
        node.cases.compactMap { element -> SwitchCase? in
            guard case .switchCase(let switchCase) = element else { return nil }
            return (Self.patterns(of: switchCase), switchCase.statements, reference(switchCase, frame))
        }
    }

    /// A case's patterns as written (`.orders(let id)`), or `default`.
    static func patterns(of switchCase: SwitchCaseSyntax) -> [String] {
        switch switchCase.label {
        case .case(let label): return label.caseItems.map { $0.pattern.trimmedText }
        case .default: return ["default"]
        }
    }

    /// The case a subject bound to the enum case `chosen` takes, with its payload bound
    /// (`case let .recipes(route)` on `.recipes(.shoppingList)`). Setup deciding by the app's
    /// state as it starts (`switch instructor` over flags still at their initial values) makes
    /// what it makes there under that case.
    private func runChosenCase(_ chosen: String, of node: SwitchExprSyntax, subject: Value, _ frame: inout Frame) {
        guard let match = Self.matchingCase(of: node, chosen: chosen) else { return }
        if case .list(let items) = subject, items.count == 2, case .case(let label) = match.label,
           let pattern = label.caseItems.first(where: { Self.caseName(of: $0.pattern.trimmedText) == chosen })?.pattern.trimmedText,
           let name = Self.boundNames(in: pattern).first ?? nil {
            frame.locals[name] = items[1]
        }
        let byState = isSetup(frame) && frame.locals[node.subject.trimmedText] == nil && !node.subject.is(MemberAccessExprSyntax.self)
        if byState, case .case(let label) = match.label {
            frame.conditions.append(Self.caseCondition(subject: node.subject.trimmedText, patterns: label.caseItems.map { $0.pattern.trimmedText }))
        }
        execute(match.statements, &frame)
        if byState, case .case = match.label { frame.conditions.removeLast() }
    }

    /// Reading facts: every case, each under its condition; the switch is recorded as routing
    /// that deep links may reach, unless it is a route handler's (what each route does).
    private func readEveryCase(of node: SwitchExprSyntax, subject: Value, cases: [SwitchCase], _ frame: inout Frame) {
        if !runsRouteHandler(frame) {
            facts.linkSwitches.append(Facts.LinkSwitch(
                handler: frame.selfType, function: frame.function, path: frame.path,
                subjectType: subject.typeName ?? TypeText(parsing: node.subject.trimmedText).flatMap { catalog[$0.name]?.kind == .enum ? $0.name : nil },
                subjectText: node.subject.trimmedText, source: reference(node, frame), cases: cases, bindings: frame.locals
            ))
        }
        for item in cases {
            frame.conditions.append(Self.caseCondition(subject: node.subject.trimmedText, patterns: item.patterns))
            execute(item.body, &frame)
            frame.conditions.removeLast()
        }
    }

    /// A route handed to a route handler by code the scan could not follow: taking every case
    /// would give the action every route the handler has, so none is taken, and that is reported.
    private func leavesUnknownRouteOut(_ node: SwitchExprSyntax, subject: Value, _ frame: Frame) -> Bool {
        guard frame.depth > 0, subject == .unknown, let route = frame.function.parameters.first(where: { $0.name == node.subject.trimmedText }),
              let type = route.type?.name, catalog[type]?.kind == .enum, Inference.namesRoutes(type) else { return false }
        unresolved(node, frame, "\(frame.selfType).\(frame.function.name) is handed a \(type) the scan cannot tell here; the route it takes is left out")
        return true
    }

    /// The case of `node` a subject bound to the enum case `chosen` runs: the one naming it, else
    /// `default`.
    static func matchingCase(of node: SwitchExprSyntax, chosen: String) -> SwitchCaseSyntax? {
        let cases = node.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        return cases.first { switchCase in
            guard case .case(let label) = switchCase.label else { return false }
            return label.caseItems.contains { caseName(of: $0.pattern.trimmedText) == chosen }
        } ?? cases.first { $0.label.is(SwitchDefaultLabelSyntax.self) }
    }

    /// `route is .account`, `route is not .a, .b` (for `default`).
    static func caseCondition(subject: String, patterns: [String]) -> String {
        patterns == ["default"] ? "\(subject) is another case" : "\(subject) is \(patterns.joined(separator: ", "))"
    }

    /// `.orders(let id)`, `let .orders(id)`, `DeepLink.orders` → `orders`.
    static func caseName(of pattern: String) -> String {
        var text = pattern
        if text.hasPrefix("let ") || text.hasPrefix("var ") { text.removeFirst(4) }
        if let paren = text.firstIndex(of: "(") { text = String(text[..<paren]) }
        if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
