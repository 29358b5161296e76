import SwiftSyntax

/// Screens embedded in other screens as child view controllers.
extension Interpreter {
    static let childAdding: Set<String> = ["addChild", "addChildViewController"]

    /// `parent.addChild(child)`, or `parent.addVC(child, …)` whose body adds that parameter as a
    /// child view controller: the child screen is shown inside the parent.
    func noteEmbedded(_ method: String, labels: [String], in parent: String, arguments: [Value]) {
        var embedded: [Value] = []
        if Self.childAdding.contains(method) {
            embedded = Array(arguments.prefix(1))
        } else if let (_, function) = roles.function(method, labels: labels, in: parent), let body = function.body {
            let added = Set(body.descendants(FunctionCallExprSyntax.self).compactMap { call -> String? in
                guard let name = (call.calledExpression.as(DeclReferenceExprSyntax.self) ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName)?.baseName.text,
                      Self.childAdding.contains(name) else { return nil }
                return call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            })
            for (parameter, value) in zip(function.parameters, arguments) where added.contains(parameter.name) { embedded.append(value) }
        }
        for value in embedded {
            guard let child = screenType(of: value), child != parent, facts.embedded[child] == nil else { continue }
            facts.embedded[child] = parent
        }
    }
}
