import SwiftSyntax

/// What a coordinator does with the actions a screen coordinator publishes
/// (`settingsScreen.actions.sink { action in switch action { case .about: self.showAbout() … } }`)
/// is what the user does on that screen: each way through the subscriber is one of its
/// transitions, whoever sends the actions (a view model the scan may not read).
extension Interpreter {
    /// Keeps the subscriber as a callback of the screen the subscribed publisher belongs to.
    func noteScreenCoordinatorActions(_ method: String, _ call: FunctionCallExprSyntax, _ frame: Frame) {
        guard !frame.follow, let labels = Self.subscriptions[method], !labels.isEmpty || method == "sink",
              let screen = subscribedScreenCoordinator(call, frame), screen != frame.selfType,
              let closure = subscriber(of: call, labels: labels) else { return }
        guard !facts.callbacks.contains(where: { $0.screen == screen && $0.statements.id == closure.statements.id }) else { return }
        facts.callbacks.append(.init(screen: screen, coordinator: frame.selfType, statements: closure.statements, path: frame.path, captured: frame.locals))
        // What the subscriber makes and keeps (a child flow it starts) is read as the installer's facts.
        guard frame.depth < Self.maxDepth else { return }
        let body = FunctionDecl(name: "actions@\(reference(closure, frame).line)", parameters: [], returnType: nil, body: closure.statements,
                                isStatic: false, source: reference(closure, frame))
        var locals = frame.locals
        locals.removeValue(forKey: "self")
        _ = run(body, of: frame.selfType, arguments: locals, follow: false, depth: frame.depth + 1)
    }

    /// `screen.actions.receive(on: …).sink`: the screen coordinator the chain starts from, when
    /// it is a local or a property of the subscribing type.
    private func subscribedScreenCoordinator(_ call: FunctionCallExprSyntax, _ frame: Frame) -> String? {
        var expression = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let current = expression {
            if let member = current.as(MemberAccessExprSyntax.self) {
                if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return screenCoordinator(named: member.declName.baseName.text, frame) }
                expression = member.base
            } else if let inner = current.as(FunctionCallExprSyntax.self) {
                expression = inner.calledExpression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                return screenCoordinator(named: reference.baseName.text, frame)
            } else {
                return nil
            }
        }
        return nil
    }

    private func screenCoordinator(named name: String, _ frame: Frame) -> String? {
        let type: String?
        if case .instance(let local)? = frame.locals[name] { type = local } else { type = roles.property(name, in: frame.selfType)?.decl.type?.name }
        // A type the sources do not declare may be a screen coordinator whose view is not read:
        // kept if an own navigation coordinator shows it (``keepShownUndeclaredScreenActions()``).
        guard let type, roles.screenCoordinatorViews[type] != nil || catalog[type] == nil && type.first?.isUppercase == true else { return nil }
        return type
    }
}
