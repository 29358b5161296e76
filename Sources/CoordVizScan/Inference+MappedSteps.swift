import SwiftParser
import SwiftSyntax

/// RxFlow's binding of a control to a step: `proceedButton.rx.tap.map { AppStep.loggedIn }.bind(to: self.steps)`
/// (also `.map { _ in .loggedIn }`, `.bind(to: steps)`, `.drive(steps)`): each tap emits that
/// step, as `steps.accept(AppStep.loggedIn)` in an action would.
extension Inference {
    /// What a closure handed to `.map` does when its chain binds to the stepper's `steps`: the
    /// statement emitting the step it maps to, and the control event it is named after. Nil for
    /// any other closure, or one mapping to anything but an enum case.
    static func mappedStep(_ closure: ClosureExprSyntax) -> (statements: CodeBlockItemListSyntax, trigger: String)? {
        guard closure.statements.count == 1, let item = closure.statements.first,
              case .expr(let expression) = item.item, isCaseExpression(expression) else { return nil }
        // The `.map` call the closure is handed to, trailing or as its argument.
        let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let call, let map = call.calledExpression.as(MemberAccessExprSyntax.self), map.declName.baseName.text == "map" else { return nil }
        // Up the chain to `.bind(to: steps)` or `.drive(steps)` (a `.disposed(by:)` may follow).
        var outer = call
        var target: String?
        while target == nil, let member = outer.parent?.as(MemberAccessExprSyntax.self), let next = member.parent?.as(FunctionCallExprSyntax.self) {
            outer = next
            if ["bind", "drive"].contains(member.declName.baseName.text), let argument = next.arguments.first?.expression.trimmedText,
               ["steps", "self.steps", "step", "self.step"].contains(argument) {
                target = argument
            }
        }
        guard let target else { return nil }
        let parsed = Parser.parse(source: "\(target).accept(\(expression.trimmedDescription))")
        return (parsed.statements, eventName(of: map.base))
    }

    /// `AppStep.done`, `.done`, `AppStep.picked(id)`: an enum case, maybe with a payload.
    private static func isCaseExpression(_ expression: ExprSyntax) -> Bool {
        let callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return false }
        guard let base = member.base else { return true }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
    }

    /// `proceedButton.rx.tap` for `proceedButton.rx.tap.takeUntil(…)`: the chain's source, up to
    /// its first call; `rx.tap` when the chain starts on the screen itself.
    private static func eventName(of base: ExprSyntax?) -> String {
        var current = base
        while let call = current?.as(FunctionCallExprSyntax.self) {
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        while let member = current?.as(MemberAccessExprSyntax.self), member.declName.baseName.text != "tap",
              let inner = member.base, inner.is(MemberAccessExprSyntax.self) || inner.is(FunctionCallExprSyntax.self) {
            current = inner
        }
        return current?.trimmedText.replacingOccurrences(of: "self.", with: "") ?? "rx"
    }
}
