import SwiftSyntax

/// `navigationController.setViewControllers(navigationController.viewControllers + [settings, privacy], …)`:
/// the stack as it is with screens added on top, which pushes each of them in turn.
extension Interpreter {
    /// The screens a `setViewControllers` call adds on top of the stack's own screens, or nil
    /// when it sets a stack of its own.
    func appendedScreens(_ call: FunctionCallExprSyntax, _ frame: inout Frame) -> [String]? {
        guard let sequence = call.arguments.first?.expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
              Self.namesViewControllers(elements[0]), let added = elements[2].as(ArrayExprSyntax.self) else { return nil }
        return added.elements.compactMap { screenType(of: evaluate($0.expression, &frame)) }
    }

    /// `stack.viewControllers`, `viewControllers` (optionally unwrapped).
    private static func namesViewControllers(_ expression: ExprSyntax) -> Bool {
        let expression = expression.unwrapped
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text == "viewControllers" }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "viewControllers"
    }
}
