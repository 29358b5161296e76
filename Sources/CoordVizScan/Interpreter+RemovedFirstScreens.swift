import SwiftSyntax

/// `navigationController.viewControllers.remove(at: 0)` right after a coordinator pushed its
/// first screen while it starts: the screen under it goes, so the pushed one is now the stack's
/// first. A coordinator starting on a stack it was handed, as the app's root module, replaces
/// the app's root that way (`setRoot`).
extension Interpreter {
    /// Whether `call` removed the first screen of the running coordinator's stack (noted then).
    func removedFirstScreen(_ method: String, _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Bool {
        guard method == "remove", call.arguments.count == 1, call.arguments.first?.label?.text == "at",
              call.arguments.first?.expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "0",
              let list = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(MemberAccessExprSyntax.self),
              list.declName.baseName.text == "viewControllers", let stack = list.base else { return false }
        guard frame.follow, starting[frame.selfType] != nil, roles.isCoordinatorLike(frame.selfType),
              case .navigation(let owner, _) = evaluate(stack, &frame), owner == nil || owner == frame.selfType,
              frame.steps.last?.kind == .push, replacesAppRoot(frame.selfType) else { return true }
        frame.steps.append(ScannedStep(kind: .setRoot, target: frame.selfType, source: reference(call, frame)))
        return true
    }
}
