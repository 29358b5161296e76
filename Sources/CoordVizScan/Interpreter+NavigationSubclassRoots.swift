import SwiftSyntax

extension Interpreter {
    /// `super.init(rootViewController: ProfileViewController())` in the initializer of a
    /// `UINavigationController` subclass read as a coordinator (`ProfileFlowController`): the
    /// screen is the root of its own stack.
    func noteSuperRoot(_ call: FunctionCallExprSyntax, _ frame: inout Frame) {
        let arguments = call.arguments.map { (label: $0.label?.text, value: evaluate($0.expression, &frame)) }
        guard isNavigationControllerCoordinator(frame.selfType), facts.stackRoots[frame.selfType] == nil,
              let root = arguments.first(where: { $0.label == "rootViewController" }), let screen = screenType(of: root.value) else { return }
        facts.stackRoots[frame.selfType] = ([screen], reference(call, frame))
    }

    /// A `UINavigationController` subclass of the app named like a coordinator (`ProfileFlowController`):
    /// a coordinator owning its own stack, not a bare navigation controller.
    func isNavigationControllerCoordinator(_ name: String) -> Bool {
        catalog[name] != nil && roles.isCoordinatorLike(name) && roles.ancestors(of: name).contains("UINavigationController")
    }
}
