import SwiftSyntax

/// The syntax shapes SwiftUI navigation takes when a view declares it itself, without a
/// coordinator: `NavigationStack { … }` / `NavigationView { … }`, `NavigationLink`s, and the
/// `.navigationDestination`, `.sheet`, `.fullScreenCover` and `.popover` modifiers.
enum PlainNavigationSyntax {
    /// The containers that make a navigation stack.
    static let stacks: Set<String> = ["NavigationStack", "NavigationView"]

    /// The modifiers that present a view modally.
    static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover"]

    /// A link or a modifier a view declares: what it does, what builds the view it shows, and
    /// what sets it off.
    struct Declared {
        enum Kind { case push, present }

        /// How the user sets it off.
        enum Trigger {
            /// A link the user taps, by its label (text, or the view it shows), when one can be named.
            case link(String?)
            /// A modifier shown while a property is set (`$showSettings`, `$selectedItem`): the
            /// property's path without `$`, and whether it is an optional item.
            case binding(String, item: Bool)
        }

        var kind: Kind
        var call: FunctionCallExprSyntax
        /// The expression or closure that builds what it shows; nil for `NavigationLink(value:)`.
        var content: Syntax?
        /// The value a `NavigationLink(value:)` pushes.
        var value: ExprSyntax?
        var trigger: Trigger
        /// What the code calls it (`NavigationLink`, `.sheet`), for the report.
        var written: String
    }

