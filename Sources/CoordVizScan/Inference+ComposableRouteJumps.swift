import SwiftSyntax

/// Route array moves that jump rather than step: going back to a named route
/// (`routes.goBackTo(\.catalog)`, `routes.popTo(/Screen.State.catalog)`), and the whole array
/// replaced (`state.routes = [.root(.catalog(.init())), .push(.recipe(.init(id: 1)))]`).
extension Inference {
    /// Route array methods that go back to a route named in their argument.
    static let backToRouteMethods: Set<String> = ["goBackTo", "popTo"]

    /// Where each screen of a feature's stack sits: its depth (the root 0) and the one screen that
    /// pushes it. A screen pushed from several places has no single depth and is left out.
    struct RouteDepths {
        var depth: [String: Int] = [:]
        var parent: [String: String] = [:]

        /// How many pops take the stack from `screen` back to `ancestor`, when `ancestor` lies
        /// on the one way the stack reaches `screen`.
        func pops(from screen: String, backTo ancestor: String) -> Int? {
            var current = screen, count = 0
            while current != ancestor {
                guard let next = parent[current], count < depth.count else { return nil }
                (current, count) = (next, count + 1)
            }
            return count > 0 ? count : nil
        }
    }

    /// The depths the pushes of `moves` give a feature's stack, from its root or from a screen
    /// it presents in a stack of its own (`presentSheet(…, embedInNavigationView: true)`).
    static func routeDepths(of feature: ComposableFeature, pushes moves: [ScannedApp.Transition]) -> RouteDepths {
        var depths = RouteDepths()
        guard let root = feature.stack?.root else { return depths }
        var pushers: [String: Set<String>] = [:]
        var bases: Set<String> = [root]
        for move in moves {
            // Only a transition's first step leaves from its screen.
            guard let from = move.from, let first = move.steps.first else { continue }
            if first.kind == "push" { pushers[first.target, default: []].insert(from) }
            if first.kind == "present" { bases.insert(first.target) }
        }
        for base in bases where pushers[base] == nil || base == root { depths.depth[base] = 0 }
        var changed = true
        while changed {
            changed = false
            for (screen, from) in pushers where depths.depth[screen] == nil && from.count == 1 {
                guard let parent = from.first, let above = depths.depth[parent] else { continue }
                depths.depth[screen] = above + 1
                depths.parent[screen] = parent
                changed = true
            }
        }
        return depths
    }

    /// Going back to the stack's root route is `popToRoot`; going back to a route in the middle
    /// is as many pops as lie between the screen asking and that route, when the stack's pushes
    /// tell (`FinalScreen` pushed by `Step3`, pushed by `Step2`: back to `Step2` is two pops);
    /// otherwise it is reported.
    func backToRoute(
        _ call: FunctionCallExprSyntax, method: String, of feature: ComposableFeature, stack: ComposableStack, from: String?, depths: RouteDepths,
        source: SourceReference, unresolved: inout [ScannedApp.Unresolved]
    ) -> [ScannedApp.Step] {
        let argument = call.arguments.first?.expression.trimmedText ?? ""
        guard let route = Self.routeName(inPath: argument), let view = stack.routes[route] else {
            unresolved.append(.init(source: source, message: "\(feature.name) asks `\(stack.property)` to \(method) `\(Self.abridged(argument))`, a route scan cannot map to a view: it is not read"))
            return []
        }
        if view == stack.root { return [.init(kind: "popToRoot", target: feature.name)] }
        guard let from, let count = depths.pops(from: from, backTo: view) else {
            unresolved.append(.init(source: source, message: "\(feature.name) asks `\(stack.property)` to \(method) \(view), a screen in the middle of the stack that the pushes scan read do not place below \(from ?? "the screen asking"): it is not read"))
            return []
        }
        return Array(repeating: .init(kind: "pop", target: feature.name), count: count)
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
