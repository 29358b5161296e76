import SwiftSyntax

/// A child whose class the scanned sources do not declare (another module, a file left out), made
/// by its initializer into a local and started there (`let settings = SettingsCoordinator(…);
/// settings.start()`): named like a coordinator and started by a coordinator, it is that
/// coordinator's child (a node with no container; what it shows is not read). A value only typed by
/// such a class (a property or parameter handed in) may be any coordinator: reported, not read.
extension Interpreter {
    /// Registers the undeclared child `call` (a `start()` on `base`) starts, so that starting it is
    /// a `startChild` step; reports a start of one handed in.
    func noteStartedUndeclaredChild(_ call: FunctionCallExprSyntax, method: String, base: Value, _ frame: Frame) {
        guard method == "start", case .instance(let name) = base, catalog[name] == nil, name != frame.selfType,
              roles.isCoordinatorLike(frame.selfType), roles.coordinatorSuffixes.contains(where: { name.hasSuffix($0) }),
              !name.contains("<"), !name.contains("."),
              let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return }
        guard Self.isMade(name, by: receiver, frame) else {
            if !isUndeclaredCoordinator(name) {
                unresolved(call, frame, "\(frame.selfType) starts \(receiver.trimmedText), typed \(name), which the sources do not declare and which is not made here: it may be any coordinator, so it is not read as a child")
            }
            return
        }
        if facts.undeclaredCoordinators[name] == nil { facts.undeclaredCoordinators[name] = reference(call, frame) }
        facts.children.append(.init(parent: frame.selfType, child: name, property: nil, source: reference(call, frame), condition: setupCondition(frame), inSetup: isSetup(frame), madeIn: frame.function.name))
    }
}
