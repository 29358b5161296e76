import SwiftSyntax

/// A split view's column made from a navigation controller that is filled after it was put in
/// the split view: `split.viewControllers = [masterNav, detail]`, then
/// `masterNav.viewControllers = [list]`. The column shows what the later assignment puts there.
extension Interpreter {
    /// `[masterNav, detail]` assigned to a split view's columns: which columns are locals.
    func noteSplitLocals(_ columns: ExprSyntax, owner: String, _ frame: inout Frame) {
        guard let array = columns.as(ArrayExprSyntax.self) else { return }
        for (index, element) in array.elements.enumerated() {
            guard let name = element.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, frame.locals[name] != nil else { continue }
            frame.splitLocals[name] = (owner, index)
        }
    }

    /// `masterNav.viewControllers = [list]` on a navigation controller already made a split
    /// view's column while it was empty: the column (and the local) now start with those screens.
    /// False when the assignment is no such thing.
    func fillLateSplitColumn(_ baseText: String, _ value: Value, _ frame: inout Frame) -> Bool {
        guard let (owner, index) = frame.splitLocals[baseText], case .navigation(let navigationOwner, let held)? = frame.locals[baseText], held.isEmpty,
              case .list(let items) = value else { return false }
        let screens = items.compactMap(screenType)
        guard !screens.isEmpty else { return false }
        let filled = Value.navigation(owner: navigationOwner, screens: screens)
        frame.locals[baseText] = filled
        if var split = facts.splits[owner], index < split.columns.count, case .navigation(_, let columnScreens) = split.columns[index], columnScreens.isEmpty {
            split.columns[index] = filled
            facts.splits[owner] = split
        }
        return true
    }
}
