import SwiftParser
import SwiftSyntax

/// Actions bound by reference: set-up code handing a closure property itself to a control or a
/// signal (`button.reactive.tap.observeNext(with: viewModel.onClose)`,
/// `.bind(onNext: onSelect)`) runs that property when the user acts.
extension Inference {
    /// The closure properties a set-up body passes as call arguments, each with the code that
    /// calls it, when a closure is installed on it somewhere (else following it finds nothing).
    func closureReferenceActions(in body: CodeBlockItemListSyntax, of screen: String) -> [(property: String, call: CodeBlockItemListSyntax, node: ExprSyntax)] {
        var found: [(property: String, call: CodeBlockItemListSyntax, node: ExprSyntax)] = []
        for call in body.descendants(FunctionCallExprSyntax.self) {
            for argument in call.arguments {
                let expression = argument.expression
                let name: String
                var owner: Value = .instance(screen)
                if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                    name = member.declName.baseName.text
                    var frame = Interpreter.Frame(selfType: screen, function: FunctionDecl(name: "probe", parameters: [], returnType: nil, body: nil, isStatic: false, source: SourceReference(path: "", line: 0)), locals: [:], follow: false, depth: Interpreter.maxDepth)
                    owner = interpreter.evaluate(base, &frame)
                } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                    name = reference.baseName.text
                } else {
                    continue
                }
                guard let type = owner.typeName, roles.property(name, in: type) != nil, !interpreter.handlers(of: type, name).isEmpty else { continue }
                let statements = Parser.parse(source: "\(expression.trimmedText)()").statements
                found.append((name, statements, expression))
            }
        }
        return found
    }
}
