import SwiftSyntax

/// What a destination builder's case shows when it is not a view of the app called outright:
/// a view shown only under a condition (`if let item { ItemView(item) } else { EmptyView() }`),
/// or handed to a container the sources do not declare (`SheetWrapper { HelpView() }`) — that
/// container is taken for a frame around the view, and the report says so.
extension Inference {
    /// The view a case of a destination builder shows; nil when it names none.
    func containedView(in switchCase: SwitchCaseSyntax, names: [String], path: String, unresolved: inout [ScannedApp.Unresolved]) -> String? {
        let view = NavigationPathSyntax.view(of: switchCase.statements, catalog: catalog)
        if let view, catalog[view] != nil { return view }
        guard let contained = Self.contained(in: switchCase.statements, catalog: catalog) else { return view }
        if let container = contained.container {
            let cases = names.map { ".\($0)" }.joined(separator: ", ")
            unresolved.append(.init(source: catalog.reference(switchCase, in: path), message: "\(container), not in the sources, is taken for a container around the view it is handed: case \(cases) shows \(contained.view)"))
        }
        return contained.view
    }

    /// The first statement's view, through `if` bodies, and through a call of an undeclared view
    /// handed only a closure showing a view of its own.
    private static func contained(in statements: CodeBlockItemListSyntax, catalog: TypeCatalog) -> (container: String?, view: String)? {
        guard let first = statements.first,
              let expression = first.item.as(ExprSyntax.self) ?? first.item.as(ExpressionStmtSyntax.self)?.expression else { return nil }
        if let ifExpr = expression.as(IfExprSyntax.self) { return contained(in: ifExpr.body.statements, catalog: catalog) }
        guard let call = PlainNavigationSyntax.baseCall(of: expression), let name = Roles.viewType(of: expression) else { return nil }
        guard catalog[name] == nil, !Roles.swiftUIViews.contains(name), call.arguments.isEmpty,
              let closure = call.trailingClosure, let inner = PlainNavigationSyntax.shownView(closure.statements, catalog: catalog) else {
            return Roles.swiftUIViews.contains(name) ? nil : (nil, name)
        }
        return (name, inner)
    }
}
