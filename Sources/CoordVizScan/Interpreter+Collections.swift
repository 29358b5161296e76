import SwiftSyntax

/// Lists built step by step in a method: `items.append(x)` on a local list, and
/// `list.forEach { … }` run once per element with the element bound.
extension Interpreter {
    /// Handles `local.append(x)` (the local list grows; the call is read on as usual) and
    /// `list.forEach { … }` over a known list. Returns whether the call is done with.
    func collectionCall(_ method: String, callee: ExprSyntax, receiver: Value?, arguments: [Value], _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Bool {
        if method == "append", arguments.count == 1,
           let name = callee.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
           case .list(let items)? = frame.locals[name] {
            frame.locals[name] = .list(items + arguments)
            return false
        }
        guard method == "forEach", case .list(let items)? = receiver,
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else { return false }
        let parameter = Self.parameterNames(of: closure).first ?? "$0"
        let saved = frame.locals[parameter]
        for item in items {
            frame.locals[parameter] = item
            executeClosure(closure.statements, &frame)
        }
        frame.locals[parameter] = saved
        return true
    }
}
