import SwiftSyntax

/// A coordinator adopting a child whose coordinator type the scan cannot tell (a factory it
/// cannot find, a value from another module), through its own child helper
/// (`start(_ coordinator: BaseCoordinator)`, `addChild(_:)`) or by appending to its collection of
/// children: the child is left out, and the report says where and what made it.
extension Interpreter {
    /// Where a call hands over a child: a child helper of the coordinator, or its collection of children.
    enum ChildAdoption {
        case helper(signature: String, type: String)
        case collection(name: String, element: String)
    }

    /// Reports `call` when it adopts (``adoption(_:method:labels:receiver:_:)``) a child the scan
    /// could not tell. An argument that is a parameter of the method being read is not reported:
    /// its caller is where it was made, and where it is reported.
    func reportUnknownChild(_ call: FunctionCallExprSyntax, method: String, labels: [String], receiver: Value?, _ frame: Frame) {
        guard let argument = call.arguments.first, let adoption = adoption(call, method: method, labels: labels, receiver: receiver, frame) else { return }
        let handed = argument.expression.trimmedText
        if frame.function.parameters.contains(where: { $0.name == handed }) { return }
        // What a local was made from says where to look: `coordinator = builder.preauth(…)`.
        let madeBy = frame.aliases[handed].map { " (\($0.prefix { $0 != "(" })(…))" } ?? ""
        let what = "\(handed)\(madeBy), a child coordinator whose type the scan cannot tell"
        switch adoption {
        case .helper(let signature, let type):
            unresolved(call, frame, "\(frame.selfType).\(signature) is handed \(what) (typed \(type) where it is declared): that child is left out")
        case .collection(let name, let element):
            unresolved(call, frame, "\(frame.selfType).\(name) is given \(what) (its elements are typed \(element)): that child is left out")
        }
    }

    /// How `call` adopts a child, when it does: a call, on the coordinator itself, of one of its
    /// own child helpers (named like `start`, `addChild`, `coordinate`) whose parameter for the
    /// first argument is typed as one coordinator, or an `append` / `insert` on one of its
    /// properties typed as a collection of coordinators.
    func adoption(_ call: FunctionCallExprSyntax, method: String, labels: [String], receiver: Value?, _ frame: Frame) -> ChildAdoption? {
        guard call.arguments.first != nil, roles.isCoordinatorLike(frame.selfType) else { return nil }
        let adopts = Self.childAdders.contains(method) || Self.childStarters.contains(method)
        if adopts, receiver == nil, let (_, helper) = roles.function(method, labels: labels, in: frame.selfType),
           let parameter = helper.parameters.first, let type = parameter.type, !parameter.isFunction, !type.isCollection,
           roles.isCoordinatorLike(type.name) {
            return .helper(signature: helper.signature, type: type.name)
        }
        if ["append", "insert"].contains(method), let collection = childCollection(of: call, in: frame) {
            return .collection(name: collection.name, element: collection.element)
        }
        return nil
    }

    /// The property of the frame's type that `call` appends to, when it is a collection of coordinators.
    private func childCollection(of call: FunctionCallExprSyntax, in frame: Frame) -> (name: String, element: String)? {
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedText else { return nil }
        let name = base.hasPrefix("self.") ? String(base.dropFirst(5)) : base
        guard let (_, property) = roles.property(name, in: frame.selfType), let type = property.type,
              type.isCollection, roles.isCoordinatorLike(type.name) else { return nil }
        return (name, type.name)
    }
}
