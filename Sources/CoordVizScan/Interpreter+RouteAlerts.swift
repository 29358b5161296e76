import SwiftSyntax

/// An alert, whoever presents it (a route's `.present(alert)`, a coordinator method's or a
/// screen's `present(alert, animated:)`): a choice, not a screen. Every alert of an app is the
/// same type, so drawn as a screen all of them would be one node holding every alert's actions;
/// instead each action that navigates is a way of what asked for the alert, a transition from
/// the screen the user was on, with the action's title as its way (UIKit takes the alert down
/// before the action runs, so no step dismisses it). Actions that only close the alert draw
/// nothing.
extension Interpreter {
    /// `UIAlertController` and classes named like one.
    static func isAlert(_ typeName: String) -> Bool {
        typeName == "UIAlertController" || typeName.hasSuffix("AlertController")
    }

    /// The alert's actions with a handler: while following, the way this run takes (one action);
    /// while reading facts, every action, for what they make.
    func presentAlert(_ call: FunctionCallExprSyntax, _ frame: inout Frame) {
        guard let (name, body) = presentedAlert(call.arguments.first?.expression, frame) else {
            if !frame.follow { unresolved(call, frame, "\(frame.selfType) presents the alert \(call.arguments.first?.expression.trimmedText ?? ""), made where the scan cannot read its actions: what they do is left out") }
            return
        }
        let actions = alertActions(of: name, in: body)
        guard !actions.isEmpty else { return }
        if !frame.follow {
            for action in actions { executeLater(action.handler.statements, &frame) }
            return
        }
        let way = choose(call, frame, ways: actions.count) { "alert action \(actions[$0].title)" }
        executeClosure(actions[way].handler.statements, &frame)
    }

    /// The local an alert is made in and the body making it: the running method's (`present(alert)`),
    /// or a method of the running type that makes it and returns it (`present(makePicker())`).
    private func presentedAlert(_ argument: ExprSyntax?, _ frame: Frame) -> (name: String, body: CodeBlockItemListSyntax?)? {
        guard let argument else { return nil }
        if let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.text { return (name, frame.function.body) }
        guard let made = argument.as(FunctionCallExprSyntax.self), let method = Inference.referencedMethod(made.calledExpression),
              let (_, maker) = roles.function(method, labels: nil, in: frame.selfType), let body = maker.body,
              let returned = body.last.flatMap({ item -> String? in
                  let statement = item.item.as(StmtSyntax.self)?.as(ReturnStmtSyntax.self)
                  return (statement?.expression ?? Self.expression(of: item.item))?.as(DeclReferenceExprSyntax.self)?.baseName.text
              }) else { return nil }
        return (returned, body)
    }

    /// `alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in … })`,
    /// `.init(title:style:handler:)`, or an action made in a local first: each action with a
    /// handler closure, in the order added.
    private func alertActions(of alert: String, in body: CodeBlockItemListSyntax?) -> [(title: String, handler: ClosureExprSyntax)] {
        guard let body else { return [] }
        var actions: [(title: String, handler: ClosureExprSyntax)] = []
        for call in body.descendants(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addAction",
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == alert, let argument = call.arguments.first?.expression else { continue }
            let made = argument.as(FunctionCallExprSyntax.self) ?? argument.as(DeclReferenceExprSyntax.self).flatMap { local in
                Self.localInitializer(local.baseName.text, in: body)?.as(FunctionCallExprSyntax.self)
            }
            guard let made, let handler = made.trailingClosure ?? made.arguments.first(where: { $0.label?.text == "handler" })?.expression.as(ClosureExprSyntax.self) else { continue }
            let titleArgument = made.arguments.first { $0.label?.text == "title" }?.expression
            let title = titleArgument?.as(StringLiteralExprSyntax.self).flatMap(Self.literalText) ?? titleArgument?.trimmedText ?? "\(actions.count + 1)"
            actions.append((title, handler))
        }
        return actions
    }

    /// A string literal's text, a type's name interpolated in it (`"\\(TabsCoordinator.self)"`)
    /// read as the name it prints.
    static func literalText(_ literal: StringLiteralExprSyntax) -> String? {
        if let plain = literal.representedLiteralValue { return plain }
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let part): text += part.content.text
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let member = interpolation.expressions.first?.expression.as(MemberAccessExprSyntax.self),
                      member.declName.baseName.text == "self", let type = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
                text += type.baseName.text
            }
        }
        return text
    }

    /// `let name = …` in a body: what it is set to.
    private static func localInitializer(_ name: String, in body: CodeBlockItemListSyntax) -> ExprSyntax? {
        for variable in body.descendants(VariableDeclSyntax.self) {
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.initializer?.value
            }
        }
        return nil
    }
}
