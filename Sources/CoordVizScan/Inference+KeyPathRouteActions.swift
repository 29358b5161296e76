import SwiftSyntax

/// What views ask the routers of a key-path routing library (Stinsen) to do: `router.route(to: \.detail, 42)`,
/// `router.root(\.home)`, `router.focusFirst(\.profile)`, `router.popLast()`, `router.popToRoot()`,
/// `router.dismissCoordinator()`, chained (`router.focusFirst(\.todos).child.route(to: \.todo, id)`),
/// or through the coordinator's own methods (`router.coordinator.showNewest()`). Each is a
/// transition from the view it is written in, named after the button or method around it.
extension Inference {
    /// One link of a chain of calls and properties: its name, and its arguments when it is a call.
    typealias ChainLink = (name: String, arguments: LabeledExprListSyntax?)

    /// The transitions the library's routers make from views; what the coordinators' own code does
    /// where no view's action reaches it is reported.
    func keyPathRouteMoves(_ declared: [String: KeyPathCoordinator], ids: inout Set<String>, unresolved: inout [ScannedApp.Unresolved]) -> [ScannedApp.Transition] {
        var moves: [ScannedApp.Transition] = []
        var followed: Set<String> = []
        for name in catalog.order where declared[name] == nil {
            guard let type = catalog[name] else { continue }
            var routers: [String: String] = [:]
            for property in type.properties {
                if let coordinator = KeyPathRouteSyntax.routedCoordinator(property), declared[coordinator] != nil { routers[property.name] = coordinator }
            }
            guard !routers.isEmpty else { continue }
            // The calls of one action (one closure or method), in order.
            var order: [String] = []
            var found: [String: (trigger: String, steps: [ScannedApp.Step], source: SourceReference)] = [:]
            for (body, path) in placedBodies(of: name) {
                for call in body.descendants(FunctionCallExprSyntax.self) where Self.isOutermost(call) {
                    guard let chain = Self.chain(ExprSyntax(call)), let coordinator = routers[chain.root] else { continue }
                    let source = catalog.reference(call, in: path)
                    let steps = keyPathSteps(chain.links, on: coordinator, view: name, declared: declared, source: source, followed: &followed, depth: 0, unresolved: &unresolved)
                    guard !steps.isEmpty else { continue }
                    let trigger = Self.labelledTrigger(around: Syntax(call)) ?? NavigationPathSyntax.trigger(around: Syntax(call), catalog: catalog) ?? "body"
                    let key = "\(path)\u{0}\(Self.actionScope(of: Syntax(call)))\u{0}\(trigger)"
                    if found[key] == nil {
                        order.append(key)
                        found[key] = (trigger, [], source)
                    }
                    found[key]!.steps += steps
                }
            }
            for key in order {
                let action = found[key]!
                moves.append(ScannedApp.Transition(id: uniqueID(Self.kebab(action.trigger), &ids), from: name, entryPoint: nil, trigger: action.trigger, steps: action.steps, source: action.source))
            }
        }
        reportUnreachedKeyPathRoutes(declared, followed: followed, unresolved: &unresolved)
        return moves
    }

    /// The steps a chain of router links makes, walked from the coordinator the router is for:
    /// each route, root or tab it names moves on to the coordinator that route makes.
    private func keyPathSteps(
        _ links: [ChainLink], on start: String, view: String, declared: [String: KeyPathCoordinator], source: SourceReference,
        followed: inout Set<String>, depth: Int, unresolved: inout [ScannedApp.Unresolved]
    ) -> [ScannedApp.Step] {
        var current = start
        var steps: [ScannedApp.Step] = []
        for link in links {
            guard let coordinator = declared[current] else { break }
            let named = KeyPathRouteSyntax.routeName(link.arguments?.first?.expression)
            switch (link.name, link.arguments) {
            case ("coordinator", nil), ("child", nil):
                continue
            case ("route", _?), ("root", _?), ("focusFirst", _?):
                guard let named, let route = coordinator.route(named) else {
                    unresolved.append(.init(source: source, message: "\(view) asks \(current)'s router to \(link.name) `\(Self.abridged(link.arguments?.first?.expression.trimmedText ?? ""))`, not a route of \(current) scan can read: it is not read"))
                    return steps
                }
                guard let shown = keyPathShown(route, of: current, among: declared, unresolved: &unresolved) else { return steps }
                steps += keyPathRouteSteps(link.name, route: route, shown: shown, of: coordinator, declared: declared, unresolved: &unresolved)
                if case .coordinator(let child) = shown { current = child }
            case ("popLast", _?), ("pop", _?):
                // The library pops what was shown last, pushed or presented: a view a modal route shows is dismissed.
                let presented = coordinator.routes.contains { [.modal, .fullScreen].contains($0.style) && $0.maker != nil && keyPathShownQuietly($0, of: current, among: declared) == .view(view) }
                steps.append(presented ? .init(kind: "dismiss", target: "") : .init(kind: "pop", target: keyPathStackHost(of: current, among: declared)))
            case ("popToRoot", _?):
                steps.append(.init(kind: "popToRoot", target: keyPathStackHost(of: current, among: declared)))
            case ("dismissCoordinator", _?):
                // Pushed onto a parent's stack, it is popped off it: how far is known once every move is.
                let host = keyPathStackHost(of: current, among: declared)
                steps.append(host == current ? .init(kind: "dismiss", target: "") : .init(kind: Self.poppedCoordinator, target: current))
            case (let method, let arguments?):
                // A method of the coordinator: what it asks of itself.
                guard depth < 4, let function = catalog[current]?.functions.first(where: { $0.name == method && $0.parameters.count == arguments.count }), let body = function.body else {
                    if depth == 0, catalog[current]?.functions.contains(where: { $0.name == method }) != true {
                        unresolved.append(.init(source: source, message: "\(view) asks \(current)'s router to `\(method)`, which scan does not read: it is not read"))
                    }
                    return steps
                }
                followed.insert("\(current).\(function.name)")
                for call in body.descendants(FunctionCallExprSyntax.self) where Self.isOutermost(call) {
                    guard let chain = Self.chain(ExprSyntax(call)), chain.root == "self" else { continue }
                    steps += keyPathSteps(chain.links, on: current, view: view, declared: declared, source: source, followed: &followed, depth: depth + 1, unresolved: &unresolved)
                }
            default:
                return steps
            }
        }
        return steps
    }

