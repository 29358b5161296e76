import SwiftSyntax

/// An app's own subclass of `UIHostingController` that picks its root view itself
/// (`init(model:) { super.init(rootView: AboutView(model: model)) }`): made anywhere, it shows
/// that view, so the screen is named after the view, never after the subclass.
extension Roles {
    /// `super.init(rootView: …)`: the view handed up, when the call is one.
    static func superRootView(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
              member.base?.is(SuperExprSyntax.self) == true else { return nil }
        return call.arguments.first { $0.label?.text == "rootView" }?.expression
    }

    /// The view types a type's initializers hand to `super.init(rootView:)`, in the order written.
    static func superRootViews(of type: TypeDecl) -> [String] {
        var views: [String] = []
        for initializer in type.functions where initializer.name == "init" {
            guard let body = initializer.body else { continue }
            for call in Syntax(body).descendants(FunctionCallExprSyntax.self) {
                if let view = superRootView(call).flatMap(viewType), !views.contains(view), !swiftUIViews.contains(view) { views.append(view) }
            }
        }
        return views
    }

    /// The one root view a hosting controller subclass the scan reads shows; nil when it is no
    /// such subclass, hands up no view the scan can name, or different views in different initializers.
    func rootViewOfHostSubclass(_ name: String) -> String? {
        guard let type = catalog[name], isHostingController(name) else { return nil }
        let views = Self.superRootViews(of: type)
        return views.count == 1 ? views[0] : nil
    }
}
