import SwiftSyntax

/// What a reducer's `switch action` does when a screen sends an action: each case that pushes,
/// presents, pops or dismisses is a transition from the screen the action comes from, named after
/// the action's innermost case (`case .router(.routeAction(_, action: .home(.startTapped)))` →
/// `HomeView.startTapped`).
extension Inference {
    /// What a method of a route array (TCACoordinators) or a `StackState` does: a step kind, and whether it names a route.
    private static let stackMethods: [String: (kind: String, takesRoute: Bool)] = [
        "push": ("push", true), "append": ("push", true), "presentSheet": ("present", true), "presentCover": ("present", true),
        "goBack": ("pop", false), "pop": ("pop", false), "removeLast": ("pop", false), "popLast": ("pop", false),
        "goBackToRoot": ("popToRoot", false), "popToRoot": ("popToRoot", false), "removeAll": ("popToRoot", false),
        "dismiss": ("dismiss", false), "dismissAll": ("dismiss", false),
    ]

    /// Presentations that are no screen of the app: an alert or dialog a destination also holds.
    private static let dialogCases: Set<String> = ["alert", "confirmationDialog", "dialog"]

    /// The transitions a feature's reducer makes, from the screens whose actions it answers.
    func composableMoves(of feature: ComposableFeature, ids: inout Set<String>, unresolved: inout [ScannedApp.Unresolved]) -> [ScannedApp.Transition] {
        // The pushes alone first: how deep each route sits, for going back to one in the middle.
        var scratchIDs = ids, scratch: [ScannedApp.Unresolved] = []
        let depths = Self.routeDepths(of: feature, pushes: composableMoves(of: feature, depths: nil, ids: &scratchIDs, unresolved: &scratch))
        return composableMoves(of: feature, depths: depths, ids: &ids, unresolved: &unresolved)
    }

    private func composableMoves(
        of feature: ComposableFeature, depths: RouteDepths?, ids: inout Set<String>, unresolved: inout [ScannedApp.Unresolved]
    ) -> [ScannedApp.Transition] {
        var moves: [ScannedApp.Transition] = []
        let dismisses = feature.decl.memberBlock.members.contains { $0.decl.trimmedText.contains("@Dependency(\\.dismiss)") }
        for (body, path) in placedBodies(of: feature.name) {
            for switchExpr in body.descendants(SwitchExprSyntax.self) where switchExpr.subject.trimmedText == "action" {
                for element in switchExpr.cases {
                    guard let switchCase = element.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label else { continue }
                    let source = catalog.reference(switchCase, in: path)
                    for item in label.caseItems {
                        let chain = ComposableSyntax.caseChain(item.pattern)
                        guard !chain.isEmpty else { continue }
                        for (trigger, statements) in Self.answers(switchCase, chain: chain) {
                        let from = actionScreen(chain, of: feature)
                        let steps = composableSteps(in: statements, of: feature, from: from, depths: depths, dismisses: dismisses, path: path, unresolved: &unresolved)
                        guard !steps.isEmpty else { continue }
                        guard let from else {
                            unresolved.append(.init(source: source, message: "\(feature.name) answers `\(item.pattern.trimmedText)` from a screen scan cannot name: it is not read"))
                            continue
                        }
                        // A pop of the feature's own route array pops the feature's stack, where
                        // its screen is (sheets embedded in a navigation view are routes too);
                        // another pop names the screen it is made on, the stack holding it found later.
                        let ownRoute = feature.stack?.root != nil && feature.stack?.routes.values.contains(from) == true
                        let made = steps.map { ["pop", "popToRoot"].contains($0.kind) ? ScannedApp.Step(kind: $0.kind, target: ownRoute ? feature.name : from) : $0 }
                        moves.append(ScannedApp.Transition(id: uniqueID(Self.kebab(trigger), &ids), from: from, entryPoint: nil, trigger: trigger, steps: made, source: source))
                        }
                    }
                }
            }
        }
        return moves
    }

    /// What a case answers, by trigger: its own statements under the action's innermost case; or,
    /// when it binds the action's payload and `switch`es over it (`case let .alert(alertAction):
    /// switch alertAction { case .confirmDeletion: … }`), each inner case under its own name.
    private static func answers(_ switchCase: SwitchCaseSyntax, chain: [String]) -> [(trigger: String, statements: CodeBlockItemListSyntax)] {
        let bound = Set(switchCase.label.descendants(IdentifierPatternSyntax.self).map(\.identifier.text))
        let inner = switchCase.statements.descendants(SwitchExprSyntax.self).first { bound.contains($0.subject.trimmedText) }
        guard let inner else { return [(chain[chain.count - 1], switchCase.statements)] }
        return inner.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.flatMap { innerCase in
            NavigationPathSyntax.caseNames(of: innerCase).map { ($0, innerCase.statements) }
        }
    }

