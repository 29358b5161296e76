import SwiftSyntax

/// An app's own methods that host the view they are handed (`func replace<V: View>(_ view: V)`
/// in an extension of `UINavigationController` or of a protocol it adopts, setting
/// `[UIHostingController(rootView: view)]`), and the methods forwarding their argument to one:
/// the views handed to them (`stackNavigator.replace(VaultListView(…))`) are screens, as views
/// handed to a hosting controller directly are.
extension Roles {
    /// The views handed, as first argument, to a method that hosts its parameter.
    static func viewsHandedToHostingHelpers(in catalog: TypeCatalog, lineages: [String: Set<String>], isHost: (String) -> Bool) -> Set<String> {
        // A navigation controller or tab bar handed on (`present(navigationController)`) is no view.
        func isContainer(_ name: String) -> Bool {
            containerTypes.contains(name) || looksLikeNavigation(name) || !(lineages[name] ?? []).isDisjoint(with: containerTypes)
        }
        let functions = catalog.order.flatMap { name in (catalog[name]?.functions ?? []).filter { $0.body != nil } }
        var helpers = Set(functions.filter { hostsParameter($0, isHost: isHost) }.map(\.name))
        guard !helpers.isEmpty else { return [] }
        // `replace(_ view:)` calling `replace(view, animated:)`: a forwarder is a helper too.
        var grew = true
        while grew {
            grew = false
            for function in functions where !helpers.contains(function.name) && forwardsParameter(function, to: helpers) {
                helpers.insert(function.name)
                grew = true
            }
        }
        var found: Set<String> = []
        for name in catalog.order {
            for function in catalog[name]?.functions ?? [] {
                guard let body = function.body else { continue }
                let calls = function.calls.filter { calledName(of: $0).map(helpers.contains) == true }
                guard !calls.isEmpty else { continue }
                let locals = constructedLocals(in: Syntax(body))
                for call in calls {
                    guard let argument = call.arguments.first?.expression else { continue }
                    let view = viewType(of: argument) ?? argument.as(DeclReferenceExprSyntax.self).flatMap { locals[$0.baseName.text] }
                    if let view, catalog[view]?.kind != .protocol, !swiftUIViews.contains(view), !isHost(view), !isContainer(view) { found.insert(view) }
                }
            }
        }
        return found
    }

    /// `func push<V: View>(_ view: V) { … UIHostingController(rootView: view) … }`.
    private static func hostsParameter(_ function: FunctionDecl, isHost: (String) -> Bool) -> Bool {
        guard function.body != nil else { return false }
        let parameters = Set(function.parameters.map(\.name))
        return function.calls.contains { call in
            guard hostName(of: call).map(isHost) == true,
                  let rootView = call.arguments.first(where: { $0.label?.text == "rootView" })?.expression.as(DeclReferenceExprSyntax.self) else { return false }
            return parameters.contains(rootView.baseName.text)
        }
    }

    /// Whether a function hands its first parameter on to one of `helpers` as first argument.
    private static func forwardsParameter(_ function: FunctionDecl, to helpers: Set<String>) -> Bool {
        guard function.body != nil, let parameter = function.parameters.first?.name else { return false }
        return function.calls.contains { call in
            calledName(of: call).map(helpers.contains) == true
                && call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
        }
    }

    /// `push(…)`, `navigator?.push(…)`: the method's base name.
    static func calledName(of call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        while let inner = callee.as(OptionalChainingExprSyntax.self)?.expression { callee = inner }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return callee.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
