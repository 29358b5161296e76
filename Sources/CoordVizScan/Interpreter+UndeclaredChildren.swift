import SwiftSyntax

/// A child whose class the scanned sources do not declare (another module, a file left out),
/// made with its initializer and handed to the coordinator's own child helper
/// (`add(child: SettingsCoordinator(router: router))`): the helper takes only coordinators, so the
/// initializer's type is a coordinator. It is a node with no container, and starting it is a
/// `startChild` step; what it shows is not read.
extension Interpreter {
    /// The undeclared coordinator `call` adopts: its first argument is made by the initializer of
    /// a capitalised type the sources do not declare, not named like a screen or a container, and
    /// the call adopts a child (``adoption(_:method:labels:receiver:_:)``).
    func undeclaredChild(_ call: FunctionCallExprSyntax, method: String, labels: [String], receiver: Value?,
                         arguments: [Value], _ frame: Frame) -> String? {
        guard case .instance(let name)? = arguments.first, catalog[name] == nil, name.first?.isUppercase == true,
              !name.contains("<"), !name.contains("."), !roles.isScreen(name), !Roles.looksLikeNavigation(name),
              !Roles.containerTypes.contains(name),
              Self.isMade(name, by: call.arguments.first?.expression, frame),
              adoption(call, method: method, labels: labels, receiver: receiver, frame) != nil else { return nil }
        if facts.undeclaredCoordinators[name] == nil { facts.undeclaredCoordinators[name] = reference(call, frame) }
        return name
    }

    /// Whether `expression` is a call of `name`'s initializer, or a local assigned one: a value
    /// only typed by an undeclared type (a parameter, a property) may be any coordinator.
    static func isMade(_ name: String, by expression: ExprSyntax?, _ frame: Frame) -> Bool {
        guard var expression else { return false }
        // `await RoomFlowCoordinator(…)`, `try Flow(…)`.
        while let inner = expression.as(AwaitExprSyntax.self)?.expression ?? expression.as(TryExprSyntax.self)?.expression { expression = inner }
        if let made = expression.as(FunctionCallExprSyntax.self) {
            return made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        }
        let text = expression.trimmedText
        if frame.function.parameters.contains(where: { $0.name == text }) { return false }
        let alias = frame.aliases[text].map { $0.replacingOccurrences(of: "await ", with: "").replacingOccurrences(of: "try ", with: "") }
        return alias?.hasPrefix(name + "(") == true
    }

    /// `roomFlow = RoomFlowCoordinator(…)` in a coordinator: a class the sources do not declare,
    /// named like a coordinator and made by its initializer, kept in a property of the running
    /// coordinator, is its child (a node with no container; what it shows is not read).
    func undeclaredHeldChild(_ value: Value, right: ExprSyntax, _ frame: Frame) -> String? {
        guard case .instance(let name) = value, catalog[name] == nil, roles.isCoordinatorLike(frame.selfType), !facts.undeclaredScreenCoordinators.contains(name),
              roles.coordinatorSuffixes.contains(where: { name.hasSuffix($0) }), !name.contains("<"), !name.contains("."),
              Self.isMade(name, by: right, frame) else { return nil }
        if facts.undeclaredCoordinators[name] == nil { facts.undeclaredCoordinators[name] = reference(right, frame) }
        return name
    }

    /// A coordinator the sources do not declare, adopted as a child somewhere already read.
    func isUndeclaredCoordinator(_ name: String) -> Bool {
        catalog[name] == nil && facts.undeclaredCoordinators[name] != nil
    }
}
