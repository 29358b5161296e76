import SwiftSyntax

/// `let stack = UINavigationController(); stack.pushViewController(first, …); present(stack, …)`:
/// a push onto an empty stack the running code just made puts that stack's first screen; the
/// stack is then shown (presented, made a root), which is what the user sees happen.
extension Interpreter {
    /// The local an empty stack made in the running method is kept in, when `call` pushes onto it.
    func freshLocalStack(_ call: FunctionCallExprSyntax, _ frame: Frame) -> String? {
        guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              case .navigation(nil, let screens)? = frame.locals[name], screens.isEmpty, let body = frame.function.body else { return nil }
        let declared = body.descendants(IdentifierPatternSyntax.self).contains { $0.identifier.text == name }
        return declared ? name : nil
    }
}
