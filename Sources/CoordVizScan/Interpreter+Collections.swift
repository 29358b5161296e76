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

/// Helpers that take a child coordinator (`push(_ child: Coordinator, animated:)`) sharing a name
/// with UIKit's navigation calls.
extension Interpreter {
    /// The coordinator's own helper named `method` whose first parameter is a coordinator, through
    /// its protocols and superclasses.
    func coordinatorHelper(_ method: String, labels: [String], in type: String) -> FunctionDecl? {
        ownHelper(method, labels: labels, in: type) { roles.isCoordinatorLike($0) }
    }

    /// A helper named `method` with these labels that `type` declares or inherits (protocol
    /// extensions and superclasses), with a body, whose first parameter's type passes `accepts`.
    func ownHelper(_ method: String, labels: [String], in type: String, firstParameter accepts: (String) -> Bool) -> FunctionDecl? {
        var queue = [type]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted, let decl = catalog[next] else { continue }
            if let helper = decl.functions.first(where: { function in
                function.name == method && function.body != nil && function.parameters.map(\.label) == labels
                    && function.parameters.first?.type.map { accepts($0.name) } == true
            }) { return helper }
            queue += decl.inherits
        }
        return nil
    }

    /// Reads such a helper for its facts (the closures it installs on the child) with the child
    /// bound, once per call site: UIKit's name keeps the call from being followed into it.
    func readCoordinatorHelper(_ method: String, labels: [String], arguments: [Value], _ frame: Frame) {
        guard !frame.follow, frame.depth < Self.maxDepth, let helper = coordinatorHelper(method, labels: labels, in: frame.selfType) else { return }
        var bound: [String: Value] = [:]
        for (parameter, value) in zip(helper.parameters, arguments) { bound[parameter.name] = value }
        run(helper, of: frame.selfType, arguments: bound, follow: false, depth: frame.depth + 1, setup: frame.setup)
    }
}
