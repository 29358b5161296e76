import SwiftSyntax

extension Interpreter {
    /// `coordinators.map { $0.root }`, `flows.map(\.rootViewController)`: each element's member,
    /// in order (a tab bar filled with each child coordinator's container).
    func mapMember(_ items: [Value], with call: FunctionCallExprSyntax, _ frame: inout Frame) -> [Value]? {
        let name: String
        if let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
           closure.statements.count == 1, let item = closure.statements.first?.item, let expression = Self.expression(of: item),
           let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.text == (Self.parameterNames(of: closure).first ?? "$0") {
            name = member.declName.baseName.text
        } else if let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
                  let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) {
            name = property.declName.baseName.text
        } else {
            return nil
        }
        return items.map { member(name, of: $0, &frame) }
    }
}
