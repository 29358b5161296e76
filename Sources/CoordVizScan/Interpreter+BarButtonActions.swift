import SwiftSyntax

/// Bar button items a coordinator makes with a target and an action and puts on a screen's
/// navigation item (`nav.navigationBar.items?[0]?.setRightBarButton(UIBarButtonItem(…, target: self.stepper,
/// action: #selector(SettingsStepper.settingsDone)), animated: false)`, `vc.navigationItem.leftBarButtonItem
/// = UIBarButtonItem(…, target: self, action: #selector(close))`): a tap on that screen runs the
/// action on the target.
extension Interpreter {
    /// The methods that put a bar button item on a navigation item, and the properties that hold one.
    static let barButtonSetters: Set<String> = ["setRightBarButton", "setLeftBarButton", "setRightBarButtonItems", "setLeftBarButtonItems"]
    static let barButtonProperties: Set<String> = ["rightBarButtonItem", "leftBarButtonItem", "rightBarButtonItems", "leftBarButtonItems"]

    /// Keeps, as an action of the screen that shows it, what a bar button item made in a
    /// coordinator's method does when tapped: the target's method its `#selector` names. Nothing
    /// when the item's screen, target or method is not known.
    func noteBarButtonAction(_ call: FunctionCallExprSyntax, _ frame: Frame) {
        guard !frame.follow, roles.isCoordinatorLike(frame.selfType) else { return }
        let arguments = Array(call.arguments)
        guard let target = arguments.first(where: { $0.label?.text == "target" })?.expression,
              let action = arguments.first(where: { $0.label?.text == "action" })?.expression.as(MacroExpansionExprSyntax.self),
              action.macroName.text == "selector", let selected = action.arguments.first?.expression else { return }
        // `#selector(SettingsStepper.settingsDone)`, `#selector(close)`, `#selector(close(_:))`.
        let name = selected.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? selected.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? selected.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        var scratch = frame
        let targetType: String? = target.trimmedText == "self" ? frame.selfType : {
            if case .instance(let type) = evaluate(target, &scratch) { return type }
            return nil
        }()
        guard let name, let targetType, let method = roles.function(name, labels: nil, in: targetType)?.decl, let body = method.body,
              let item = navigationItem(receiving: call, in: frame.function),
              let screen = screen(ofNavigationItem: item, frame, depth: 0) else { return }
        facts.callbacks.append(.init(screen: screen, coordinator: targetType, statements: body, path: method.source.path, name: method.signature))
    }

