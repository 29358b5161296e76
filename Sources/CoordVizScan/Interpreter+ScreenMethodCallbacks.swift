import SwiftSyntax

/// `benefits.setActions(installAction: { … }, dismissAction: { … })`: closures handed to a method
/// of a screen (not to the navigation UIKit does with it) are what the user does on that screen,
/// as closures handed to its initializer are.
extension Interpreter {
    /// Keeps each closure passed to `method` on a screen as one of that screen's callbacks.
    func noteScreenMethodCallbacks(_ method: String, on receiver: Value?, _ call: FunctionCallExprSyntax, _ frame: Frame) {
        guard case .instance(let screen)? = receiver, roles.isScreen(screen), handsScreenCallbacks(frame.selfType, to: screen),
              !Self.closureRunners.contains(method), !Self.navigationMethods.contains(method) else { return }
        var closures = call.arguments.compactMap { argument in handedClosure(argument.expression, frame).map { (argument.label?.text, $0) } }
        if let trailing = call.trailingClosure { closures.append((nil, trailing)) }
        closures += call.additionalTrailingClosures.map { ($0.label.text, $0.closure) }
        for (label, closure) in closures where !facts.callbacks.contains(where: { $0.screen == screen && $0.statements.id == closure.statements.id }) {
            facts.callbacks.append(.init(screen: screen, coordinator: frame.selfType, statements: closure.statements, path: frame.path, name: label, captured: frame.locals))
        }
    }

    /// UIKit's own navigation methods: their closures are completions, not the user's actions.
    static let navigationMethods: Set<String> = ["show", "showDetailViewController", "setViewControllers", "popViewController", "popToRootViewController", "addChild", "removeFromParent"]
}
