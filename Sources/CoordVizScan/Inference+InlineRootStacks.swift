import SwiftSyntax

/// A view whose body holds a stack rooted at content written in place — `NavigationStack { Form
/// { … } }` — is that stack's root screen itself: shown in a tab, the tab is a stack rooted at it.
extension Inference {
    /// Whether the view's body holds a navigation stack whose root shows no other view.
    func rootsOwnStack(_ view: String) -> Bool {
        for body in bodies(of: view) {
            for stack in body.descendants(FunctionCallExprSyntax.self) {
                guard let host = Roles.hostName(of: stack), PlainNavigationSyntax.stacks.contains(host),
                      PlainNavigationSyntax.enclosingContent(of: Syntax(stack)) == nil,
                      let content = PlainNavigationSyntax.innerClosure(of: ExprSyntax(stack)) else { continue }
                if PlainNavigationSyntax.shownView(content.statements, catalog: catalog) == nil,
                   NavigationPathSyntax.view(of: content.statements, catalog: catalog) == nil {
                    return true
                }
            }
        }
        return false
    }
}
