import SwiftSyntax

/// The condition a child exists under. Setup code decides: `switch instructor { case .auth:
/// runAuthFlow() … }` in `start()` makes the auth flow under `instructor is .auth`, also through
/// the helper it calls. The same helper read on its own makes the child under no condition; that
/// reading says nothing when setup is the helper's only caller. A helper an action or a closure
/// also calls (`welcome.onFinish = { self?.showSignIn() }`) makes the child whatever the launch
/// condition was, so the child has none.
extension Inference {
    func childCondition(of name: String, _ facts: Facts) -> String? {
        let made = facts.children.filter { $0.child == name }
        let bySetup = made.filter(\.inSetup)
        let others = made.filter { !$0.inSetup }
        let considered: [Facts.Child]
        if !bySetup.isEmpty, others.allSatisfy({ made in made.madeIn.map { calledOnlyAtSetup($0, in: made.parent) } ?? false }) {
            considered = bySetup
        } else {
            considered = made
        }
        guard let first = considered.first?.condition, considered.allSatisfy({ $0.condition == first }),
              !isMakeOnceGuard(first, in: considered[0].parent) else { return nil }
        return first
    }

    /// Whether every call of `method` in the code of `owner`, the classes it inherits from and
    /// those inheriting from it is in setup (`start()`, an initializer), outside any closure, and
    /// there is at least one.
    private func calledOnlyAtSetup(_ method: String, in owner: String) -> Bool {
        let family = [owner] + roles.ancestors(of: owner).sorted() + (roles.implementers[owner] ?? []).sorted()
        var calls = 0
        for function in family.compactMap({ catalog[$0] }).flatMap(\.functions) {
            guard let body = function.body else { continue }
            let atSetup = Interpreter.isSetupName(function.name)
            for call in body.descendants(FunctionCallExprSyntax.self) {
                guard Self.referencedMethod(call.calledExpression) == method else { continue }
                calls += 1
                guard atSetup, !Self.isInClosure(call) else { return false }
            }
        }
        return calls > 0
    }

    private static func isInClosure(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let next = current {
            if next.is(ClosureExprSyntax.self) { return true }
            if next.is(FunctionDeclSyntax.self) || next.is(InitializerDeclSyntax.self) { return false }
            current = next.parent
        }
        return false
    }

    /// `tabFlows.isEmpty`, `childCoordinators.isEmpty`: a parent making its children once, while
    /// the collection it keeps them in is still empty; no condition of the children's.
    private func isMakeOnceGuard(_ condition: String, in parent: String) -> Bool {
        guard condition.hasSuffix(".isEmpty"), !condition.hasPrefix("!") else { return false }
        var name = String(condition.dropLast(".isEmpty".count))
        if name.hasPrefix("self.") { name.removeFirst(5) }
        return roles.property(name, in: parent)?.decl.type?.isCollection == true
    }
}
