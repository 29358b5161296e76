import SwiftSyntax

/// `let onSelect: (Item) -> Void = { [weak self] item in self?.show(item) }`, later handed on by
/// name (`ListViewModel(onSelect: onSelect)`, `model.onSelect = onSelect`): a local bound to a
/// closure is read wherever it is handed on as the closure written there would be.
extension Interpreter {
    /// Remembers (or forgets) the closure a local is bound to.
    func bindLocalClosure(_ name: String, to initializer: ExprSyntax, _ frame: inout Frame) {
        frame.localClosures[name] = Self.unwrappedClosure(initializer)
    }

    /// The closure `expression` hands on: one written in place, or the one a local in scope holds.
    func handedClosure(_ expression: ExprSyntax, _ frame: Frame) -> ClosureExprSyntax? {
        if let closure = Self.unwrappedClosure(expression) { return closure }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        return frame.localClosures[reference.baseName.text]
    }

    /// `{ … }` or `({ … })`.
    private static func unwrappedClosure(_ expression: ExprSyntax) -> ClosureExprSyntax? {
        if let closure = expression.as(ClosureExprSyntax.self) { return closure }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil {
            return tuple.elements.first?.expression.as(ClosureExprSyntax.self)
        }
        return nil
    }
}
