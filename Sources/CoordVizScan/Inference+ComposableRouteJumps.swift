import SwiftSyntax

/// Route array moves that jump rather than step: going back to a named route
/// (`routes.goBackTo(\.catalog)`, `routes.popTo(/Screen.State.catalog)`), and the whole array
/// replaced (`state.routes = [.root(.catalog(.init())), .push(.recipe(.init(id: 1)))]`).
extension Inference {
    /// Route array methods that go back to a route named in their argument.
    static let backToRouteMethods: Set<String> = ["goBackTo", "popTo"]

    /// Going back to the stack's root route is `popToRoot`; going back to another route names a
    /// screen in the middle of the stack, which no spec step says, and is reported.
    func backToRoute(
        _ call: FunctionCallExprSyntax, method: String, of feature: ComposableFeature, stack: ComposableStack,
        source: SourceReference, unresolved: inout [ScannedApp.Unresolved]
    ) -> ScannedApp.Step? {
        let argument = call.arguments.first?.expression.trimmedText ?? ""
        guard let route = Self.routeName(inPath: argument), let view = stack.routes[route] else {
            unresolved.append(.init(source: source, message: "\(feature.name) asks `\(stack.property)` to \(method) `\(Self.abridged(argument))`, a route scan cannot map to a view: it is not read"))
            return nil
        }
        guard view == stack.root else {
            unresolved.append(.init(source: source, message: "\(feature.name) asks `\(stack.property)` to \(method) \(view), a screen in the middle of the stack that no spec step names (only pop and popToRoot): it is not read"))
            return nil
        }
        return .init(kind: "popToRoot", target: feature.name)
    }

    /// A route array replaced whole: back to the root, then each later route pushed or
    /// presented. A first route other than the stack's root is a new root, which no spec step
    /// sets, and is reported.
    func replacedRoutes(
        _ routes: ArrayExprSyntax, of feature: ComposableFeature, stack: ComposableStack,
        source: SourceReference, unresolved: inout [ScannedApp.Unresolved]
    ) -> [ScannedApp.Step] {
        var steps: [ScannedApp.Step] = []
        for (position, element) in routes.elements.enumerated() {
            // `.root(.catalog(…), embedInNavigationView: true)`, `.push(.recipe(…))`, `.sheet(.filters(…))`.
            guard let wrapper = element.expression.as(FunctionCallExprSyntax.self), let how = NavigationPathSyntax.caseName(element.expression),
                  let inner = wrapper.arguments.first?.expression, let route = NavigationPathSyntax.caseName(inner), let view = stack.routes[route] else {
                unresolved.append(.init(source: source, message: "\(feature.name) sets `\(stack.property)` to a list holding `\(Self.abridged(element.expression.trimmedText))`, a route scan cannot map to a view: it is not read"))
                return []
            }
            if position == 0 {
                guard view == stack.root else {
                    unresolved.append(.init(source: source, message: "\(feature.name) sets `\(stack.property)` to a list starting at \(view), a new root that no spec step sets: it is not read"))
                    return []
                }
                steps.append(.init(kind: "popToRoot", target: feature.name))
                continue
            }
            steps.append(.init(kind: ["sheet", "cover", "presentSheet", "presentCover"].contains(how) ? "present" : "push", target: view))
        }
        return steps
    }

    /// The route a case path or key path names: `\.catalog`, `/Screen.State.catalog`,
    /// `\Screen.State.Cases.catalog` → `catalog`.
    static func routeName(inPath text: String) -> String? {
        let trimmed = text.drop { $0 == "\\" || $0 == "/" }
        guard let last = trimmed.split(separator: ".").last, let first = last.first, first.isLowercase,
              last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(last)
    }
}
