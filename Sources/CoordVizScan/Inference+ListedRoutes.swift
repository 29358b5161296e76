import SwiftSyntax

/// Menus written as data: `ForEach(items) { item in Button { router.push(item.route) } … }` (or `List(items)`) over
/// a list of items each carrying a route (`[MenuItem(title: "Orders", route: .orders), …]`, as
/// the view's property, a computed property, or the argument the view's own method is called
/// with). Each item is a way of its own, named after its title.
extension Inference {
    /// One item of a listed menu: the title it is shown with, the route cases its fields hold
    /// (by `item.field`), and where it is written.
    struct ListedItem {
        var title: String?
        var values: [String: RouteValue]
        var node: Syntax
    }

    /// The items of the `ForEach` a node sits in, when the node reads a field of the closure's
    /// element and the list is written out as an array literal the scan can find; nil otherwise
    /// (and an empty list when the literal holds no item it can read).
    func listedItems(around node: Syntax, in type: TypeDecl) -> [ListedItem]? {
        var current = node.parent
        while let next = current, !next.is(FunctionDeclSyntax.self) {
            if let call = next.as(FunctionCallExprSyntax.self), ["ForEach", "List"].contains(Roles.hostName(of: call) ?? ""), let closure = call.trailingClosure,
               node.position >= closure.position, node.endPosition <= closure.endPosition {
                guard let element = Self.elementName(of: closure),
                      node.descendants(MemberAccessExprSyntax.self).contains(where: { $0.base?.trimmedText == element }) || node.as(MemberAccessExprSyntax.self)?.base?.trimmedText == element,
                      let list = call.arguments.first?.expression else { return nil }
                let literals = arrayLiterals(list, around: call, in: type)
                guard !literals.isEmpty else { return nil }
                return literals.flatMap { literal in literal.elements.compactMap { Self.item($0.expression, element: element) } }
            }
            current = next.parent
        }
        return nil
    }

    /// The pushes of `NavigationLink(value: item.route)` for each listed item whose route case one
    /// destination builder maps to a view.
    func listedLinks(
        _ value: ExprSyntax, items: [ListedItem], from view: String, builders: [String: [String: String]], path: String, unresolved: inout [ScannedApp.Unresolved]
    ) -> [PlainAction] {
        var found: [PlainAction] = []
        for item in items {
            let source = catalog.reference(item.node, in: path)
            guard case .named(let route)? = item.values[value.trimmedText.filter { !$0.isWhitespace }] else { continue }
            let views = Set(builders.values.compactMap { $0[route] })
            guard views.count == 1, let target = views.first else {
                unresolved.append(.init(source: source, message: "the NavigationLink in \(view) pushes .\(route) for this item, which no destination builder scan read maps to one view: it is not read"))
                continue
            }
            found.append(PlainAction(from: view, trigger: item.title ?? route, step: .init(kind: "push", target: target), source: source))
        }
        return found
    }

    /// `{ item in … }`, `{ (item: MenuItem) in … }`, or `$0` without a signature.
    private static func elementName(of closure: ClosureExprSyntax) -> String? {
        guard let clause = closure.signature?.parameterClause else { return "$0" }
        switch clause {
        case .simpleInput(let names): return names.first?.name.text
        case .parameterClause(let parameters): return parameters.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    /// The array literals a list names: written in place, a stored or computed property of the
    /// view holding one, or a parameter of the method the `ForEach` is in, at each call of it.
    private func arrayLiterals(_ list: ExprSyntax, around call: FunctionCallExprSyntax, in type: TypeDecl) -> [ArrayExprSyntax] {
        if let literal = list.as(ArrayExprSyntax.self) { return [literal] }
        let name = list.trimmedText.replacingOccurrences(of: "self.", with: "")
        if let property = type.property(name) {
            if let literal = property.initializer?.as(ArrayExprSyntax.self) { return [literal] }
            if let getter = property.getter, getter.count == 1 {
                let item = getter.first!.item
                let value = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression
                if let literal = value?.as(ArrayExprSyntax.self) { return [literal] }
            }
            return []
        }
        // A parameter of the method the list is shown in: the literals each call hands it.
        var enclosing = call.parent
        while let next = enclosing, !next.is(FunctionDeclSyntax.self) { enclosing = next.parent }
        guard let function = enclosing?.as(FunctionDeclSyntax.self) else { return [] }
        let parameters = Array(function.signature.parameterClause.parameters)
        guard let index = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }) else { return [] }
        let label = parameters[index].firstName.text
        var found: [ArrayExprSyntax] = []
        for (body, _) in placedBodies(of: type.name) {
            for site in body.descendants(FunctionCallExprSyntax.self) {
                let callee = site.calledExpression.trimmedText.replacingOccurrences(of: "self.", with: "")
                guard callee == function.name.text else { continue }
                let arguments = Array(site.arguments)
                let argument = label == "_" ? (index < arguments.count ? arguments[index] : nil) : arguments.first { $0.label?.text == label }
                if let literal = argument?.expression.as(ArrayExprSyntax.self) { found.append(literal) }
            }
        }
        return found
    }

    /// `MenuItem(title: "Orders", route: .orders)` or `.init(…)`: its title (the argument
    /// labelled `title`, `name` or `label`, else its first text) and the route cases its fields hold.
    private static func item(_ expression: ExprSyntax, element: String) -> ListedItem? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var values: [String: RouteValue] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text, let name = NavigationPathSyntax.caseName(argument.expression) else { continue }
            values["\(element).\(label)"] = .named(name)
        }
        guard !values.isEmpty else { return nil }
        let texts = call.arguments.compactMap { argument in argument.expression.as(StringLiteralExprSyntax.self).map { (argument.label?.text, NavigationPathSyntax.literal($0)) } }
        let title = texts.first { ["title", "name", "label", "text"].contains($0.0) }?.1 ?? texts.first?.1
        return ListedItem(title: title, values: values, node: Syntax(call))
    }
}
