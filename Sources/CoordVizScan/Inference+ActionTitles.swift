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

    /// The slot a closure set up at load is put in, which names what sets it off: the property
    /// it is assigned to (`rootView.switchStoreHandler = { … }` → `switchStoreHandler`), else the
    /// argument label it is handed under (`onDismiss: { … }` → `onDismiss`).
    static func closureSlot(of closure: ClosureExprSyntax) -> String? {
        if let argument = closure.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text { return label }
        guard let list = closure.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == closure.id else { return nil }
        if let member = elements[0].as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
