import SwiftSyntax

/// Properties written as a protocol or base type and set once by the initializer.
extension Interpreter {
    /// `var settings: SettingsScreen` set in `init` (`self.settings = SettingsTableViewController(…)`):
    /// the screen or coordinator the initializer constructs for it, when its written type names
    /// none and every `init` that sets it constructs the same type. It depends on the sources
    /// alone, so each property's answer is worked out once.
    func madeInInitializer(of property: PropertyDecl, in typeName: String) -> Value? {
        let key = "\(typeName).\(property.name)"
        if let known = madeInInitializerAnswers[key] { return known }
        let answer = workOutMadeInInitializer(of: property, in: typeName)
        madeInInitializerAnswers[key] = .some(answer)
        return answer
    }

    private func workOutMadeInInitializer(of property: PropertyDecl, in typeName: String) -> Value? {
        guard property.initializer == nil, let type = property.type, !type.isCollection, let decl = catalog[typeName] else { return nil }
        let writtenNames = roles.isScreen(type.name) || roles.isCoordinatorLike(type.name) || roles.isNavigation(type.name) || roles.isTabBar(type.name)
        guard namesNoOneNode(type.name) || !writtenNames else { return nil }
        var made: Set<String> = []
        for function in decl.functions where function.name == "init" {
            for sequence in function.body?.descendants(SequenceExprSyntax.self) ?? [] {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      ["self.\(property.name)", property.name].contains(elements[0].trimmedText) else { continue }
                guard let constructed = constructedType(elements[2]) else { return nil }
                made.insert(constructed)
            }
        }
        guard made.count == 1, let name = made.first, !namesNoOneNode(name), roles.isScreen(name) || roles.isCoordinator(name) else { return nil }
        return .instance(name)
    }
}
