import SwiftSyntax

/// The syntax shapes The Composable Architecture's navigation is written in: `@Reducer` structs,
/// views holding a `StoreOf<Feature>`, `store.scope(state: \.path, action: \.path)`, the action
/// patterns a reducer's `switch action` matches, and the route `switch` of a router's builder.
enum ComposableSyntax {
    /// The struct declaring `name` that a body of it sits in (not an extension of it).
    static func declaration(around body: Syntax, named name: String) -> StructDeclSyntax? {
        var current = body.parent
        while let next = current {
            if let decl = next.as(StructDeclSyntax.self) { return decl.name.text == name ? decl : nil }
            current = next.parent
        }
        return nil
    }

    /// `@Reducer struct Feature`, or one adopting `Reducer` (`ReducerProtocol` before 1.0).
    static func isReducer(_ decl: StructDeclSyntax) -> Bool {
        let attributes = decl.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText }
        let inherits = decl.inheritanceClause?.inheritedTypes.map(\.type.trimmedText) ?? []
        return attributes.contains("Reducer") || inherits.contains { ["Reducer", "ReducerProtocol"].contains($0) }
    }

    /// The reducer a view's store runs: `let store: StoreOf<Feature>`, `Store<Feature.State, Feature.Action>`.
    static func storedReducer(in decl: StructDeclSyntax) -> String? {
        for member in decl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self), let arguments = type.genericArgumentClause?.arguments else { continue }
                let texts = arguments.map(\.argument.trimmedText)
                if type.name.text == "StoreOf", texts.count == 1 { return texts[0] }
                if type.name.text == "Store", texts.count == 2, texts[0].hasSuffix(".State") { return String(texts[0].dropLast(6)) }
            }
        }
        return nil
    }

    /// `\.destination?.edit`, `\.$destination.edit`, `\Feature.State.path` → the properties named,
    /// `$` and `?` dropped (`destination`, `edit`); a key path only.
    static func keyPath(_ expression: ExprSyntax) -> [String] {
        guard let path = expression.as(KeyPathExprSyntax.self) else { return [] }
        return path.components.compactMap { component in
            component.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text.replacingOccurrences(of: "$", with: "")
        }
    }

    /// The `scope(state:action:)` call an expression makes (`store.scope(…)`, `$store.scope(…)`).
    static func scopeCall(in expression: ExprSyntax) -> FunctionCallExprSyntax? {
        ([expression.as(FunctionCallExprSyntax.self)].compactMap { $0 } + expression.descendants(FunctionCallExprSyntax.self)).first {
            $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "scope"
        }
    }

    /// The state a scope hands on (`destination`, `edit`), empty when none is written as a key path.
    static func scopedState(_ expression: ExprSyntax) -> [String] {
        scopeCall(in: expression)?.arguments.first { $0.label?.text == "state" }.map { keyPath($0.expression) } ?? []
    }

    /// The action a scope hands on: its key path's first property (`\.list` → `list`).
    static func scopedAction(_ expression: ExprSyntax) -> String? {
        scopeCall(in: expression)?.arguments.first { $0.label?.text == "action" }.flatMap { keyPath($0.expression).first }
    }

    /// The enum cases an action pattern goes through, outermost first:
    /// `.router(.routeAction(_, action: .home(.startTapped)))` → `router`, `routeAction`, `home`, `startTapped`.
    static func caseChain(_ pattern: PatternSyntax) -> [String] {
        var expression: ExprSyntax? = pattern.as(ExpressionPatternSyntax.self)?.expression ?? pattern.descendants(ExpressionPatternSyntax.self).first?.expression
        var chain: [String] = []
        while let current = expression {
            expression = nil
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                chain.append(member.declName.baseName.text)
                // The payload a case carries on is its last argument (`action:` of a route action).
                expression = call.arguments.last?.expression
            } else if let member = current.as(MemberAccessExprSyntax.self), member.base == nil {
                chain.append(member.declName.baseName.text)
            }
        }
        return chain
    }

    /// What a router's or stack's builder shows for each route case: the `switch` cases (`case let
    /// .home(store): HomeView(store: store)`) and `CaseLet(state: /Screen.home, …, then: HomeView.init)`.
    static func routeViews(in closure: ClosureExprSyntax, catalog: TypeCatalog) -> (views: [String: String], unnamed: [String]) {
        var views: [String: String] = [:]
        var unnamed: [String] = []
        for switchExpr in closure.descendants(SwitchExprSyntax.self) {
            for element in switchExpr.cases {
                guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
                let names = NavigationPathSyntax.caseNames(of: switchCase)
                guard let view = shownView(switchCase.statements, catalog: catalog) else {
                    unnamed += names.filter { views[$0] == nil }
                    continue
                }
                for name in names where views[name] == nil { views[name] = view }
            }
        }
        for call in closure.descendants(FunctionCallExprSyntax.self) where Roles.hostName(of: call) == "CaseLet" {
            guard let state = call.arguments.first?.expression.descendants(DeclReferenceExprSyntax.self).last?.baseName.text,
                  let view = shownView(Syntax(call), catalog: catalog) else { continue }
            views[state] = views[state] ?? view
            unnamed.removeAll { $0 == state }
        }
        return (views, unnamed)
    }

    /// The first view of the app some code makes: `HomeView(store: store)` or `then: HomeView.init`.
    static func shownView(_ node: some SyntaxProtocol, catalog: TypeCatalog) -> String? {
        let views = node.descendants(Syntax.self).compactMap { child -> String? in
            if let call = child.as(FunctionCallExprSyntax.self) { return Roles.hostName(of: call) }
            if let member = child.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" { return member.base?.trimmedText }
            return nil
        }
        return views.first { name in catalog[name].map { $0.kind == .struct || $0.kind == .class } == true && !Roles.swiftUIViews.contains(name) }
    }
}
