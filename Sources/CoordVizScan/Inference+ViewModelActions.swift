import SwiftSyntax

/// What the user does on a screen through the view model a route handler bound to it: each
/// closure a view model keeps in a property (`CocoaAction { router.trigger(.users) }`) and each
/// of its methods is one action of that screen.
extension Inference {
    struct ViewModelAction {
        var screen: String
        var model: String
        var trigger: String
        var function: FunctionDecl
    }

    func viewModelActions(_ facts: Facts) -> [ViewModelAction] {
        var actions: [ViewModelAction] = []
        for (model, screen) in facts.viewModelScreens.sorted(by: { $0.key < $1.key }) {
            guard let type = catalog[model] else { continue }
            for property in type.properties where !property.isStatic {
                guard let initializer = property.initializer else { continue }
                for closure in Self.closures(handedOver: initializer) {
                    let function = FunctionDecl(name: property.name, parameters: [], returnType: nil, body: closure.statements, isStatic: false,
                                                source: catalog.reference(closure, in: property.source.path))
                    actions.append(ViewModelAction(screen: screen, model: model, trigger: property.name, function: function))
                }
            }
            for function in type.functions where !function.isStatic && function.body != nil && !Self.lifecycle.contains(function.name) {
                actions.append(ViewModelAction(screen: screen, model: model, trigger: function.signature, function: function))
                // `input.login.subscribe { self.router.trigger(.main) }`: what a subscription the
                // method sets up does each time the screen's input fires, one action per closure.
                for closure in Self.outermostClosures(in: function.body!) {
                    let action = FunctionDecl(name: function.name, parameters: [], returnType: nil, body: closure.statements, isStatic: false,
                                              source: catalog.reference(closure, in: function.source.path))
                    actions.append(ViewModelAction(screen: screen, model: model, trigger: function.signature, function: action))
                }
            }
        }
        return actions
    }

    /// Whether `function` is one `switch` over its only parameter (`receive(_ action:)`,
    /// `perform(_ effect:)`), so each case is a different thing the user does.
    static func switchesOverFirstParameter(_ function: FunctionDecl) -> Bool {
        actionSwitch(of: function) != nil
    }

    /// The one case of an action switch that has only one (`case .doneTapped:`), which names the
    /// action as the cases of a longer switch do.
    static func onlyActionCase(of function: FunctionDecl) -> String? {
        guard let node = actionSwitch(of: function), node.cases.count == 1, case .switchCase(let only)? = node.cases.first,
              case .case(let label) = only.label, label.caseItems.count == 1, let item = label.caseItems.first else { return nil }
        let name = Interpreter.caseName(of: item.pattern.trimmedText)
        return name.isEmpty ? nil : name
    }

    private static func actionSwitch(of function: FunctionDecl) -> SwitchExprSyntax? {
        guard function.parameters.count == 1, let body = function.body, body.count == 1, let item = body.first,
              let node = item.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self) ?? item.item.as(SwitchExprSyntax.self),
              node.subject.trimmedText == function.parameters[0].name else { return nil }
        return node
    }

    /// `{ … }` or `Action { … }`: the closures an initializer keeps to run later.
    private static func closures(handedOver expression: ExprSyntax) -> [ClosureExprSyntax] {
        if let closure = expression.as(ClosureExprSyntax.self) { return [closure] }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return [] }
        var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { closures.append(trailing) }
        return closures
    }
}
