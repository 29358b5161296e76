import SwiftSyntax

extension Interpreter {
    /// `childCoordinators[.feed] = feedCoordinator` keeps a child under a key of the running
    /// coordinator's collection; `childCoordinators[.feed] = nil` later lets it go: a `finish` of
    /// that child where an action does it.
    func assignKeyedChild(_ value: Value, from right: ExprSyntax, to left: SubscriptCallExprSyntax, _ frame: inout Frame) {
        guard roles.isCoordinatorLike(frame.selfType), let key = keyedChildKey(left, frame) else { return }
        if right.is(NilLiteralExprSyntax.self) {
            if frame.follow, let child = facts.keyedChildren[key] {
                frame.steps.append(ScannedStep(kind: .finish, target: child, source: reference(left, frame)))
            }
        } else if !frame.follow, let child = coordinatorType(of: value), child != frame.selfType, facts.keyedChildren[key] == nil {
            facts.keyedChildren[key] = child
        }
    }

    /// `Owner.childCoordinators[.feed]` for `childCoordinators[.feed]` or `self.childCoordinators[.feed]`
    /// with a literal key (an enum case, a string, a number); nil otherwise.
    private func keyedChildKey(_ left: SubscriptCallExprSyntax, _ frame: Frame) -> String? {
        let collection = left.calledExpression
        guard let property = collection.ownMemberName,
              !(collection.is(DeclReferenceExprSyntax.self) && frame.locals[property] != nil) else { return nil }
        guard left.arguments.count == 1, let key = left.arguments.first?.expression,
              key.is(MemberAccessExprSyntax.self) || key.is(StringLiteralExprSyntax.self) || key.is(IntegerLiteralExprSyntax.self) else { return nil }
        return "\(frame.selfType).\(property)[\(key.trimmedText)]"
    }
}
