import SwiftSyntax

extension DeclarationReader {
    /// `typealias TabItemCoordinator = BaseCoordinator & DeeplinkRouteProvider`: a protocol-like
    /// type inheriting each part, so what is declared as the alias inherits what the parts
    /// declare. Aliases of function types and of nothing the scan can name are left out, and so
    /// is an alias of a same-named type of another module (`typealias Router = Kit.Router`).
    /// A class, struct or protocol of the alias's name replaces it (see ``TypeCatalog``).
    func typeAlias(_ alias: TypeAliasDeclSyntax) -> TypeDecl? {
        let name = alias.name.text
        let parts = alias.initializer.value.trimmedDescription.split(separator: "&").compactMap { TypeText(parsing: String($0)) }
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isCollection && $0.name != name }) else { return nil }
        var type = TypeDecl(name: name, kind: .protocol, inherits: parts.map(\.name), source: location(of: Syntax(alias)))
        type.isAlias = true
        return type
    }
}
