import SwiftSyntax

extension Inference {
    /// Factories that turn a URL into a case of a link enum by comparing its path, the shape of
    /// most universal-link handling:
    ///
    /// ```swift
    /// func create(url: URL) -> UniversalLink? {
    ///     if url.path == "/app/redeem" { return UniversalLink.redeemHolderToken(token) }
    ///     else if url.path.hasPrefix("/app/auth") { return .tvsAuth(url: url) }
    /// }
    /// ```
    ///
    /// The path each case is made from, by `Enum.case` (`UniversalLink.redeemHolderToken` →
    /// `/app/redeem`); the enum need not be declared in the sources. The first comparison wins.
    func comparedLinkPaths() -> [String: String] {
        var paths: [String: String] = [:]
        for name in catalog.order {
            guard let type = catalog[name] else { continue }
            for function in type.functions {
                guard let returned = function.returnType?.name, let body = function.body,
                      returned != "URL", returned != "String", returned != "Bool" else { continue }
                for condition in body.descendants(IfExprSyntax.self) {
                    guard let path = Self.comparedPath(in: condition.conditions) else { continue }
                    for returning in condition.body.descendants(ReturnStmtSyntax.self) {
                        guard let expression = returning.expression, let caseName = Self.caseMade(by: expression, of: returned) else { continue }
                        let key = "\(returned).\(caseName)"
                        if paths[key] == nil { paths[key] = path }
                    }
                }
            }
        }
        return paths
    }

    /// `url.path == "/app/open"`, `"/app/open" == components.path`, `url.path.hasPrefix("/app/auth")`:
    /// the path literal (it starts with `/`) a condition compares a path with.
    static func comparedPath(in conditions: ConditionElementListSyntax) -> String? {
        // The literal side of `path == "/…"`, either way round.
        func pathLiteral(_ sides: [ExprSyntax]) -> String? {
            guard let literal = sides.lazy.compactMap(\.stringLiteralValue).first(where: { $0.hasPrefix("/") }),
                  sides.contains(where: { $0.stringLiteralValue == nil && Self.namesPath($0) }) else { return nil }
            return literal
        }
        for condition in conditions {
            // Folded (`InfixOperatorExprSyntax`) or as parsed (`SequenceExprSyntax`).
            for comparison in condition.descendants(InfixOperatorExprSyntax.self) where comparison.operator.trimmedText == "==" {
                if let literal = pathLiteral([comparison.leftOperand, comparison.rightOperand]) { return literal }
            }
            for comparison in condition.descendants(SequenceExprSyntax.self) {
                let elements = Array(comparison.elements)
                guard elements.count == 3, elements[1].trimmedText == "==" else { continue }
                if let literal = pathLiteral([elements[0], elements[2]]) { return literal }
            }
            for call in condition.descendants(FunctionCallExprSyntax.self) {
                guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "hasPrefix",
                      let base = callee.base, Self.namesPath(base),
                      let literal = call.arguments.first?.expression.stringLiteralValue, literal.hasPrefix("/") else { continue }
                return literal
            }
        }
        return nil
    }

    /// `url.path`, `components.path`, `path`: an expression whose last name is a path.
    private static func namesPath(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedText
        let last = text.split(separator: ".").last.map(String.init) ?? text
        return last == "path" || last == "relativePath"
    }

    /// `UniversalLink.open(url)`, `.open(url)`, `.open`: the case of `type` an expression makes.
    static func caseMade(by expression: ExprSyntax, of type: String) -> String? {
        var made = expression
        if let call = made.as(FunctionCallExprSyntax.self) { made = call.calledExpression }
        guard let member = made.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            guard base.trimmedText == type || base.trimmedText.hasSuffix(".\(type)") else { return nil }
        }
        let name = member.declName.baseName.text
        guard let first = name.first, first.isLowercase else { return nil }
        return name
    }
}
