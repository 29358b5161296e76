import SwiftSyntax

/// The declarations of a coordinator library that routes through key paths to its property
/// wrappers (Stinsen): `final class MainCoordinator: NavigationCoordinatable` with
/// `@Root var start = makeStart`, `@Route(.push) var detail = makeDetail`,
/// `@Route(tabItem: makeHomeTab) var home = makeHome`, its stack's first route
/// (`NavigationStack(initial: \MainCoordinator.start)`, a later fork's `CoordinatorStack`) and a tab coordinator's tabs
/// (`TabChild(startingItems: [\X.home, \X.profile])`).
enum KeyPathRouteSyntax {
    /// The library's coordinator protocols, by the container each one draws.
    static let protocols: [String: KeyPathCoordinator.Kind] = [
        "NavigationCoordinatable": .navigation, "TabCoordinatable": .tabs, "ViewCoordinatable": .view,
    ]

    /// The library's routers typed by their coordinator (`NavigationRouter<MainCoordinator>`);
    /// `MainCoordinator.Router` names the same.
    static let routers: Set<String> = ["NavigationRouter", "TabRouter", "ViewRouter"]

    /// The library's views wrapping a coordinator (`NavigationViewCoordinator(ProfileCoordinator())`): no screen of the app.
    static let wrappers: Set<String> = ["NavigationViewCoordinator", "ViewWrapperCoordinator"]

    /// The coordinator a type is, when it adopts one of the library's coordinator protocols.
    static func coordinator(_ type: TypeDecl) -> KeyPathCoordinator? {
        guard type.kind == .class, let kind = type.inherits.lazy.compactMap({ protocols[$0.hasPrefix("Stinsen.") ? String($0.dropFirst(8)) : $0] }).first else { return nil }
        var coordinator = KeyPathCoordinator(name: type.name, kind: kind, routes: [], initial: [], tabs: [], source: type.source)
        coordinator.routes = type.properties.compactMap(route)
        return coordinator
    }

    /// A property wrapped as a route: how it shows what its make function returns, and that function.
    static func route(_ property: PropertyDecl) -> KeyPathRoute? {
        guard let declaration = property.declaration else { return nil }
        for element in declaration.attributes {
            guard let attribute = element.as(AttributeSyntax.self), let name = DeclarationReader.attributeName(element), ["Route", "Root"].contains(name) else { continue }
            let maker = property.initializer?.as(DeclReferenceExprSyntax.self)?.baseName.text
            var route = KeyPathRoute(name: property.name, style: .root, styleText: nil, maker: maker, tabItem: nil, source: property.source)
            guard name == "Route", case .argumentList(let arguments)? = attribute.arguments else { return route }
            if let item = arguments.first(where: { $0.label?.text == "tabItem" }) {
                route.style = .tab
                route.tabItem = item.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            } else if let first = arguments.first, first.label == nil {
                // `.modal`, `.modal(dismissible: false)`, `.modalNonDismissible`: a modal all the same.
                let written = first.expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? first.expression
                let style = written.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                route.style = style == "modalNonDismissible" ? .modal : style.flatMap(KeyPathRoute.Style.init(rawValue:)) ?? .unknown
                route.styleText = first.expression.trimmedText
            }
            return route
        }
        return nil
    }

    /// `\MainCoordinator.detail`, `\.detail` → `detail`: a key path to one property.
    static func routeName(_ expression: ExprSyntax?) -> String? {
        guard let keyPath = expression?.as(KeyPathExprSyntax.self), keyPath.components.count == 1 else { return nil }
        return keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
    }

    /// The coordinator a property's written type routes for: `MainCoordinator.Router`,
    /// `NavigationRouter<MainCoordinator>`, optional or not; nil for any other type.
    static func routedCoordinator(_ property: PropertyDecl) -> String? {
        guard let written = property.declaration?.bindings.first(where: { $0.pattern.trimmedText == property.name })?.typeAnnotation?.type else { return nil }
        var type = written
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = optional.wrappedType }
        if let member = type.as(MemberTypeSyntax.self), member.name.text == "Router" { return member.baseType.trimmedText }
        if let generic = type.as(IdentifierTypeSyntax.self), routers.contains(generic.name.text),
           let argument = generic.genericArgumentClause?.arguments.first {
            return argument.argument.trimmedText
        }
        return nil
    }

    /// A tab's item made by its function: the first text of a `Text` or `Label` as its title, the
    /// symbol of a `systemImage:` / `systemName:` argument (its first literal) as its icon.
    static func tabItem(_ body: CodeBlockItemListSyntax) -> (title: String?, icon: String?) {
        let calls = body.descendants(FunctionCallExprSyntax.self)
        let title = calls.first { ["Text", "Label"].contains(Roles.hostName(of: $0) ?? "") }?.arguments.first?.expression.as(StringLiteralExprSyntax.self).map(NavigationPathSyntax.literal)
        let symbol = calls.lazy.flatMap(\.arguments).first { ["systemImage", "systemName"].contains($0.label?.text) }
        let icon = symbol.flatMap { $0.expression.as(StringLiteralExprSyntax.self) ?? Syntax($0.expression).descendants(StringLiteralExprSyntax.self).first }.map(NavigationPathSyntax.literal)
        return (title, icon)
    }
}

/// A coordinator of a key-path routing library, as declared.
struct KeyPathCoordinator {
    enum Kind { case navigation, tabs, view }

    var name: String
    var kind: Kind
    /// Its routes, in declaration order.
    var routes: [KeyPathRoute]
    /// The routes its stack starts with, one per place that makes the stack (`NavigationStack(initial:)`).
    var initial: [String]
    /// Its tabs' routes in the order `TabChild(startingItems:)` lists them.
    var tabs: [String]
    var source: SourceReference

    func route(_ name: String) -> KeyPathRoute? { routes.first { $0.name == name } }
}

/// A route property: how it shows what its make function returns.
struct KeyPathRoute {
    enum Style: String { case push, modal, fullScreen, root, tab, unknown }

    var name: String
    var style: Style
    /// The style as written when the scan does not know it (`.custom`).
    var styleText: String?
    /// The function making what it shows (`makeDetail`).
    var maker: String?
    /// The function making its tab's item (`makeHomeTab`).
    var tabItem: String?
    var source: SourceReference
}
