import SwiftSyntax

/// The syntax shapes SwiftUI navigation is written in: `$coordinator.path` bindings, route
/// cases (`.detail(1)`, `Page.settings`), the cases of a destination builder's `switch`, and the
/// label of the button an action sits in.
enum NavigationPathSyntax {
    /// `$coordinator.path` → (`coordinator`, `path`); `$path` → (nil, `path`).
    static func binding(_ expression: ExprSyntax) -> (base: String?, property: String)? {
        let text = expression.trimmedText.filter { !$0.isWhitespace }
        guard text.hasPrefix("$") else { return nil }
        let parts = text.dropFirst().split(separator: ".").map(String.init).filter { $0 != "self" }
        guard let property = parts.last, parts.count <= 2 else { return nil }
        return (parts.count == 2 ? parts[0] : nil, property)
    }

    /// `.detail(1)`, `.settings`, `Page.detail(id: 2)`: the case named; nil for any other value.
    static func caseName(_ expression: ExprSyntax) -> String? {
        var expression = expression
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            guard let type = base.as(DeclReferenceExprSyntax.self), type.baseName.text.first?.isUppercase == true else { return nil }
        }
        let name = member.declName.baseName.text
        return name.first?.isLowercase == true && name != "init" ? name : nil
    }

    /// The case names a `switch` case matches (`case .detail(let id), .other:`), empty for `default`.
    static func caseNames(of switchCase: SwitchCaseSyntax) -> [String] {
        guard case .case(let label) = switchCase.label else { return [] }
        return label.caseItems.compactMap { item in
            item.pattern.descendants(MemberAccessExprSyntax.self).first { $0.base == nil || $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true }
                .map { $0.declName.baseName.text }
        }
    }

    /// The innermost `Button` the node sits in, by its label (`Button("Detail") { … }`,
    /// `Button { … } label: { Text("Detail") }`); nil outside a button.
    static func buttonLabel(around node: Syntax) -> String? {
        guard let call = buttonCall(around: node) else { return nil }
        return call.descendants(StringLiteralExprSyntax.self).first.map(literal)
            ?? call.arguments.first.map { $0.expression.trimmedText }
            ?? call.additionalTrailingClosures.first { $0.label.text == "label" }.flatMap { labelText(Syntax($0.closure)) }
    }

    /// The innermost `Button(…)` the node sits in, within its method.
    static func buttonCall(around node: Syntax) -> FunctionCallExprSyntax? {
        var current = node.parent
        while let next = current {
            if let call = next.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Button" { return call }
            if next.is(FunctionDeclSyntax.self) { return nil }
            current = next.parent
        }
        return nil
    }

    /// What sets off an action written at `node`: the button it sits in, the view whose tap it
    /// handles (`ProductCard(…).onTapGesture { … }`), the control of the app it is handed to
    /// (`BackButton { … }`), else the method or computed property (not `body`) it is written in.
    static func trigger(around node: Syntax, catalog: TypeCatalog) -> String? {
        if let label = buttonLabel(around: node) { return label }
        var current = node.parent
        while let next = current, !next.is(FunctionDeclSyntax.self) {
            if let call = next.as(FunctionCallExprSyntax.self), let closure = call.trailingClosure, node.position >= closure.position, node.endPosition <= closure.endPosition {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), ["onTapGesture", "onLongPressGesture"].contains(member.declName.baseName.text),
                   let base = member.base, let name = labelText(Syntax(base)) {
                    return name
                }
                if let host = Roles.hostName(of: call), let type = catalog[host], type.kind == .struct, type.inherits.contains("View") { return host }
            }
            current = next.parent
        }
        if let function = enclosingFunction(of: node) { return function }
        current = node.parent
        while let next = current {
            if let binding = next.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                return name == "body" ? nil : name
            }
            current = next.parent
        }
        return nil
    }

    /// What a label shows, to name the button or link: its first text, else the first view of the
    /// app it shows, else what its first view is made with (`Text(recipe.name)` → `recipe.name`).
    static func labelText(_ label: Syntax) -> String? {
        if let text = label.descendants(StringLiteralExprSyntax.self).first { return literal(text) }
        let calls = [label.as(FunctionCallExprSyntax.self)].compactMap { $0 } + label.descendants(FunctionCallExprSyntax.self)
        if let view = calls.lazy.compactMap({ Roles.hostName(of: $0) }).first(where: { $0.first?.isUppercase == true && !Roles.swiftUIViews.contains($0) }) { return view }
        return calls.first?.arguments.first?.expression.trimmedText
    }

    /// The text of a string literal without its quotes (interpolations kept as written).
    static func literal(_ string: StringLiteralExprSyntax) -> String {
        string.segments.map { segment in
            if let text = segment.as(StringSegmentSyntax.self) { return text.content.text }
            // `"Message \(id)"` → `Message {id}`, as a spec writes a value only known at run time.
            if let value = segment.as(ExpressionSegmentSyntax.self) { return "{\(value.expressions.trimmedText)}" }
            return segment.trimmedText
        }.joined()
    }

    /// The method the node sits in, as transitions name triggers (`showDetail(id:)`).
    static func enclosingFunction(of node: Syntax) -> String? {
        var current = node.parent
        while let next = current {
            if let function = next.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
                return "\(function.name.text)(\(labels))"
            }
            current = next.parent
        }
        return nil
    }

    /// The view a `switch` case shows: the first view of the app it constructs, or a view of
    /// another module it shows alone; nil when it shows only SwiftUI's own views.
    static func view(of statements: CodeBlockItemListSyntax, catalog: TypeCatalog) -> String? {
        for call in statements.descendants(FunctionCallExprSyntax.self) {
            guard let name = Roles.hostName(of: call), name.first?.isUppercase == true, !Roles.swiftUIViews.contains(name) else { continue }
            if let type = catalog[name], type.kind == .struct || type.kind == .class { return name }
        }
        for item in statements {
            var expression: ExprSyntax?
            if let value = item.item.as(ExprSyntax.self) { expression = value }
            if let value = item.item.as(ReturnStmtSyntax.self)?.expression { expression = value }
            if let value = item.item.as(ExpressionStmtSyntax.self)?.expression { expression = value }
            if let expression, let name = Roles.viewType(of: expression), !Roles.swiftUIViews.contains(name), catalog[name]?.kind != .enum {
                return name
            }
        }
        return nil
    }
}
