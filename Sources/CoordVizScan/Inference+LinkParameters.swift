import SwiftSyntax

/// What a deep link's case reads from the URL past the part it matched: path components by
/// position (`url.pathComponents[1]`, `components[1]` of a local holding them) and query items by
/// name (`queryItems?.first(where: { $0.name == "query" })`), written as the link's parameters:
/// `mastodon://status/{statusId}`, `mastodon://search?query={query}`.
extension Inference {
    static func linkParameters(in body: CodeBlockItemListSyntax) -> String {
        // Locals holding the path components: `let components = url.pathComponents`.
        var componentLocals: Set<String> = ["pathComponents"]
        for binding in body.descendants(PatternBindingSyntax.self) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value, value.trimmedText.hasSuffix("pathComponents") else { continue }
            componentLocals.insert(name)
        }
        // `pathComponents` starts with "/": index 1 is the first component after the host. A
        // component kept in a local (`let statusID = components[1]`) is named after it.
        var components: [Int: String] = [:]
        for subscriptCall in body.descendants(SubscriptCallExprSyntax.self) {
            let base = subscriptCall.calledExpression.trimmedText
            guard componentLocals.contains(where: { base == $0 || base.hasSuffix(".\($0)") }),
                  subscriptCall.arguments.count == 1,
                  let index = subscriptCall.arguments.first?.expression.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
                  index > 0 else { continue }
            let local = subscriptCall.parent?.parent?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            if components[index] == nil || local != nil { components[index] = local.map(Self.parameterName) ?? components[index] }
            if components[index] == nil { components[index] = "" }
        }
        // `components.count == 2`: that many parts, the first being "/".
        for sequence in body.descendants(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, ["==", ">="].contains(elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text),
                  let counted = elements[0].as(MemberAccessExprSyntax.self), counted.declName.baseName.text == "count",
                  let base = counted.base?.trimmedText, componentLocals.contains(where: { base == $0 || base.hasSuffix(".\($0)") }),
                  let count = elements[2].as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }), count > 1 else { continue }
            for index in 1..<count where components[index] == nil { components[index] = "" }
        }
        let highest = components.keys.max() ?? 0
        var names: [String] = []
        for comparison in body.descendants(InfixOperatorExprSyntax.self) where comparison.operator.trimmedText == "==" {
            guard comparison.leftOperand.trimmedText.hasSuffix(".name"),
                  let literal = comparison.rightOperand.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                  let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text, !names.contains(text),
                  Self.readsQueryItems(comparison) else { continue }
            names.append(text)
        }
        for sequence in body.descendants(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
                  elements[0].trimmedText.hasSuffix(".name"),
                  let literal = elements[2].as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                  let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text, !names.contains(text),
                  Self.readsQueryItems(Syntax(sequence)) else { continue }
            names.append(text)
        }
        let path = highest == 0 ? "" : (1...highest).map { index in
            let name = components[index] ?? ""
            return "/{\(name.isEmpty ? "part\(index)" : name)}"
        }.joined()
        let query = names.isEmpty ? "" : "?" + names.map { "\($0)={\(Self.parameterName($0))}" }.joined(separator: "&")
        return path + query
    }

    /// A spec parameter's name: letters, digits and `_`, starting with a letter.
    private static func parameterName(_ text: String) -> String {
        var name = String(text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.first?.isLetter != true { name = "p" + name }
        return name
    }

    /// Whether a `$0.name == "x"` comparison sits in a look-up over `queryItems`.
    private static func readsQueryItems(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let next = current {
            if let call = next.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText.contains("queryItems") { return true }
            if next.is(SwitchCaseSyntax.self) || next.is(FunctionDeclSyntax.self) { return false }
            current = next.parent
        }
        return false
    }
}
