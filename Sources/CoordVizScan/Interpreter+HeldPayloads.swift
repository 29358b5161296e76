import SwiftSyntax

extension Interpreter {
    /// `guard case .main(let main) = active`: the child coordinator a property of the running
    /// coordinator holds in that enum case (`active = .main(MainCoordinator())`, read as the child
    /// `active.main`) is what the pattern binds, so calls on it are followed.
    func bindHeldPayload(_ condition: MatchingPatternConditionSyntax, _ frame: inout Frame) {
        let subject = condition.initializer.value.trimmedText.replacingOccurrences(of: "self.", with: "")
        let bound = condition.pattern.descendants(IdentifierPatternSyntax.self).map(\.identifier.text)
        guard bound.count == 1, subject.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              let caseName = condition.pattern.descendants(MemberAccessExprSyntax.self).first?.declName.baseName.text else { return }
        let held = Set(facts.children.filter { $0.parent == frame.selfType && $0.property == "\(subject).\(caseName)" }.map(\.child))
        guard held.count == 1, let child = held.first else { return }
        frame.locals[bound[0]] = .instance(child)
    }
}
