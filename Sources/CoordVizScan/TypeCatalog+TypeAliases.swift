import SwiftSyntax

extension DeclarationReader {
    /// `typealias TabItemCoordinator = BaseCoordinator & DeeplinkRouteProvider`: a protocol-like
    /// type inheriting each part, so what is declared as the alias inherits what the parts
    /// declare. Aliases of function types and of nothing the scan can name are left out.
    func typeAlias(_ alias: TypeAliasDeclSyntax) -> TypeDecl? {
        let parts = alias.initializer.value.trimmedDescription.split(separator: "&").compactMap { TypeText(parsing: String($0)) }
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isCollection }) else { return nil }
        return TypeDecl(name: alias.name.text, kind: .protocol, inherits: parts.map(\.name), source: location(of: Syntax(alias)))
    }
}
