import SwiftSyntax

/// `storyboard.instantiateViewController(ofClass: PrivacyViewController.self)`: a storyboard
/// helper handed the class it makes returns that screen.
extension Interpreter {
    /// The screen an `instantiate…` call is handed as `Type.self`, if it is one.
    func storyboardClass(_ method: String, _ call: FunctionCallExprSyntax) -> Value? {
        guard method.hasPrefix("instantiate") else { return nil }
        for argument in call.arguments {
            guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                  let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, roles.isScreen(base) else { continue }
            return .instance(base)
        }
        return nil
    }
}
