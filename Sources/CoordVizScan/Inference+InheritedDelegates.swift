import SwiftSyntax

/// Delegate methods a base class implements for all its subclasses (`BaseCoordinator` ending a
/// flow in `navigationController(_:didShow:animated:)`): which subclass UIKit calls it on is
/// known only at run time, so the flow it ends is said in the report, never pinned on one of them.
extension Inference {
    /// Whether `function` is a flow-ending delegate method declared in a base class other
    /// coordinators inherit; when it ends anything, the report says what was left out.
    func isInheritedDelegateEnd(_ function: FunctionDecl, in base: String) -> Bool {
        let signatures = [Self.backDelegateSignature, Self.sheetDelegateSignature]
        guard signatures.contains(function.signature), roles.isAbstractBase(base) else { return false }
        let ends = interpreter.enumeratePaths({ interpreter.run(function, of: base, follow: true).steps }).contains { !$0.steps.isEmpty }
        if ends {
            let heirs = roles.concrete(base)
            let named = heirs.prefix(3).joined(separator: ", ") + (heirs.count > 3 ? " and \(heirs.count - 3) more" : "")
            interpreter.facts.unresolved.append((function.source, "\(base), a base class (of \(named)), ends a flow in \(function.signature); the scan cannot tell which subclass UIKit calls it on: the transition is left out"))
        }
        return true
    }
}