    /// The steps of routing to a route: a view pushed or presented, a child coordinator started
    /// and its first view pushed or presented, a root replaced, a tab selected.
    private func keyPathRouteSteps(
        _ method: String, route: KeyPathRoute, shown: KeyPathShown, of coordinator: KeyPathCoordinator, declared: [String: KeyPathCoordinator], unresolved: inout [ScannedApp.Unresolved]
    ) -> [ScannedApp.Step] {
        // On a stack, back to the first place the route is: its root when the stack starts with it.
        if method == "focusFirst", coordinator.kind == .navigation {
            if coordinator.initial.first == route.name { return [.init(kind: "popToRoot", target: keyPathStackHost(of: coordinator.name, among: declared))] }
            unresolved.append(.init(source: route.source, message: "\(coordinator.name) is asked to go back to `\(route.name)` in its stack, which scan cannot place: it is not read"))
            return []
        }
        if method == "focusFirst" {
            guard coordinator.kind == .tabs, case .tabs(let tabs)? = keyPathTabsQuietly(coordinator, among: declared),
                  let tab = tabs.first(where: { $0.source == route.source }) else {
                unresolved.append(.init(source: route.source, message: "\(coordinator.name) is asked to focus `\(route.name)`, not one of its tabs scan read: it is not read"))
                return []
            }
            return [.init(kind: "switchTab", target: tab.title ?? tab.coordinator ?? tab.screen ?? route.name)]
        }
        switch shown {
        case .coordinator(let child):
            if method == "root" || route.style == .root { return [.init(kind: "setRoot", target: child)] }
            var steps: [ScannedApp.Step] = [.init(kind: "startChild", target: child)]
            var ignored: [ScannedApp.Unresolved] = []
            if let first = declared[child].flatMap({ keyPathRootView(of: $0, among: declared, unresolved: &ignored) }) {
                steps.append(.init(kind: [.modal, .fullScreen].contains(route.style) ? "present" : "push", target: first))
            }
            return steps
        case .view(let view):
            switch route.style {
            case .modal, .fullScreen: return [.init(kind: "present", target: view)]
            case .push, .unknown: return [.init(kind: "push", target: view)]
            case .root, .tab:
                unresolved.append(.init(source: route.source, message: "\(coordinator.name)'s root is replaced by the view of `\(route.name)` (\(view)), not a coordinator a phase can name: it is not read"))
                return []
            }
        }
    }

    /// Calls a coordinator makes outside what a view's action runs (a deep link, a
    /// subscription set up in `init`): reported, not read.
    private func reportUnreachedKeyPathRoutes(_ declared: [String: KeyPathCoordinator], followed: Set<String>, unresolved: inout [ScannedApp.Unresolved]) {
        let moving: Set<String> = ["route", "root", "focusFirst", "popLast", "popToRoot", "dismissCoordinator"]
        for name in catalog.order {
            guard let coordinator = declared[name], let type = catalog[name] else { continue }
            let makers = Set(coordinator.routes.flatMap { [$0.maker, $0.tabItem].compactMap { $0 } })
            for function in type.functions where !makers.contains(function.name) && !followed.contains("\(name).\(function.name)") {
                for call in function.body?.descendants(FunctionCallExprSyntax.self) ?? [] where Self.isOutermost(call) {
                    // On itself, or on a coordinator it reached (`coordinator.focusFirst(\.todos).child.route(…)`).
                    guard let chain = Self.chain(ExprSyntax(call)), chain.links.contains(where: { moving.contains($0.name) && $0.arguments != nil }) else { continue }
                    unresolved.append(.init(source: catalog.reference(call, in: function.source.path), message: "\(name).\(function.signature) asks `\(Self.abridged(call.trimmedText.replacingOccurrences(of: "\\s*\\n\\s*\\.", with: ".", options: .regularExpression)))` where no screen's action the scan read runs it (a deep link, a subscription): it is not read"))
                }
            }
        }
    }

