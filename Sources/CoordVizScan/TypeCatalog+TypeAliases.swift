import Foundation
import SwiftSyntax

extension DeclarationReader {
    /// `typealias TabItemCoordinator = BaseCoordinator & DeeplinkRouteProvider`: a protocol-like
    /// type inheriting each part, so what is declared as the alias inherits what the parts
    /// declare. Aliases of function types and of nothing the scan can name are left out, and so
    /// is an alias of a same-named type of another module (`typealias Router = Kit.Router`).
    /// A class, struct or protocol of the alias's name replaces it (see ``TypeCatalog``).
    func typeAlias(_ alias: TypeAliasDeclSyntax) -> TypeDecl? {
        let name = alias.name.text
        let parts = alias.initializer.value.trimmedText.split(separator: "&").compactMap { TypeText(parsing: $0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isCollection && $0.name != name }) else { return nil }
        var type = TypeDecl(name: name, kind: .protocol, inherits: parts.map(\.name), source: location(of: Syntax(alias)))
        type.isAlias = true
        return type
    }
}

extension TypeCatalog {
    /// `typealias Module = CheckoutModule & ProfileModule` inside `CartCoordinator`: a
    /// protocol-like type of its own, `CartCoordinator.Module`, inheriting the parts, so a
    /// property of the owner declared as the alias finds the parts' methods (and the one class
    /// implementing each) while another type's `Module` stays another type.
    func qualifiedNestedAliases() -> [TypeDecl] {
        order.flatMap { owner -> [TypeDecl] in
            guard let type = self[owner] else { return [] }
            return type.nestedAliases.keys.sorted().map { alias in
                var declaration = TypeDecl(name: Self.qualified(alias, in: owner), kind: .protocol, inherits: type.nestedAliases[alias] ?? [], source: type.source)
                declaration.isAlias = true
                return declaration
            }
        }
    }

    /// The name a composition alias declared inside `owner` is catalogued under.
    static func qualified(_ alias: String, in owner: String) -> String { "\(owner).\(alias)" }

    /// A written type as seen from inside `owner` (or the ancestors declaring it): its own
    /// nested composition alias when it names one, else the type as written.
    func resolvingNestedAlias(_ type: TypeText, in owner: String) -> TypeText {
        guard !type.isCollection, self[type.name] == nil || self[type.name]?.isAlias == true,
              self[Self.qualified(type.name, in: owner)] != nil else { return type }
        return TypeText(name: Self.qualified(type.name, in: owner), isCollection: false, isOptional: type.isOptional)
    }
}