    /// The link or presenting modifier a call is; nil for any other call, and for a
    /// `.navigationDestination(for:)` (a destination by value type, read with the values pushed).
    static func declared(_ call: FunctionCallExprSyntax) -> Declared? {
        if Roles.hostName(of: call) == "NavigationLink" { return link(call) }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return nil }
        let name = member.declName.baseName.text
        guard presentations.contains(name) || name == "navigationDestination" else { return nil }
        let binding = call.arguments.first { ["isPresented", "item"].contains($0.label?.text) }
        guard let binding, let property = NavigationPathSyntax.binding(binding.expression) else { return nil }
        let path = [property.base, property.property].compactMap { $0 }.joined(separator: ".")
        let content = call.trailingClosure.map(Syntax.init)
            ?? call.arguments.first { ["content", "destination"].contains($0.label?.text) }.map { Syntax($0.expression) }
        return Declared(
            kind: name == "navigationDestination" ? .push : .present, call: call, content: content, value: nil,
            trigger: .binding(path, item: binding.label?.text == "item"), written: ".\(name)"
        )
    }

    /// `NavigationLink(destination: Detail()) { … }`, `NavigationLink("Detail", destination: …)`,
    /// `NavigationLink { Detail() } label: { … }`, `NavigationLink(value: item) { … }`.
    private static func link(_ call: FunctionCallExprSyntax) -> Declared {
        var content: Syntax?
        var label: Syntax?
        let value = call.arguments.first { $0.label?.text == "value" }?.expression
        if let destination = call.arguments.first(where: { $0.label?.text == "destination" }) {
            content = Syntax(destination.expression)
            label = call.trailingClosure.map(Syntax.init) ?? call.arguments.first { $0.label?.text == "label" }.map { Syntax($0.expression) }
        } else if let labelClosure = call.additionalTrailingClosures.first(where: { $0.label.text == "label" }) {
            content = call.trailingClosure.map(Syntax.init)
            label = Syntax(labelClosure.closure)
        } else if value == nil, call.arguments.first?.label == nil, call.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true {
            // `NavigationLink("Ingredients") { IngredientsEditor() }`: a title, then the destination.
            content = call.trailingClosure.map(Syntax.init)
        } else {
            label = call.trailingClosure.map(Syntax.init) ?? call.arguments.first { $0.label?.text == "label" }.map { Syntax($0.expression) }
        }
        var title = call.arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self).map(NavigationPathSyntax.literal)
        if title == nil, let label { title = NavigationPathSyntax.labelText(label) }
        return Declared(kind: .push, call: call, content: content, value: value, trigger: .link(title), written: "NavigationLink")
    }

    /// The view of the app a destination shows: the view an expression constructs, or the first
    /// statement of a closure (through a `NavigationStack` / `Group` / `if` wrapping it); nil when it
    /// shows SwiftUI's own views or something only known at run time.
    static func shownView(_ content: Syntax, catalog: TypeCatalog) -> String? {
        if let closure = content.as(ClosureExprSyntax.self) { return shownView(closure.statements, catalog: catalog) }
        guard let expression = content.as(ExprSyntax.self) else { return nil }
        if let view = Roles.viewType(of: expression) {
            if stacks.contains(view) || view == "Group", let inner = innerClosure(of: expression) { return shownView(inner.statements, catalog: catalog) }
            return Roles.swiftUIViews.contains(view) || catalog[view].map({ $0.kind == .enum || $0.kind == .protocol }) == true ? nil : view
        }
        if let ifExpr = expression.as(IfExprSyntax.self) { return shownView(ifExpr.body.statements, catalog: catalog) }
        return nil
    }

    static func shownView(_ statements: CodeBlockItemListSyntax, catalog: TypeCatalog) -> String? {
        guard let first = statements.first else { return nil }
        if let expression = first.item.as(ExprSyntax.self) { return shownView(Syntax(expression), catalog: catalog) }
        if let statement = first.item.as(ExpressionStmtSyntax.self) { return shownView(Syntax(statement.expression), catalog: catalog) }
        if let returned = first.item.as(ReturnStmtSyntax.self)?.expression { return shownView(Syntax(returned), catalog: catalog) }
        return nil
    }

    /// The content closure of a container call, under its modifiers: `NavigationStack { … }.tint(…)`.
    static func innerClosure(of expression: ExprSyntax) -> ClosureExprSyntax? {
        baseCall(of: expression).flatMap { $0.trailingClosure ?? $0.arguments.last?.expression.as(ClosureExprSyntax.self) }
    }

    /// The call a tab item or a statement is built on, under its modifiers.
    static func baseCall(of expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        while true {
            // `Form { … }.background(…)` with modifiers under `#if os(…)`: the view they modify.
            if let conditional = current.as(PostfixIfConfigExprSyntax.self), let base = conditional.base {
                current = base
                continue
            }
            guard let call = current.as(FunctionCallExprSyntax.self) else { return nil }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, member.declName.baseName.text.first?.isLowercase == true {
                current = base
                continue
            }
            return call
        }
    }

    /// Where a node sits when it is inside what another link, modifier or tab shows: that
    /// content is read with it (a view it names) or has no view type of its own to be read as
    /// (inline content); nil when the node is in the view's own body.
    static func enclosingContent(of node: Syntax) -> String? {
        var current = node.parent
        while let next = current {
            if let call = next.as(FunctionCallExprSyntax.self) {
                let inClosure = ([call.trailingClosure].compactMap { $0 } + call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) })
                    .contains { node.position >= $0.position && node.endPosition <= $0.endPosition }
                if inClosure, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                   presentations.contains(member.declName.baseName.text) || member.declName.baseName.text == "navigationDestination" {
                    return ".\(member.declName.baseName.text)"
                }
                if inClosure, let host = Roles.hostName(of: call), ["TabView", "NavigationLink"].contains(host) { return host }
            }
            if next.is(FunctionDeclSyntax.self) { return nil }
            current = next.parent
        }
        return nil
    }

    /// The places a view sets a property: `showSettings = true`, `self.item = row`,
    /// `showSettings.toggle()`; a value set to `nil` or `false` hides it, so does not count.
    static func setters(of property: String, in body: Syntax) -> [Syntax] {
        assignments(of: property, in: body, clearing: false)
    }

    /// The assignments of `nil` or `false` to a property (`showsLogin = false`): what closes the
    /// sheet it presents.
    static func clearers(of property: String, in body: Syntax) -> [Syntax] {
        assignments(of: property, in: body, clearing: true)
    }

    private static func assignments(of property: String, in body: Syntax, clearing: Bool) -> [Syntax] {
        let name = property.split(separator: ".").last.map(String.init) ?? property
        var found: [Syntax] = []
        for sequence in body.descendants(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
            let target = elements[0].trimmedText.filter { !$0.isWhitespace }
            guard target == name || target.hasSuffix(".\(name)") else { continue }
            let value = elements[2].trimmedText
            if (value == "nil" || value == "false") != clearing { continue }
            found.append(Syntax(sequence))
        }
        for call in body.descendants(FunctionCallExprSyntax.self) where !clearing {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
                  let base = member.base?.trimmedText.filter({ !$0.isWhitespace }), base == name || base.hasSuffix(".\(name)") else { continue }
            found.append(Syntax(call))
        }
        return found.sorted { $0.position < $1.position }
    }
}
