import SwiftSyntax

/// Closures a coordinator hands a screen's view model: actions of that screen.
extension Interpreter {
    /// `let model = FlowModel(onComplete: { … })` then `OnboardingView(viewModel: model)`, or
    /// `model.onSelect = { … }` then `ListView(model: model)`: each closure the coordinator
    /// installed on the model in this method, before the screen is made with it, runs when the
    /// user acts on that screen.
    func noteModelCallbacks(for screen: String, arguments: [Value], _ call: FunctionCallExprSyntax, _ frame: Frame) {
        guard !frame.follow, roles.isCoordinatorLike(frame.selfType) else { return }
        let here = reference(call, frame)
        for case .instance(let model) in arguments where !roles.isScreen(model) && !roles.isCoordinatorLike(model) {
            for (key, handlers) in facts.handlers.sorted(by: { $0.key < $1.key }) where key.hasPrefix("\(model).") {
                for handler in handlers where handler.installer == frame.selfType && handler.source.path == here.path
                    && handler.source.line >= frame.function.source.line && handler.source.line <= here.line {
                    guard let statements = handler.statements else { continue }
                    let property = String(key.dropFirst(model.count + 1))
                    let callback = Facts.Callback(screen: screen, coordinator: frame.selfType, statements: statements, path: handler.path, name: property, captured: handler.captured)
                    guard !facts.callbacks.contains(where: { $0.screen == screen && $0.statements.id == statements.id }) else { continue }
                    facts.callbacks.append(callback)
                }
            }
        }
    }

    /// `onboarding.viewModel.goToSettings = { … }`: a closure installed on a property of a
    /// screen's own view model is that screen's action. Returns whether the assignment was one.
    func noteNestedScreenCallback(on base: Value, baseExpression: ExprSyntax?, right: ExprSyntax, _ frame: inout Frame) -> Bool {
        guard let closure = right.as(ClosureExprSyntax.self), roles.isCoordinatorLike(frame.selfType),
              base.typeName.map({ !roles.isScreen($0) && !roles.isCoordinatorLike($0) }) ?? true,
              let member = baseExpression?.as(MemberAccessExprSyntax.self), let owner = member.base,
              let screen = screenType(of: evaluate(owner, &frame)) else { return false }
        guard !facts.callbacks.contains(where: { $0.screen == screen && $0.statements.id == closure.statements.id }) else { return true }
        facts.callbacks.append(.init(screen: screen, coordinator: frame.selfType, statements: closure.statements, path: frame.path, captured: frame.locals))
        return true
    }
}
