import SwiftSyntax

/// Screens wired to their coordinator view by callbacks: the coordinator hands each screen
/// closures (`ProductView(id: id, onAddToCart: { path.append(.cart) })`) or its own methods
/// (`CatalogView(onCart: showCart)`, `{ id in showProduct(id) }`), and the screen calls them from
/// its buttons. What such a callback does is done from that screen, set off by the callback.
extension Inference {
    /// A screen and the callback of it that sets off an action.
    struct CallbackSite: Equatable {
        /// The screen handed the callback.
        var view: String
        /// The callback's argument label (`onAddToCart`).
        var label: String
    }

    /// Where the action at `node` (in a body of `owner`) is wired into a screen's callback: the
    /// closure argument of a screen's initializer it sits in, or, when it sits in a method of
    /// `owner`, every screen that method is handed to by reference or called from a callback of.
    /// Empty when the action is the owner's own.
    func callbackSites(of node: Syntax, in owner: String) -> [CallbackSite] {
        if let site = enclosingCallback(of: node) { return [site] }
        guard let method = Self.enclosingMethodName(of: node), catalog[owner]?.functions.contains(where: { $0.name == method }) == true else { return [] }
        var sites: [CallbackSite] = []
        for body in bodies(of: owner) {
            for call in body.descendants(FunctionCallExprSyntax.self) {
                guard let view = screenHost(of: call) else { continue }
                for argument in call.arguments {
                    guard let label = argument.label?.text else { continue }
                    let handed = Self.referencedMethod(argument.expression) == method
                    let calledInside = argument.expression.as(ClosureExprSyntax.self)?.descendants(FunctionCallExprSyntax.self).contains {
                        Self.referencedMethod($0.calledExpression) == method
                    } == true
                    let site = CallbackSite(view: view, label: label)
                    if handed || calledInside, !sites.contains(site) { sites.append(site) }
                }
            }
        }
        return sites
    }

    /// The closure argument of a screen's initializer a node sits in, with its label.
    func enclosingCallback(of node: Syntax) -> CallbackSite? {
        var current = node.parent
        while let next = current, !next.is(FunctionDeclSyntax.self) {
            if let closure = next.as(ClosureExprSyntax.self), let argument = closure.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
               let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let view = screenHost(of: call) {
                return CallbackSite(view: view, label: label)
            }
            current = next.parent
        }
        return nil
    }

    /// The view of the app a call makes (`ProductView(…)`); nil for SwiftUI's own views and
    /// anything else.
    func screenHost(of call: FunctionCallExprSyntax) -> String? {
        guard let host = Roles.hostName(of: call), !Roles.swiftUIViews.contains(host), let type = catalog[host],
              type.kind == .struct || type.kind == .class, roles.isScreen(host) || type.inherits.contains("View") else { return nil }
        return host
    }

    /// `showCart`, `self.showCart` → `showCart`.
    static func referencedMethod(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        // `self.finish`, and `self?.finish()` / `self!.finish()` in a closure holding self weakly.
        if let member = expression.as(MemberAccessExprSyntax.self), ["self", "self?", "self!"].contains(member.base?.trimmedText ?? "") {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The name of the method a node is written in.
    private static func enclosingMethodName(of node: Syntax) -> String? {
        var current = node.parent
        while let next = current {
            if let function = next.as(FunctionDeclSyntax.self) { return function.name.text }
            current = next.parent
        }
        return nil
    }
}
