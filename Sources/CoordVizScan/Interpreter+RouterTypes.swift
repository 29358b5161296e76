import SwiftSyntax

/// Type-erased routers of route-enum coordinators (`any Router<NewsRoute>`,
/// `StrongRouter<UserListRoute>`, `coordinator.strongRouter`): the coordinator behind one is the
/// only coordinator whose route handler takes that route type.
extension Interpreter {
    /// Members that hand back the same coordinator, erased (`strongRouter`, `asPresentable`).
    static let routerErasers: Set<String> = ["asPresentable", "strongRouter", "weakRouter", "unownedRouter", "anyRouter"]

    /// `newsRouter.asPresentable`, `self.router.rx`: the coordinator the expression's first name
    /// is declared as a router of (a parameter of an enclosing function, or a property of the
    /// enclosing type), when one coordinator handles that route type.
    func routedCoordinator(_ expression: ExprSyntax) -> String? {
        guard let name = Self.leadingName(expression) else { return nil }
        var node: Syntax? = Syntax(expression)
        while let current = node {
            if let parameters = Self.parameters(of: current),
               let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return coordinator(handling: parameter.type.trimmedText)
            }
            if let members = Self.members(of: current) {
                for member in members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.typeAnnotation.flatMap { coordinator(handling: $0.type.trimmedText) }
                    }
                }
                return nil
            }
            node = current.parent
        }
        return nil
    }

    /// `any Router<NewsRoute>` → the one coordinator whose route handler takes `NewsRoute`.
    func coordinator(handling routerType: String) -> String? {
        guard let open = routerType.firstIndex(of: "<"), let close = routerType.lastIndex(of: ">"), open < close,
              let route = TypeText(parsing: String(routerType[routerType.index(after: open)..<close]))?.name else { return nil }
        let handlers = roles.coordinatorTypes.sorted().filter { name in
            catalog[name]?.functions.contains { $0.name == Self.routeHandlerName && $0.parameters.first?.type?.name == route } == true
        }
        return handlers.count == 1 ? handlers[0] : nil
    }

    /// `self.router.rx` → `router`; `newsRouter.asPresentable` → `newsRouter`.
    private static func leadingName(_ expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            guard let member = current.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return member.declName.baseName.text }
            current = base
        }
    }

    private static func parameters(of node: Syntax) -> FunctionParameterListSyntax? {
        if let function = node.as(FunctionDeclSyntax.self) { return function.signature.parameterClause.parameters }
        if let initializer = node.as(InitializerDeclSyntax.self) { return initializer.signature.parameterClause.parameters }
        return nil
    }

    private static func members(of node: Syntax) -> MemberBlockItemListSyntax? {
        if let type = node.as(ClassDeclSyntax.self) { return type.memberBlock.members }
        if let type = node.as(StructDeclSyntax.self) { return type.memberBlock.members }
        if let type = node.as(ExtensionDeclSyntax.self) { return type.memberBlock.members }
        return nil
    }
}
