import SwiftSyntax

/// Screen coordinators: a class named like a coordinator whose presentable is one SwiftUI view of
/// the app (`func toPresentable() -> AnyView { AnyView(SettingsScreen(context: viewModel.context)) }`)
/// and that holds no coordinator of its own is that screen, not a node of the flow. The spec
/// names the screen after the view; what the class does (its setup's subscriptions, what its
/// owner does with the actions it publishes) is what the user does on that screen.
extension Roles {
    /// Return types of a method that hands out what a coordinator shows.
    static let presentableTypes: Set<String> = ["AnyView", "View"]

    /// Each such coordinator, with the one view it shows.
    static func screenCoordinatorViews(in catalog: TypeCatalog, coordinators: Set<String>) -> [String: String] {
        var found: [String: String] = [:]
        for name in coordinators.sorted() {
            guard let type = catalog[name], type.kind == .class || type.kind == .struct else { continue }
            // A coordinator holding another coordinator runs a flow: it is a node.
            let holdsCoordinator = type.properties.contains { property in
                !property.isStatic && property.getter == nil && property.type.map { coordinators.contains($0.name) } == true
            }
            guard !holdsCoordinator else { continue }
            var views: Set<String> = []
            for function in type.functions where !function.isStatic {
                guard let returned = function.returnType, presentableTypes.contains(returned.name), let body = function.body else { continue }
                for expression in returnedExpressions(body) {
                    if let view = viewType(of: expression), !swiftUIViews.contains(view), !coordinators.contains(view),
                       catalog[view]?.kind != .protocol {
                        views.insert(view)
                    }
                }
            }
            if views.count == 1 { found[name] = views.first! }
        }
        return found
    }

    /// `return AnyView(…)`, or the one expression of a body.
    private static func returnedExpressions(_ body: CodeBlockItemListSyntax) -> [ExprSyntax] {
        if body.count == 1, let expression = body.first?.item.as(ExprSyntax.self) { return [expression] }
        return body.descendants(ReturnStmtSyntax.self).compactMap(\.expression)
    }
}
