import SwiftSyntax

/// Coordinators with no `start()` that their maker starts by calling one of their methods right
/// after making them: `let navigator = DefaultPostsNavigator(…)` then `navigator.toPosts()`. That
/// method is the coordinator's setup (the screen it pushes is its stack's root) and what starting
/// it runs.
extension Interpreter {
    /// Each coordinator type with no `start` of its own, with the methods without parameters that
    /// some code calls on a local it has just made of that type.
    static func makerStarts(in catalog: TypeCatalog, roles: Roles) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for name in catalog.order {
            guard let type = catalog[name] else { continue }
            for function in type.functions {
                guard let body = function.body else { continue }
                var made: [String: String] = [:]
                for item in body {
                    if let declaration = item.item.as(VariableDeclSyntax.self) {
                        for binding in declaration.bindings {
                            guard let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                                  let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                                  let typeName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                                  roles.isCoordinator(typeName), roles.function("start", labels: nil, in: typeName) == nil else { continue }
                            made[local] = typeName
                        }
                        continue
                    }
                    guard let call = item.item.as(FunctionCallExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
                          call.arguments.isEmpty, call.trailingClosure == nil,
                          let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                          let local = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, let typeName = made[local],
                          let (_, method) = roles.function(member.declName.baseName.text, labels: [], in: typeName),
                          method.body != nil, !method.isStatic else { continue }
                    found[typeName, default: []].insert(method.name)
                }
            }
        }
        return found
    }
}
