import SwiftSyntax

/// Closures installed on the navigation controller a child coordinator was handed.
extension Interpreter {
    /// `navigationController.onViewDismissed = { [weak self] in self?.didFinish(from: child) }`
    /// on a navigation controller a child was just handed: what the user does on the stack (swipe
    /// it away) happens on the screen at its bottom, which the child puts there. Returns whether
    /// the assignment was one.
    func noteStackCallback(on base: Value, onSelf: Bool, right: ExprSyntax, _ frame: Frame) -> Bool {
        guard !onSelf, case .navigation(let owner?, let screens) = base, owner != frame.selfType,
              let closure = right.as(ClosureExprSyntax.self), roles.isCoordinatorLike(frame.selfType) else { return false }
        facts.callbacks.append(.init(
            screen: screens.first ?? "", coordinator: frame.selfType, statements: closure.statements, path: frame.path,
            stackOwner: owner, captured: frame.locals
        ))
        return true
    }
}

extension Inference {
    /// The screen a callback's action happens on: the one it was installed on, or the first screen
    /// of the stack of the child whose navigation controller holds it (reported when unknown).
    func callbackScreen(_ callback: Facts.Callback, facts: Facts, source: SourceReference) -> String? {
        if !callback.screen.isEmpty { return callback.screen }
        guard let owner = callback.stackOwner else { return nil }
        if let root = facts.stackRoots[owner]?.screens.first ?? facts.plainScreens[owner]?.screen { return root }
        interpreter.facts.unresolved.append((source, "a closure on \(owner)'s navigation controller runs when the user acts on it, but the scan does not know the screen \(owner) starts that stack with: left out"))
        return nil
    }
}
