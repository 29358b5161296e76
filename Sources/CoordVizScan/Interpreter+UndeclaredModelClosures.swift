import SwiftSyntax

/// `let model = FlowModel(onDone: { … }); let view = DoneView(model: model)`: closures a
/// coordinator hands to the initializer of a model the sources do not declare, then hands that
/// model to the initializer of a screen, are that screen's actions (the model is the screen's,
/// and calls them when the user acts).
extension Interpreter {
    /// Keeps a closure handed to the initializer of an undeclared type, while a coordinator runs.
    func keepModelClosure(_ closure: ClosureExprSyntax, label: String?, of typeName: String, _ frame: inout Frame) {
        guard catalog[typeName] == nil, roles.isCoordinatorLike(frame.selfType) else { return }
        frame.modelClosures[typeName, default: []].append((label, closure.statements))
    }

    /// Makes the closures kept for `value`'s model callbacks of the screen `typeName` whose
    /// initializer it is handed to. A type that is no screen the scan sees drops them later
    /// (``Inference/keepShownUndeclaredScreenActions()``).
    func handModelClosures(in value: Value, to typeName: String, _ frame: inout Frame) {
        guard case .instance(let model) = value, model != typeName, let closures = frame.modelClosures[model] else { return }
        for closure in closures {
            facts.callbacks.append(.init(screen: typeName, coordinator: frame.selfType, statements: closure.statements, path: frame.path,
                                         name: closure.label, captured: frame.locals))
        }
    }
}
