import SwiftSyntax

/// Methods of enums the sources declare, called on a case: `Tab.allCases.map { tab in
/// tab.viewController(…) }` builds each tab through the enum's own `switch self`.
extension Interpreter {
    /// `tab.viewController(context: c)` on a known case: the enum's method run with `self` that
    /// case. Nil when the receiver is no case of a declared enum with that method.
    func enumCaseMethod(_ method: String, on receiver: Value?, _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value? {
        guard let receiver, let caseName = Self.chosenCase(of: receiver), let owner = enumDeclaring(caseName, method: method),
              let function = catalog[owner]?.functions.first(where: { $0.name == method && !$0.isStatic }) else { return nil }
        var bound: [String: Value] = ["self": receiver]
        for (index, argument) in call.arguments.enumerated() where index < function.parameters.count {
            bound[function.parameters[index].name] = evaluate(argument.expression, &frame)
        }
        return run(function, of: owner, arguments: bound, follow: frame.follow, depth: frame.depth + 1).returned
    }

    /// `cases.map { tab in … return vc }` over enum cases: the closure's result for each case, its
    /// statements run with the parameter bound to that case. Nil when the call is no such map.
    func mapEnumCases(_ items: [Value], with call: FunctionCallExprSyntax, _ frame: inout Frame) -> [Value]? {
        guard !items.isEmpty, items.allSatisfy({ Self.chosenCase(of: $0) != nil }),
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else { return nil }
        return map(items, through: closure, &frame)
    }

    /// The enum that declares both the case and the method (the first in declaration order).
    private func enumDeclaring(_ caseName: String, method: String) -> String? {
        catalog.order.first { name in
            guard let type = catalog[name], type.kind == .enum else { return false }
            return type.cases.contains { $0.name == caseName } && type.functions.contains { $0.name == method && !$0.isStatic }
        }
    }
}
