import SwiftSyntax

/// SwiftUI coordinators pushing through a path holder the app declares
/// (`navigationController.push(route)`, where `final class NavigationController: ObservableObject`
/// has `func push<T>(_ route: T) { navigationPath.append(route) }`): a push of the view the
/// coordinator's destination builder shows for that route, onto the coordinator's stack; a
/// `removeLast` there pops it.
extension Interpreter {
    /// Follows `method` of a path holder as a push or pop of the running coordinator's stack. Nil
    /// when the call is none.
    func pathHolderCall(_ method: String, receiver: Value?, arguments: [Value], _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value? {
        guard frame.follow, roles.isCoordinatorLike(frame.selfType), let holder = receiver?.typeName, holder != frame.selfType,
              let callee = roles.function(method, labels: nil, in: holder)?.decl,
              let paths = pathProperties(of: holder), !paths.isEmpty else { return nil }
        let source = reference(call, frame)
        for inner in callee.calls {
            guard let member = inner.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                  paths.contains(base.trimmedText.replacingOccurrences(of: "self.", with: "")) else { continue }
            switch member.declName.baseName.text {
            case "append":
                guard let parameter = callee.parameters.first, inner.arguments.first?.expression.trimmedText == parameter.name,
                      let value = arguments.first, let route = Self.routeCase(value), let view = routeView(route, in: frame.selfType) else { return nil }
                frame.steps.append(ScannedStep(kind: .push, target: view, source: source))
                return .unknown
            case "removeLast":
                frame.steps.append(ScannedStep(kind: .pop, target: frame.selfType, source: source))
                return .unknown
            default:
                continue
            }
        }
        return nil
    }

    /// The stored `NavigationPath` properties of a class, by name; nil when it is no class.
    private func pathProperties(of type: String) -> Set<String>? {
        guard let decl = catalog[type], decl.kind == .class else { return nil }
        return Set(decl.properties.filter { property in
            !property.isStatic && property.getter == nil
                && (property.type?.name == "NavigationPath" || property.initializer?.trimmedText.hasPrefix("NavigationPath(") == true)
        }.map(\.name))
    }

    /// The view `route` shows for `coordinator`: from the destination builder of a route enum its
    /// own code names in `.navigationDestination(for: Route.self, …)`, else the only builder
    /// with that case.
    private func routeView(_ route: String, in coordinator: String) -> String? {
        guard let decl = catalog[coordinator] else { return nil }
        var bodies: [Syntax] = decl.functions.compactMap { $0.body.map(Syntax.init) }
        bodies += decl.properties.compactMap { $0.getter.map(Syntax.init) }
        for body in bodies {
            for modifier in body.descendants(FunctionCallExprSyntax.self) {
                guard modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "navigationDestination",
                      var type = modifier.arguments.first(where: { $0.label?.text == "for" })?.expression.trimmedText else { continue }
                if type.hasSuffix(".self") { type = String(type.dropLast(5)) }
                if let view = routeViews[type]?[route] { return view }
            }
        }
        let any = Set(routeViews.values.compactMap { $0[route] })
        return any.count == 1 ? any.first : nil
    }
}
