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
            // `OptionModel(title: …) { [weak self] in self?.coordinator?.userWishesToScan() }` made
            // in the initializer: each closure it keeps is something the user can pick later.
            for function in type.functions where function.name == "init" {
                guard let body = function.body else { continue }
                for closure in Self.keptClosures(in: body) {
                    let action = FunctionDecl(name: "init", parameters: [], returnType: nil, body: closure.statements, isStatic: false,
                                              source: catalog.reference(closure, in: function.source.path))
                    let trigger = firstCoordinatorCall(in: closure.statements, of: model) ?? model
                    actions.append(ViewModelAction(screen: screen, model: model, trigger: trigger, function: action))
                }
            }
            for function in type.functions where !function.isStatic && function.body != nil && !Self.lifecycle.contains(function.name) {
                actions.append(ViewModelAction(screen: screen, model: model, trigger: function.signature, function: function))
                actions += handedCoordinatorMethods(in: function.body!, of: model, screen: screen, facts)
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

    /// `input.selection.do(onNext: navigator.toPost)`: a method of the coordinator the model
    /// keeps, handed on uncalled, runs whenever the screen's input fires: each is an action of
    /// the screen, named after the method and run on the coordinator.
    private func handedCoordinatorMethods(in body: CodeBlockItemListSyntax, of model: String, screen: String, _ facts: Facts) -> [ViewModelAction] {
        var actions: [ViewModelAction] = []
        for member in body.descendants(MemberAccessExprSyntax.self) {
            guard member.declName.argumentNames == nil,
                  member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != ExprSyntax(member).id,
                  member.parent?.is(MemberAccessExprSyntax.self) != true,
                  let holder = member.base?.ownMemberName, let property = roles.property(holder, in: model),
                  let held = property.decl.type?.name, roles.isCoordinatorLike(held) else { continue }
            let candidates = roles.concrete(held)
            let coordinator = facts.viewModelCoordinators[model].flatMap { candidates.contains($0) ? $0 : nil } ?? (candidates.count == 1 ? candidates[0] : nil)
            guard let coordinator, let (_, method) = roles.function(member.declName.baseName.text, labels: nil, in: coordinator),
                  !method.isStatic, method.body != nil else { continue }
            actions.append(ViewModelAction(screen: screen, model: coordinator, trigger: method.signature, function: method))
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

    /// The closures a body keeps to run later, also inside closures it runs at once
    /// (`names.map { name in Option(title: name) { … } }`), but not inside a kept one.
    private static func keptClosures(in body: CodeBlockItemListSyntax) -> [ClosureExprSyntax] {
        body.descendants(ClosureExprSyntax.self).filter { closure in
            guard isKept(closure) else { return false }
            var parent = closure.parent
            while let node = parent, node.id != body.id {
                if let outer = node.as(ClosureExprSyntax.self), isKept(outer) { return false }
                parent = node.parent
            }
            return true
        }
    }

    /// A closure handed to an initializer or assigned (kept to run later), not one a collection
    /// method or a queue runs at once (`map`, `forEach`, `async`).
    private static func isKept(_ closure: ClosureExprSyntax) -> Bool {
        var node = Syntax(closure).parent
        while let current = node, !current.is(FunctionCallExprSyntax.self) {
            if current.is(InfixOperatorExprSyntax.self) || current.is(CodeBlockItemSyntax.self) { return true }
            node = current.parent
        }
        guard let call = node?.as(FunctionCallExprSyntax.self) else { return true }
        let called = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        return !Interpreter.closureRunners.contains(called) && !Interpreter.collectionClosureRunners.contains(called)
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
