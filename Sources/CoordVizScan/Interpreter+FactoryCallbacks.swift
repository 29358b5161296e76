import SwiftSyntax

/// Closures a coordinator hands to a screen factory (`builder.detail(onClose: { self.finish() })`,
/// `builder.home(recentAction: showRecent)`): the factory wires them into the screen it makes
/// (directly or through a view model), so they are that screen's actions.
extension Interpreter {
    /// Records each closure argument (literal, trailing, or a reference to the coordinator's own
    /// method or closure-returning property) of a call that made a screen as a callback of it.
    func noteFactoryCallbacks(_ call: FunctionCallExprSyntax, made result: Value, _ frame: Frame) {
        guard !frame.follow, roles.isCoordinatorLike(frame.selfType), case .instance = result, let screen = screenType(of: result) else { return }
        var bodies: [(statements: CodeBlockItemListSyntax, path: String, name: String?)] = []
        for argument in call.arguments {
            let label = argument.label?.text
            if let closure = handedClosure(argument.expression, frame) {
                bodies.append((closure.statements, frame.path, label))
            } else if !namesALocal(argument.expression, frame), let referenced = referencedClosure(argument.expression, in: frame.selfType) {
                bodies.append((referenced.statements, referenced.path, label))
            }
        }
        if let trailing = call.trailingClosure { bodies.append((trailing.statements, frame.path, nil)) }
        bodies += call.additionalTrailingClosures.map { ($0.closure.statements, frame.path, $0.label.text) }
        for body in bodies where !facts.callbacks.contains(where: { $0.screen == screen && $0.statements.id == body.statements.id }) {
            facts.callbacks.append(.init(screen: screen, coordinator: frame.selfType, statements: body.statements, path: body.path, name: body.name))
        }
    }

    /// `help` when a local (or parameter) of that name is in scope: the value it holds, not the
    /// type's method `help()`.
    private func namesALocal(_ expression: ExprSyntax, _ frame: Frame) -> Bool {
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        return frame.locals[reference.baseName.text] != nil
    }

    /// `showRecent`, `self.showRecent`: a method of the type, or a computed property whose getter
    /// returns a closure literal: the statements that run when it is called.
    func referencedClosure(_ expression: ExprSyntax, in typeName: String) -> (statements: CodeBlockItemListSyntax, path: String)? {
        guard let name = expression.ownMemberName else { return nil }
        if let (_, property) = roles.property(name, in: typeName), let getter = property.getter {
            guard getter.count == 1, let item = getter.first?.item else { return nil }
            let returned = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
            return returned?.as(ClosureExprSyntax.self).map { ($0.statements, property.source.path) }
        }
        if let (_, function) = roles.function(name, labels: nil, in: typeName), let body = function.body {
            return (body, function.source.path)
        }
        return nil
    }
}
