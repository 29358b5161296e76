import SwiftSyntax

/// What a `NavigationStack(path:)` is bound to: `$coordinator.path` and `$path` as written, or a
/// computed `Binding` standing for one — `router.pathBinding` (a property of the router whose
/// getter reads its path) or `pathBinding` (a property of the view whose getter reads
/// `router.path`).
extension Inference {
    /// The holder (nil for the type itself) and the path property an argument binds; nil when it
    /// is neither a `$` binding nor a computed `Binding` the scan can follow.
    func boundPath(_ argument: ExprSyntax, in typeName: String) -> (base: String?, property: String)? {
        if let binding = NavigationPathSyntax.binding(argument) { return binding }
        // `.bind(store.path, with: store.handlePathChange)`: a binding helper of the app's over the
        // path it reads first.
        if let call = argument.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil || call.calledExpression.trimmedText == "Binding",
           let read = call.arguments.first?.expression.as(MemberAccessExprSyntax.self), let holder = read.base?.as(DeclReferenceExprSyntax.self) {
            return (holder.baseName.text, read.declName.baseName.text)
        }
        let parts = argument.trimmedText.filter { !$0.isWhitespace }.split(separator: ".").map(String.init).filter { $0 != "self" }
        guard let type = catalog[typeName], (1...2).contains(parts.count) else { return nil }
        if parts.count == 2 {
            guard let holder = heldTypeName(parts[0], in: type), let owner = catalog[holder],
                  let getter = owner.property(parts[1]).flatMap(Self.bindingGetter) else { return nil }
            let named = Set(getter.descendants(DeclReferenceExprSyntax.self).map { $0.baseName.text })
            guard let path = owner.properties.first(where: { !$0.isStatic && $0.getter == nil && named.contains($0.name) }) else { return nil }
            return (parts[0], path.name)
        }
        guard let getter = type.property(parts[0]).flatMap(Self.bindingGetter) else { return nil }
        for member in getter.descendants(MemberAccessExprSyntax.self) {
            guard let base = member.base?.trimmedText.replacingOccurrences(of: "$", with: "").replacingOccurrences(of: "self.", with: ""),
                  type.property(base) != nil else { continue }
            return (base, member.declName.baseName.text)
        }
        return nil
    }

    /// The getter of a computed `Binding` property.
    private static func bindingGetter(_ property: PropertyDecl) -> CodeBlockItemListSyntax? {
        guard let getter = property.getter else { return nil }
        let typed = property.type?.name == "Binding" || getter.trimmedText.hasPrefix("Binding") || getter.trimmedText.hasPrefix("return Binding")
            || getter.trimmedText.hasPrefix(".init(get:")
        return typed ? getter : nil
    }

    /// The type a property (or initializer parameter) of a type holds.
    private func heldTypeName(_ name: String, in type: TypeDecl) -> String? {
        if let property = type.property(name) { return property.type?.name ?? property.initializer.flatMap { Roles.viewType(of: $0) } }
        for function in type.functions where function.name == "init" {
            if let parameter = function.parameters.first(where: { $0.name == name }) { return parameter.type?.name }
        }
        return nil
    }
}
