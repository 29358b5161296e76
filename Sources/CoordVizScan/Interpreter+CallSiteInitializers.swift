import SwiftSyntax

/// A coordinator with several initializers (`init(navigationController:)` pushing onto the stack
/// it is handed, `init(presentingViewController:)` presenting a navigation controller of its own):
/// which one a parent calls, by its argument labels, decides whether the child shares the
/// parent's stack at that call site.
extension Interpreter {
    /// Whether the initializer of `child` these labels pick keeps the argument at `index` as the
    /// stack it pushes onto (`self.navigationController = navigationController`, where another
    /// initializer makes that property a new navigation controller): true; false when this
    /// initializer makes its stack itself, so what it is handed is something else (a view
    /// controller to present over); nil when the child has no such pair of initializers.
    func initializerKeepsStack(of child: String, labels: [String], argument index: Int) -> Bool? {
        guard let (owner, initializer) = roles.function("init", labels: labels, in: child), let body = initializer.body,
              index < initializer.parameters.count else { return nil }
        let others = (catalog[owner]?.functions ?? []).filter { $0.name == "init" && $0.parameters.map(\.label) != labels }
        let fresh = Set(freshStacks(in: body))
        if !fresh.isEmpty {
            // Another initializer keeps a stack it is handed in the property this one fills anew.
            let keptElsewhere = others.contains { other in
                let names = Set(other.parameters.map(\.name))
                return other.body.map { assignments(in: $0).contains { fresh.contains($0.0) && names.contains($0.1.trimmedText) } } ?? false
            }
            return keptElsewhere ? false : nil
        }
        let madeElsewhere = Set(others.flatMap { $0.body.map(freshStacks) ?? [] })
        let parameter = initializer.parameters[index].name
        for (target, value) in assignments(in: body) where value.trimmedText == parameter && madeElsewhere.contains(target) {
            return true
        }
        return nil
    }

    /// Whether `property` of `type` is only set by an initializer that keeps a stack it is handed,
    /// while another initializer makes a stack of its own (and presents it): in the flow presented
    /// that way it is nil (`if let start = initialViewController { popTo… } else { dismiss… }`).
    func unsetWhenPresented(_ property: String, of type: String) -> Bool {
        let key = "\(type).\(property)"
        if let known = unsetWhenPresentedCache[key] { return known }
        let unset = readUnsetWhenPresented(property, of: type)
        unsetWhenPresentedCache[key] = unset
        return unset
    }

    private func readUnsetWhenPresented(_ property: String, of type: String) -> Bool {
        guard let declared = catalog[type], declared.kind == .class,
              let decl = declared.properties.first(where: { $0.name == property && !$0.isStatic }),
              decl.initializer == nil, decl.getter == nil, decl.type?.isOptional == true else { return false }
        let initializers = declared.functions.filter { $0.name == "init" && $0.body != nil }
        guard initializers.count > 1 else { return false }
        var presenting = false
        var setWhenKeeping = false
        for initializer in initializers {
            let assigned = Set(assignments(in: initializer.body!).map(\.0))
            let keeps = initializer.parameters.indices.contains { index in
                initializerKeepsStack(of: type, labels: initializer.parameters.map(\.label), argument: index) != nil
            }
            if !freshStacks(in: initializer.body!).isEmpty {
                guard keeps else { return false }
                if assigned.contains(property) { return false }
                presenting = true
            } else if keeps, assigned.contains(property) {
                setWhenKeeping = true
            }
        }
        return presenting && setWhenKeeping
    }

    /// The properties an initializer's body makes a new navigation controller
    /// (`self.navigationController = UINavigationController()`).
    private func freshStacks(in body: CodeBlockItemListSyntax) -> [String] {
        assignments(in: body).compactMap { target, value in
            guard let made = value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText, roles.isNavigation(made) else { return nil }
            return target
        }
    }

    /// `self.x = value` and `x = value` in a body: the property name and the value.
    private func assignments(in body: CodeBlockItemListSyntax) -> [(String, ExprSyntax)] {
        body.descendants(SequenceExprSyntax.self).compactMap { sequence in
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
            let target = elements[0].trimmedText
            return (target.hasPrefix("self.") ? String(target.dropFirst(5)) : target, elements[2])
        }
    }

    /// The argument labels of a call, `_` for none.
    static func labels(of call: FunctionCallExprSyntax) -> [String] {
        call.arguments.map { $0.label?.text ?? "_" }
    }
}