    /// The navigation item a bar button item made by `call` is put on: the receiver of the setter
    /// it is handed to, or of the property it is assigned to, directly or through a local.
    private func navigationItem(receiving call: FunctionCallExprSyntax, in function: FunctionDecl) -> ExprSyntax? {
        var node = Syntax(call)
        for _ in 0..<6 {
            guard let parent = node.parent else { return nil }
            if let setter = parent.as(FunctionCallExprSyntax.self), let member = setter.calledExpression.as(MemberAccessExprSyntax.self),
               Self.barButtonSetters.contains(member.declName.baseName.text) {
                return member.base
            }
            if let sequence = parent.as(SequenceExprSyntax.self) { return Self.barButtonAssignee(sequence) }
            if let binding = parent.as(PatternBindingSyntax.self), let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                return navigationItem(receivingLocal: local, in: function)
            }
            node = parent
        }
        return nil
    }

    /// The navigation item a local holding a bar button item is put on, in the same method.
    private func navigationItem(receivingLocal local: String, in function: FunctionDecl) -> ExprSyntax? {
        for call in function.calls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), Self.barButtonSetters.contains(member.declName.baseName.text),
                  let first = call.arguments.first?.expression else { continue }
            let handed = first.as(ArrayExprSyntax.self).map { $0.elements.map { $0.expression.trimmedText } } ?? [first.trimmedText]
            if handed.contains(local) { return member.base }
        }
        for sequence in function.sequences {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[2].trimmedText == local || elements[2].as(ArrayExprSyntax.self)?.elements.contains(where: { $0.expression.trimmedText == local }) == true
            else { continue }
            if let item = Self.barButtonAssignee(sequence) { return item }
        }
        return nil
    }

    /// `X` of `X.rightBarButtonItem = …` (and the other bar button properties).
    private static func barButtonAssignee(_ sequence: SequenceExprSyntax) -> ExprSyntax? {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let member = elements[0].as(MemberAccessExprSyntax.self),
              barButtonProperties.contains(member.declName.baseName.text) else { return nil }
        return member.base
    }

    /// The screen a navigation item belongs to: `vc.navigationItem`; the first or top item of a
    /// stack's navigation bar (`nav.navigationBar.items?[0]`, `nav.navigationBar.topItem`) or the
    /// item of its top screen (`nav.topViewController?.navigationItem`), when the method puts the
    /// stack's first screen there; a local bound to one of those.
    private func screen(ofNavigationItem item: ExprSyntax, _ frame: Frame, depth: Int) -> String? {
        guard depth < 4 else { return nil }
        let item = item.unwrapped
        if let local = item.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return Self.boundValue(of: local, in: frame.function).flatMap { screen(ofNavigationItem: $0, frame, depth: depth + 1) }
        }
        if let subscripted = item.as(SubscriptCallExprSyntax.self),
           let items = subscripted.calledExpression.unwrapped.as(MemberAccessExprSyntax.self), items.declName.baseName.text == "items" {
            return items.base.flatMap { navigationBarOwner($0) }.flatMap { firstScreen(of: $0, frame) }
        }
        guard let member = item.as(MemberAccessExprSyntax.self), let base = member.base.map(\.unwrapped) else { return nil }
        switch member.declName.baseName.text {
        case "topItem", "backItem":
            return navigationBarOwner(base).flatMap { firstScreen(of: $0, frame) }
        case "navigationItem":
            if let shown = base.as(MemberAccessExprSyntax.self), ["topViewController", "visibleViewController"].contains(shown.declName.baseName.text),
               let stack = shown.base {
                return firstScreen(of: stack.unwrapped, frame)
            }
            var scratch = frame
            return screenType(of: evaluate(base, &scratch))
        default:
            return nil
        }
    }

    /// `nav` of `nav.navigationBar`.
    private func navigationBarOwner(_ bar: ExprSyntax) -> ExprSyntax? {
        guard let member = bar.unwrapped.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "navigationBar" else { return nil }
        return member.base.map(\.unwrapped)
    }

    /// The first screen the method puts on the stack `stack` names (`stack.pushViewController(vc, …)`,
    /// `stack.viewControllers = [vc]`, `stack.setViewControllers([vc], …)`, or a local made as
    /// `UINavigationController(rootViewController: vc)`), else the root of the coordinator's own stack.
    private func firstScreen(of stack: ExprSyntax, _ frame: Frame) -> String? {
        let text = stack.trimmedText
        var scratch = frame
        for call in frame.function.calls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.trimmedText == text,
                  ["pushViewController", "setViewControllers"].contains(member.declName.baseName.text),
                  let first = call.arguments.first?.expression else { continue }
            let screen = first.as(ArrayExprSyntax.self)?.elements.first?.expression ?? first
            if let type = screenType(of: evaluate(screen, &scratch)) { return type }
        }
        for sequence in frame.function.sequences {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[0].trimmedText == "\(text).viewControllers",
                  let first = elements[2].as(ArrayExprSyntax.self)?.elements.first?.expression else { continue }
            if let type = screenType(of: evaluate(first, &scratch)) { return type }
        }
        if let local = stack.as(DeclReferenceExprSyntax.self)?.baseName.text, let made = Self.boundValue(of: local, in: frame.function)?.as(FunctionCallExprSyntax.self),
           let root = made.arguments.first(where: { $0.label?.text == "rootViewController" })?.expression,
           let type = screenType(of: evaluate(root, &scratch)) {
            return type
        }
        if case .containerOf(let owner) = evaluate(stack, &scratch) { return facts.stackRoots[owner]?.screens.first }
        return nil
    }

    /// The expression a local is bound to in the method: `let x = …`, `if let x = …`, `guard let x = …`.
    private static func boundValue(of local: String, in function: FunctionDecl) -> ExprSyntax? {
        for variable in function.variables {
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == local {
                if let value = binding.initializer?.value { return value }
            }
        }
        for condition in function.body?.descendants(OptionalBindingConditionSyntax.self) ?? []
        where condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == local {
            if let value = condition.initializer?.value { return value }
        }
        return nil
    }
}
