import SwiftSyntax

/// A coordinator handing its own child helper (`start(_ coordinator: BaseCoordinator)`,
/// `addChild(_:)`) something whose coordinator type the scan cannot tell: a factory it cannot
/// find, a value from another module. The child is left out, and the report says where.
extension Interpreter {
    /// Reports `call` when it is a call, on the coordinator itself, of one of its own methods whose
    /// parameter for the first argument is typed as a coordinator, and the scan could not tell
    /// which coordinator that argument is (unless the argument is a parameter of the method being
    /// read: its caller is where it was made, and where it is reported).
    func reportUnknownChild(_ call: FunctionCallExprSyntax, method: String, labels: [String], receiver: Value?, _ frame: Frame) {
        guard receiver == nil, let argument = call.arguments.first, roles.isCoordinatorLike(frame.selfType),
              let (_, helper) = roles.function(method, labels: labels, in: frame.selfType),
              let parameter = helper.parameters.first, let type = parameter.type, !parameter.isFunction,
              roles.isCoordinatorLike(type.name) else { return }
        let handed = argument.expression.trimmedDescription
        // A parameter of the method being read was handed in by its caller: reported there.
        if frame.function.parameters.contains(where: { $0.name == handed }) { return }
        // What a local was made from says where to look: `coordinator = builder.preauth(…)`.
        let madeBy = frame.aliases[handed].map { " (\($0.prefix { $0 != "(" })(…))" } ?? ""
        unresolved(call, frame, "\(frame.selfType).\(helper.signature) is handed \(handed)\(madeBy), a child coordinator whose type the scan cannot tell (typed \(type.name) where it is declared): that child is left out")
    }
}
