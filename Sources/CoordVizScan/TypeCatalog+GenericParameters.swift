import SwiftSyntax

extension DeclarationReader {
    /// `init<C: Coordinator>(_ coordinator: C)`, `func show<V>(_ view: V) where V: View`: each
    /// generic parameter of a function by name, with the first type it is constrained to.
    static func genericConstraints(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> [String: String] {
        var constraints: [String: String] = [:]
        for parameter in clause?.parameters ?? [] {
            if let constraint = parameter.inheritedType.flatMap({ TypeText($0) }) { constraints[parameter.name.text] = constraint.name }
        }
        for requirement in whereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let conformance) = requirement.requirement else { continue }
            let name = conformance.leftType.trimmedText
            if constraints[name] == nil, let constraint = TypeText(conformance.rightType) { constraints[name] = constraint.name }
        }
        return constraints
    }

    /// A parameter typed by a generic parameter of its function is read as the type that
    /// parameter is constrained to (a coordinator protocol, `View`), keeping its collection and
    /// optional marks.
    static func constrained(_ type: TypeText, by generics: [String: String]) -> TypeText {
        guard let constraint = generics[type.name] else { return type }
        return TypeText(name: constraint, isCollection: type.isCollection, isOptional: type.isOptional)
    }
}
