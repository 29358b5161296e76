import SwiftSyntax

/// The condition a child exists under. Setup code decides: `switch instructor { case .auth:
/// runAuthFlow() … }` in `start()` makes the auth flow under `instructor is .auth`, also through
/// the helper it calls. The same helper read on its own makes the child under no condition; that
/// reading says nothing when setup is the helper's only caller. A helper an action or a closure
/// also calls (`welcome.onFinish = { self?.showSignIn() }`) makes the child whatever the launch
/// condition was, so the child has none. Made under different conditions (a deep link's case and
/// a launch flag's), the child exists when any holds: `option is .signUp, or instructor is .auth`.
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
        // Made under several conditions (a deep link's case, the launch flags' case): it exists
        // when any of them holds.
        var conditions: [String] = []
        for child in considered {
            guard let condition = child.condition, !condition.isEmpty, !isMakeOnceGuard(condition, in: child.parent) else { return nil }
            let stated = Self.withoutImpliedPresence(condition)
            if !conditions.contains(stated) { conditions.append(stated) }
        }
        guard !conditions.isEmpty, conditions.count <= Self.maxJoinedConditions else { return nil }
        return conditions.joined(separator: ", or ")
    }

    /// `option != nil && option is .signUp` → `option is .signUp`: a case match says the value is there.
    static func withoutImpliedPresence(_ condition: String) -> String {
        let parts = condition.components(separatedBy: " && ")
        let kept = parts.filter { part in
            guard part.hasSuffix(" != nil") else { return true }
            let subject = part.dropLast(" != nil".count)
            return !parts.contains { $0.hasPrefix(subject + " is .") }
        }
        return kept.joined(separator: " && ")
    }

    /// How many different conditions a child's `when` joins with "or" before it says none.
    static let maxJoinedConditions = 3

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
