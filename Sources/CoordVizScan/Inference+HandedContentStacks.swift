import SwiftSyntax

/// A view that wraps what it is handed in a stack of its own: `NavigationTab { ListsView() }`,
/// whose body is `NavigationStack(path: $router.path) { content() }` with `content` a closure it
/// stores. Where it is shown, it shows a stack rooted at the view handed in.
extension Inference {
    /// The view handed to such a wrapper in this call; nil when the called view roots its stack
    /// at a view of its own, or holds no stack.
    func handedStackRoot(of call: FunctionCallExprSyntax) -> String? {
        guard let name = Roles.hostName(of: call), let type = catalog[name],
              let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
              let root = PlainNavigationSyntax.shownView(closure.statements, catalog: catalog) else { return nil }
        for body in bodies(of: name) {
            for stack in body.descendants(FunctionCallExprSyntax.self) {
                guard let host = Roles.hostName(of: stack), PlainNavigationSyntax.stacks.contains(host),
                      let first = PlainNavigationSyntax.innerClosure(of: ExprSyntax(stack))?.statements.first,
                      let expression = first.item.as(ExprSyntax.self) ?? first.item.as(ExpressionStmtSyntax.self)?.expression,
                      let content = PlainNavigationSyntax.baseCall(of: expression)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      type.property(content) != nil else { continue }
                return root
            }
        }
        return nil
    }
}
