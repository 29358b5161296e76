import SwiftSyntax

/// Tabs a tab bar controller keeps in stored properties and fills later, the way UIKit tab bars
/// built in code often are: a `switch` over the tab enum returns `ordersContainer`, and elsewhere
/// `ordersContainer.wrappedController = OrdersViewController()`, `homeNavigation.viewControllers
/// = [HomeViewController()]` or `HubCoordinator(tabContainer: hubContainer)` says what it shows.
extension Inference {
    /// What a tab returned as one of `owner`'s stored properties shows: the coordinator made
    /// with that property, else the root its stack is given, else what is put inside it.
    /// Nil when the expression is no stored property, or nothing the sources do to it names a
    /// screen or a coordinator.
    func heldContainerTab(_ expression: ExprSyntax, owner: String) -> (coordinator: String?, stack: [String]?, screen: String?)? {
        guard let property = Self.ownPropertyName(expression), let declared = catalog[owner]?.property(property), !declared.isStatic else { return nil }
        var coordinators: [String] = [], roots: [String] = [], contents: [String] = []
        for (body, _) in placedBodies(of: owner) {
            for call in [body.as(FunctionCallExprSyntax.self)].compactMap({ $0 }) + body.descendants(FunctionCallExprSyntax.self) {
                if let made = interpreter.constructedType(ExprSyntax(call)), roles.isCoordinatorLike(made) || isUndeclaredCoordinatorName(made),
                   call.arguments.contains(where: { Self.ownPropertyName($0.expression) == property }) {
                    coordinators.append(made)
                } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, Self.ownPropertyName(base) == property,
                          ["setViewControllers", "pushViewController"].contains(member.declName.baseName.text), let first = call.arguments.first?.expression,
                          let root = madeType(Self.firstElement(of: first), in: owner, at: Syntax(call)) {
                    roots.append(root)
                }
            }
            for sequence in body.descendants(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = elements[0].as(MemberAccessExprSyntax.self),
                      let base = target.base, Self.ownPropertyName(base) == property else { continue }
                let member = target.declName.baseName.text
                if member == "viewControllers" || member == "rootViewController" {
                    if let root = madeType(Self.firstElement(of: elements[2]), in: owner, at: Syntax(sequence)) { roots.append(root) }
                } else if let content = madeType(elements[2], in: owner, at: Syntax(sequence)), roles.isCoordinatorLike(content) || roles.isScreen(content) || catalog[content] == nil {
                    contents.append(content)
                }
            }
        }
        if let coordinator = Self.single(coordinators) { return (roles.concrete(coordinator).first ?? coordinator, nil, nil) }
        if let root = Self.single(roots) { return (nil, [root], nil) }
        if let content = Self.single(contents) {
            return roles.isCoordinatorLike(content) ? (roles.concrete(content).first ?? content, nil, nil) : (nil, nil, content)
        }
        return nil
    }

    /// A type the sources do not declare, named like a coordinator (`POSTabCoordinator`).
    private func isUndeclaredCoordinatorName(_ name: String) -> Bool {
        catalog[name] == nil && roles.coordinatorSuffixes.contains { name.hasSuffix($0) }
    }

    /// `name` or `self.name`: the stored property an expression reads.
    private static func ownPropertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The first element of an array literal, or the expression itself.
    private static func firstElement(of expression: ExprSyntax) -> ExprSyntax {
        expression.as(ArrayExprSyntax.self)?.elements.first?.expression ?? expression
    }

    /// The one name the list holds (however often), else nil.
    private static func single(_ names: [String]) -> String? {
        Set(names).count == 1 ? names.first : nil
    }

    /// The type an expression makes: `Foo(…)`; a local bound to one earlier in the same body
    /// (`let home = makeHome()`); a method of `owner` whose return type or returned value names
    /// one (`func makeHome() -> UIViewController { HomeViewController() }`).
    func madeType(_ expression: ExprSyntax, in owner: String, at place: Syntax, depth: Int = 0) -> String? {
        guard depth < 4 else { return nil }
        if let made = interpreter.constructedType(expression), !Interpreter.genericScreenBases.contains(made) { return made }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let bound = Self.localBinding(reference.baseName.text, before: place) {
            return madeType(bound, in: owner, at: Syntax(bound), depth: depth + 1)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = Self.ownPropertyName(call.calledExpression),
              let function = catalog[owner]?.functions.first(where: { $0.name == name && !$0.isStatic }) else { return nil }
        if let declared = function.returnType?.name, catalog[declared] != nil, !Interpreter.genericScreenBases.contains(declared) { return declared }
        guard let body = function.body else { return nil }
        let returned = (body.count == 1 ? Interpreter.expression(of: body.first!.item) : nil) ?? body.descendants(ReturnStmtSyntax.self).first?.expression
        return returned.flatMap { madeType($0, in: owner, at: Syntax($0), depth: depth + 1) }
    }

    /// The value `let name = …` (or `var`) binds in a body enclosing `place`, written before it.
    private static func localBinding(_ name: String, before place: Syntax) -> ExprSyntax? {
        var current = place.parent
        while let node = current {
            if let block = node.as(CodeBlockItemListSyntax.self) {
                for item in block where item.position < place.position {
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in declaration.bindings where binding.pattern.trimmedText == name {
                        if let value = binding.initializer?.value { return value }
                    }
                }
            }
            current = node.parent
        }
        return nil
    }
}