    /// The screen an action comes from: a route of the stack (`.router(.routeAction(_, action: .home(…)))`,
    /// `.path(.element(id: _, action: .detail(…)))`), a presented child (`.destination(.presented(.edit(…)))`),
    /// a child view handed a scoped store (`.list(…)`), else the feature's own view (or its stack's root).
    func actionScreen(_ chain: [String], of feature: ComposableFeature) -> String? {
        if let stack = feature.stack, let index = chain.indices.dropFirst().first(where: { stack.routes[chain[$0]] != nil && $0 < chain.count - 1 }) {
            return stack.routes[chain[index]]
        }
        if chain.count > 1 {
            for (key, shown) in feature.presented {
                let parts = key.split(separator: ".").map(String.init)
                guard parts.first == chain.first else { continue }
                if parts.count == 1 || chain.dropFirst().contains(parts[parts.count - 1]) { return shown.view }
            }
            if let view = feature.scoped[chain[0]] { return view }
        }
        if chain.count == 1, let view = feature.sentFrom[chain[0]] { return view }
        return feature.stack?.root ?? feature.view
    }

    /// The steps of one case's statements, in order: route array or path methods, a destination set
    /// or cleared, `dismiss()` of the dismiss dependency.
    private func composableSteps(
        in statements: CodeBlockItemListSyntax, of feature: ComposableFeature, from: String?, depths: RouteDepths?, dismisses: Bool, path: String,
        unresolved: inout [ScannedApp.Unresolved]
    ) -> [ScannedApp.Step] {
        var steps: [ScannedApp.Step] = []
        for node in statements.descendants(Syntax.self) {
            let source = catalog.reference(node, in: path)
            if let call = node.as(FunctionCallExprSyntax.self) {
                let callee = call.calledExpression.trimmedText.replacingOccurrences(of: "self.", with: "")
                if dismisses, callee == "dismiss" {
                    steps.append(.init(kind: "dismiss", target: ""))
                    continue
                }
                guard let stack = feature.stack, let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedText,
                      base == "$0" || base.split(separator: ".").last.map({ stack.holds(String($0)) }) == true else { continue }
                if Self.backToRouteMethods.contains(member.declName.baseName.text) {
                    // Before the depths are known (the first pass reads pushes only), nothing is said of it.
                    guard let depths else { continue }
                    steps += backToRoute(call, method: member.declName.baseName.text, of: feature, stack: stack, from: from, depths: depths, source: source, unresolved: &unresolved)
                    continue
                }
                guard let method = Self.stackMethods[member.declName.baseName.text] else { continue }
                guard method.takesRoute else {
                    steps.append(.init(kind: method.kind, target: method.kind == "dismiss" ? "" : feature.name))
                    continue
                }
                guard let route = call.arguments.first.flatMap({ NavigationPathSyntax.caseName($0.expression) }), let view = stack.routes[route] else {
                    unresolved.append(.init(source: source, message: "\(feature.name) asks `\(stack.property)` to \(member.declName.baseName.text) `\(Self.abridged(call.arguments.first?.expression.trimmedText ?? ""))`, a route its builder maps to no view: it is not read"))
                    continue
                }
                steps.append(.init(kind: method.kind, target: view))
            } else if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                      let value = sequence.elements.last, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
                let target = sequence.elements.first!.trimmedText.split(separator: ".").map(String.init).filter { $0 != "state" && $0 != "self" }
                if let stack = feature.stack, target.count == 1, stack.holds(target[0]), let routes = value.as(ArrayExprSyntax.self) {
                    steps += replacedRoutes(routes, of: feature, stack: stack, source: source, unresolved: &unresolved)
                    continue
                }
                guard let property = target.first, target.count == 1, feature.presented.keys.contains(where: { $0 == property || $0.hasPrefix(property + ".") }) else { continue }
                if value.is(NilLiteralExprSyntax.self) {
                    steps.append(.init(kind: "dismiss", target: ""))
                    continue
                }
                let route = NavigationPathSyntax.caseName(value)
                if let route, Self.dialogCases.contains(route) { continue }
                guard let shown = feature.presented[route.map { "\(property).\($0)" } ?? property] ?? feature.presented[property] else {
                    unresolved.append(.init(source: source, message: "\(feature.name) sets `\(property)` to `\(Self.abridged(value.trimmedText))`, which its view shows with no view scan can name: it is not read"))
                    continue
                }
                steps.append(.init(kind: shown.kind, target: shown.view))
            }
        }
        return steps
    }
}
