import SwiftSyntax

/// Navigation controllers handed to a child through the router made from them.
extension Interpreter {
    /// The locals an argument hands over: the local itself (`navigationController`), and the
    /// local a router is made from, inline (`router: DefaultRouter(navigationController: nav)`) or
    /// through a local (`let router = DefaultRouter(navigationController: nav)`; `router: router`):
    /// the child keeps that navigation controller as its stack.
    func handedLocals(_ expression: ExprSyntax, _ frame: Frame) -> [String] {
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            guard let alias = frame.aliases[name] else { return [name] }
            let typeName = String(alias.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !typeName.isEmpty, alias.dropFirst(typeName.count).hasPrefix("("), isRouterType(typeName) else { return [name] }
            let words = alias.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
            return [name] + words.dropFirst().filter { $0 != name && frame.locals[$0] != nil }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let typeName = constructedType(expression), isRouterType(typeName) else { return [] }
        return call.arguments.compactMap { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text }
    }
}
