import SwiftSyntax

/// A coordinator handing the screen it shows first to a helper that makes it the only screen of
/// a navigation controller (a VIPER `RootWireframe.showRootViewController(_:inWindow:)` setting
/// the storyboard's stack to `[viewController]`): that screen is the bottom of the coordinator's
/// stack.
extension Interpreter {
    /// Records the screen handed to `method` of another object as the bottom of the running
    /// coordinator's stack, when the method's body makes that parameter a stack's first screen.
    func noteHandedRootScreen(_ method: String, receiver: Value?, arguments: [Value], _ call: FunctionCallExprSyntax, _ frame: Frame) {
        guard !frame.follow, roles.isCoordinatorLike(frame.selfType), let owner = receiver?.typeName, owner != frame.selfType,
              facts.stackRoots[frame.selfType] == nil, facts.plainScreens[frame.selfType] == nil,
              let callee = roles.function(method, labels: nil, in: owner)?.decl else { return }
        for (index, parameter) in callee.parameters.enumerated() where index < arguments.count {
            guard let screen = screenType(of: arguments[index]), Self.makesStackRoot(parameter.name, in: callee) else { continue }
            facts.stackRoots[frame.selfType] = ([screen], reference(call, frame))
            return
        }
    }

    /// Whether `function` makes its parameter `name` the first screen of a navigation controller:
    /// `navigationController.viewControllers = [name]` or `setViewControllers([name], …)`.
    static func makesStackRoot(_ name: String, in function: FunctionDecl) -> Bool {
        func first(_ expression: ExprSyntax?) -> String? { expression?.as(ArrayExprSyntax.self)?.elements.first?.expression.trimmedText }
        for sequence in function.sequences {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "viewControllers" else { continue }
            if first(elements[2]) == name { return true }
        }
        return function.calls.contains { call in
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "setViewControllers" && first(call.arguments.first?.expression) == name
        }
    }
}
