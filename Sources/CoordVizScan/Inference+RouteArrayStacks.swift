import SwiftSyntax

/// Stacks a routing library's view draws from an array of routes the coordinator view holds
/// (FlowStacks' `FlowStack($routes, withNavigation: true) { screen, _ in switch screen { … } }`,
/// its older `Router($routes) { … }`): the closure's `switch` maps each route to its screen, the
/// array's initial value names the root, and the array's own methods move through the app
/// (`routes.push(.detail)`, `presentSheet`, `presentCover`, `goBack`, `goBackToRoot`, `dismiss`).
extension Inference {
    /// What a method of a route array does: a step kind, and whether it names a route.
    private static let routeMethods: [String: (kind: String, takesRoute: Bool)] = [
        "push": ("push", true), "presentSheet": ("present", true), "presentCover": ("present", true),
        "goBack": ("pop", false), "pop": ("pop", false), "goBackToRoot": ("popToRoot", false), "popToRoot": ("popToRoot", false),
        "dismiss": ("dismiss", false), "dismissAll": ("dismiss", false),
    ]

    /// Adds the stacks drawn from route arrays and the transitions their methods make; what it
    /// cannot map goes in `unresolved`.
    func readRouteArrayStacks(_ coordinators: inout [ScannedApp.Coordinator], _ transitions: inout [ScannedApp.Transition], unresolved: inout [ScannedApp.Unresolved]) {
        var ids = Set(transitions.map(\.id))
        for name in catalog.order {
            guard let type = catalog[name], type.kind == .struct || type.kind == .class else { continue }
            for (body, path) in placedBodies(of: name) {
                for call in body.descendants(FunctionCallExprSyntax.self) {
                    guard let (property, screens) = routeStack(call, in: type) else { continue }
                    let source = catalog.reference(call, in: path)
                    let initial = type.property(property)?.initializer?.descendants(MemberAccessExprSyntax.self).map(\.declName.baseName.text) ?? []
                    guard let root = initial.lazy.compactMap({ screens[$0] }).first else {
                        unresolved.append(.init(source: source, message: "the routes `\(property)` of \(name) start with no route its builder maps to a view: its stack is left out"))
                        continue
                    }
                    let owner = plainStackOwner(of: type)
                    if let index = coordinators.firstIndex(where: { $0.name == owner }) {
                        if coordinators[index].container == nil { coordinators[index].container = .stack([root]) }
                    } else {
                        coordinators.append(ScannedApp.Coordinator(name: owner, declaredAs: nil, container: .stack([root]), source: source))
                    }
                    transitions += routeMoves(on: property, in: type, root: root, screens: screens, ids: &ids, unresolved: &unresolved)
                }
            }
        }
    }

    /// `FlowStack($routes, …) { screen, _ in switch screen { … } }`: the route array bound and each
    /// route case's view; nil for any other call. The stack is a view of another module (not the
    /// app's, not SwiftUI's own) handed a binding to a stored property and a builder that switches
    /// over its first parameter.
    private func routeStack(_ call: FunctionCallExprSyntax, in type: TypeDecl) -> (property: String, screens: [String: String])? {
        guard let host = Roles.hostName(of: call), catalog[host] == nil, !Roles.swiftUIViews.contains(host), !PlainNavigationSyntax.stacks.contains(host),
              let first = call.arguments.first, first.label == nil, let binding = NavigationPathSyntax.binding(first.expression), binding.base == nil,
              let property = type.property(binding.property), property.getter == nil,
              let closure = call.trailingClosure, case .simpleInput(let names)? = closure.signature?.parameterClause, let screen = names.first?.name.text,
              let switchExpr = closure.statements.descendants(SwitchExprSyntax.self).first(where: { $0.subject.trimmedText == screen }) else { return nil }
        var screens: [String: String] = [:]
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self), let view = NavigationPathSyntax.view(of: switchCase.statements, catalog: catalog) else { continue }
            for caseName in NavigationPathSyntax.caseNames(of: switchCase) { screens[caseName] = view }
        }
        return screens.isEmpty ? nil : (binding.property, screens)
    }

    /// The transitions the route array's methods make: from the screen a callback doing it is
    /// handed to (named after the callback), else from the stack's root.
    private func routeMoves(
        on property: String, in type: TypeDecl, root: String, screens: [String: String], ids: inout Set<String>, unresolved: inout [ScannedApp.Unresolved]
    ) -> [ScannedApp.Transition] {
        var moves: [ScannedApp.Transition] = []
        for (body, path) in placedBodies(of: type.name) {
            for call in body.descendants(FunctionCallExprSyntax.self) {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      member.base?.trimmedText.replacingOccurrences(of: "self.", with: "") == property,
                      let method = Self.routeMethods[member.declName.baseName.text] else { continue }
                let source = catalog.reference(call, in: path)
                // A pop names the screen it is made on; the stack holding it is found later.
                var target: String?
                if method.takesRoute {
                    guard let route = call.arguments.first.flatMap({ NavigationPathSyntax.caseName($0.expression) }), let view = screens[route] else {
                        unresolved.append(.init(source: source, message: "\(type.name) asks its routes `\(property)` to \(member.declName.baseName.text) `\(Self.abridged(call.arguments.first?.expression.trimmedText ?? ""))`, a route its builder maps to no view: it is not read"))
                        continue
                    }
                    target = view
                }
                let sites = callbackSites(of: Syntax(call), in: type.name)
                let doers: [(from: String, trigger: String)] = sites.isEmpty
                    ? [(root, NavigationPathSyntax.trigger(around: Syntax(call), catalog: catalog) ?? member.declName.baseName.text)] : sites.map { ($0.view, $0.label) }
                for doer in doers {
                    moves.append(ScannedApp.Transition(
                        id: uniqueID(Self.kebab(doer.trigger), &ids), from: doer.from, entryPoint: nil, trigger: doer.trigger,
                        steps: [.init(kind: method.kind, target: target ?? (method.kind == "dismiss" ? "" : doer.from))], source: source
                    ))
                }
            }
        }
        return moves
    }
}
