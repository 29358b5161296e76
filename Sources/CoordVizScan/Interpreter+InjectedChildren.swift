import SwiftSyntax

/// Coordinators wired together from outside: a dependency container, an app delegate or a
/// factory sets `parent.child = child` on a coordinator it made, rather than the coordinator
/// making its child itself.
extension Interpreter {
    /// Records `holder.name = value` as `holder` holding the coordinator `value` is, when `name`
    /// is a strong stored property of the holder (a weak or unowned one is a back-reference) and
    /// the value is not the code's own `self` (a coordinator handing itself is a parent link).
    /// `true` when it was recorded.
    func noteInjectedChild(named name: String, on base: Value, right: ExprSyntax, value: Value, source: SourceReference, _ frame: Frame) -> Bool {
        guard !frame.follow, right.trimmedText != "self", let holder = coordinatorType(of: base), roles.isCoordinator(holder),
              let child = coordinatorType(of: value), child != holder, roles.isCoordinator(child),
              let property = roles.property(name, in: holder)?.decl, !property.isStatic, property.strength == .strong else { return false }
        facts.children.append(.init(parent: holder, child: child, property: name, source: source, condition: nil, inSetup: true, madeIn: frame.function.name))
        return true
    }
}