    /// What a route shows, its problems already reported where the coordinators are read.
    private func keyPathShownQuietly(_ route: KeyPathRoute, of owner: String, among declared: [String: KeyPathCoordinator]) -> KeyPathShown? {
        var ignored: [ScannedApp.Unresolved] = []
        return keyPathShown(route, of: owner, among: declared, unresolved: &ignored)
    }

    /// A tab coordinator's tabs, their problems already reported where the coordinators are read.
    private func keyPathTabsQuietly(_ coordinator: KeyPathCoordinator, among declared: [String: KeyPathCoordinator]) -> ScannedApp.Container? {
        var ignored: [ScannedApp.Unresolved] = []
        return keyPathTabs(of: coordinator, among: declared, unresolved: &ignored)
    }

    /// The step kind standing for a pushed coordinator dismissing itself until ``popPushedCoordinators(_:declared:unresolved:)`` resolves it.
    static let poppedCoordinator = "dismissCoordinator"

    /// A pushed coordinator dismissing itself: it finishes, and its screens come off its parent's
    /// stack; back to the root when every screen starting it is that stack's root, else (reported)
    /// its screens are left on the stack.
    func popPushedCoordinators(_ moves: inout [ScannedApp.Transition], declared: [String: KeyPathCoordinator], unresolved: inout [ScannedApp.Unresolved]) {
        var ignored: [ScannedApp.Unresolved] = []
        for index in moves.indices {
            moves[index].steps = moves[index].steps.flatMap { step -> [ScannedApp.Step] in
                guard step.kind == Self.poppedCoordinator else { return [step] }
                let host = keyPathStackHost(of: step.target, among: declared)
                let starters = Set(moves.filter { $0.steps.contains(.init(kind: "startChild", target: step.target)) }.compactMap(\.from))
                let root = declared[host].flatMap { keyPathRootView(of: $0, among: declared, unresolved: &ignored) }
                if !starters.isEmpty, starters == Set([root].compactMap { $0 }) {
                    return [.init(kind: "finish", target: step.target), .init(kind: "popToRoot", target: host)]
                }
                unresolved.append(.init(source: moves[index].source, message: "\(moves[index].from ?? "?") dismisses \(step.target), pushed onto \(host)'s stack from \(starters.isEmpty ? "no screen scan read" : starters.sorted().joined(separator: ", ")), not only its root: the screens it pushed are left on that stack"))
                return [.init(kind: "finish", target: step.target)]
            }
        }
    }

    /// The name of the control of the app (or of another module) an action sits in: its first
    /// unnamed argument (`RoundedButton("Register") { … }`, `ChevronButton(L10n.users).onSelect { … }`),
    /// else its type (`DeviceRow(device: device) { … }`); SwiftUI's own buttons by their label.
    static func labelledTrigger(around node: Syntax) -> String? {
        if let label = NavigationPathSyntax.buttonLabel(around: node) { return label }
        var current = node.parent
        while let next = current, !next.is(FunctionDeclSyntax.self) {
            current = next.parent
            guard next.is(ClosureExprSyntax.self), let call = next.parent?.as(FunctionCallExprSyntax.self) ?? next.parent?.parent?.as(FunctionCallExprSyntax.self)
                ?? next.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) else { continue }
            let control = Roles.hostName(of: call) != nil ? call : call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self)
            guard let control, let host = Roles.hostName(of: control), host.first?.isUppercase == true, !Roles.swiftUIViews.contains(host) else { continue }
            guard let first = control.arguments.first, first.label == nil else { return host }
            return first.expression.as(StringLiteralExprSyntax.self).map(NavigationPathSyntax.literal) ?? first.expression.trimmedText
        }
        return nil
    }

    /// Where one action's code is: the closure or method holding a call, by its position.
    static func actionScope(of node: Syntax) -> Int {
        var current = node.parent
        while let next = current {
            if next.is(ClosureExprSyntax.self) || next.is(FunctionDeclSyntax.self) || next.is(PatternBindingSyntax.self) { return next.position.utf8Offset }
            current = next.parent
        }
        return 0
    }

    /// Whether a call is the last of its chain (no `.member` follows it).
    static func isOutermost(_ call: FunctionCallExprSyntax) -> Bool {
        !(call.parent?.is(MemberAccessExprSyntax.self) ?? false)
    }

    /// `router.focusFirst(\.todos).child.route(to: \.todo, id)` → `router` and its links;
    /// `route(to: \.detail)` and `self?.route(…)` → `self` and theirs.
    static func chain(_ expression: ExprSyntax) -> (root: String, links: [ChainLink])? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return ("self", [(reference.baseName.text, call.arguments)]) }
            guard var inner = chain(call.calledExpression), !inner.links.isEmpty else { return nil }
            inner.links[inner.links.count - 1].arguments = call.arguments
            return inner
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard var inner = chain(base) else { return nil }
            inner.links.append((member.declName.baseName.text, nil))
            return inner
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return chain(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return chain(forced.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, []) }
        if expression.is(SuperExprSyntax.self) { return nil }
        return nil
    }
}
