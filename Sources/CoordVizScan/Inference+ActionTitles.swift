import SwiftSyntax

/// A closure a screen hands to a menu or button action (`UIAction(title: "Dismiss") { _ in … }`,
/// `UIAction(title: "Share", handler: { _ in … })`) is what the user taps by that title: the
/// transition it sets off is named after it rather than after the method that builds the menu.
extension Inference {
    /// The literal title of the `UIAction` (or `UIAlertAction`) whose handler `closure` is.
    static func actionTitle(of closure: ClosureExprSyntax) -> String? {
        let call: FunctionCallExprSyntax?
        if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else {
            call = closure.parent?.as(FunctionCallExprSyntax.self)
        }
        guard let call, let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              ["UIAction", "UIAlertAction"].contains(called),
              let title = call.arguments.first(where: { $0.label?.text == "title" })?.expression.stringLiteralValue,
              !title.isEmpty else { return nil }
        return title
    }
}
