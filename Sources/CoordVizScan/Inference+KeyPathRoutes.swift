import SwiftSyntax

/// Coordinators of a key-path routing library (Stinsen, ``KeyPathRouteSyntax``): a navigation
/// coordinator's stack starts with the view its first route makes; a tab coordinator's tabs are
/// its tab routes, titled by their items; a route whose make function returns a coordinator makes
/// that coordinator a child, pushed onto the stack (`.push`) or presented (`.modal`, `.fullScreen`);
/// `@Root` routes to coordinators are the app's phases. What views ask their routers is read by
/// ``keyPathRouteMoves(_:ids:unresolved:)``.
extension Inference {
    /// What a route shows: a view of the app, or another coordinator of the library.
    enum KeyPathShown: Equatable { case view(String), coordinator(String) }

    /// Adds the library's coordinators, their containers and children, and the transitions their
    /// routers make; what it cannot map goes in `unresolved`.
    func readKeyPathRoutes(_ coordinators: inout [ScannedApp.Coordinator], _ transitions: inout [ScannedApp.Transition], unresolved: inout [ScannedApp.Unresolved]) {
        let declared = keyPathCoordinators()
        guard !declared.isEmpty else { return }
        for name in catalog.order {
            guard let coordinator = declared[name] else { continue }
            var node = coordinators.first { $0.name == name } ?? ScannedApp.Coordinator(name: name, declaredAs: nil, source: coordinator.source)
            if node.container == nil { node.container = keyPathContainer(of: coordinator, among: declared, unresolved: &unresolved) }
            for route in coordinator.routes {
                if route.style == .unknown {
                    unresolved.append(.init(source: route.source, message: "\(name)'s route `\(route.name)` shows with `\(route.styleText ?? "?")`, a presentation scan does not know: it is read as a push"))
                }
                guard case .coordinator(let child)? = keyPathShown(route, of: name, among: declared, unresolved: &unresolved) else { continue }
                if let index = node.children.firstIndex(where: { $0.coordinator == child }) {
                    if node.children[index].property == nil { node.children[index].property = route.name }
                } else {
                    node.children.append(ScannedApp.Child(property: route.name, coordinator: child, source: route.source))
                }
            }
            // A tab coordinator's children in the order its tabs show them.
            if coordinator.kind == .tabs {
                let order = coordinator.tabs.isEmpty ? coordinator.routes.map(\.name) : coordinator.tabs
                node.children.sort { (order.firstIndex(of: $0.property ?? "") ?? Int.max, $0.source) < (order.firstIndex(of: $1.property ?? "") ?? Int.max, $1.source) }
            }
            if let index = coordinators.firstIndex(where: { $0.name == name }) { coordinators[index] = node } else { coordinators.append(node) }
            let starts = coordinator.initial.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            if starts.count > 1 {
                unresolved.append(.init(source: coordinator.source, message: "\(name)'s stack is made starting with \(starts.map { "`\($0)`" }.joined(separator: " or ")), as code decides that scan does not follow: its container is read from the first, and the app's launch phase is not told"))
            }
            // The one route the stack starts with, a coordinator: the phase the app launches in.
            if starts.count == 1, let first = coordinator.route(coordinator.initial[0]),
               case .coordinator(let child)? = keyPathShown(first, of: name, among: declared, unresolved: &unresolved) {
                interpreter.facts.launchRoots.append((child, first.source))
            }
        }
        // A child a `.push` route makes pushes onto its parent's stack.
        for (parent, _, child) in keyPathChildren(declared, styles: [.push, .unknown]) {
            guard let index = coordinators.firstIndex(where: { $0.name == child }), case .stack? = coordinators[index].container else { continue }
            coordinators[index].pushesOnto = keyPathStackHost(of: parent, among: declared)
        }
        var ids = Set(transitions.map(\.id))
        var moves = keyPathRouteMoves(declared, ids: &ids, unresolved: &unresolved)
        popPushedCoordinators(&moves, declared: declared, unresolved: &unresolved)
        transitions += moves
        // A child a `.modal` or `.fullScreen` route makes is presented from the screen whose action starts it.
        for (_, route, child) in keyPathChildren(declared, styles: [.modal, .fullScreen]) {
            guard let index = coordinators.firstIndex(where: { $0.name == child }) else { continue }
            let from = moves.first { $0.steps.contains(.init(kind: "startChild", target: child)) }?.from
            if from == nil {
                unresolved.append(.init(source: route.source, message: "\(child) is presented by the route `\(route.name)`, but no screen's action the scan read routes to it: presentedFrom is left out"))
            }
            coordinators[index].presentation = .init(from: from, style: route.style == .fullScreen ? "fullScreen" : nil, source: route.source)
        }
    }

    /// The library's coordinators by name, with the routes their stacks start with and their tabs' order.
    func keyPathCoordinators() -> [String: KeyPathCoordinator] {
        var found: [String: KeyPathCoordinator] = [:]
        for name in catalog.order {
            guard let type = catalog[name], var coordinator = KeyPathRouteSyntax.coordinator(type) else { continue }
            for body in bodies(of: name) {
                // A stored property's initializer may be the call itself.
                for call in [body.as(FunctionCallExprSyntax.self)].compactMap({ $0 }) + body.descendants(FunctionCallExprSyntax.self) {
                    switch Roles.hostName(of: call) {
                    case "NavigationStack", "CoordinatorStack":
                        if let route = KeyPathRouteSyntax.routeName(call.arguments.first { $0.label?.text == "initial" }?.expression) { coordinator.initial.append(route) }
                    case "TabChild":
                        let items = call.arguments.first { $0.label?.text == "startingItems" }?.expression.as(ArrayExprSyntax.self)?.elements ?? []
                        coordinator.tabs += items.compactMap { KeyPathRouteSyntax.routeName($0.expression) }
                    default:
                        break
                    }
                }
            }
            found[name] = coordinator
        }
        return found
    }

    /// What a route's make function returns: a coordinator of the library (made in its body, or
    /// its return type), else the app's view it builds; nil (reported) when neither can be told.
    func keyPathShown(_ route: KeyPathRoute, of owner: String, among declared: [String: KeyPathCoordinator], unresolved: inout [ScannedApp.Unresolved]) -> KeyPathShown? {
        guard let maker = route.maker, let function = catalog[owner]?.functions.first(where: { $0.name == maker }), let body = function.body else {
            unresolved.append(.init(source: route.source, message: "\(owner)'s route `\(route.name)` is made by `\(route.maker ?? "?")`, a function scan does not find in \(owner): what it shows is left out"))
            return nil
        }
        if let returned = function.returnType?.name, declared[returned] != nil { return .coordinator(returned) }
        let calls = body.descendants(FunctionCallExprSyntax.self)
        let made = calls.compactMap { Roles.hostName(of: $0) }
        if let child = made.first(where: { declared[$0] != nil }) { return .coordinator(child) }
        // `NavigationViewCoordinator { AddUserView() }`: the view, in a navigation view of its own.
        if let content = calls.first(where: { KeyPathRouteSyntax.wrappers.contains(Roles.hostName(of: $0) ?? "") })?.trailingClosure,
           let view = NavigationPathSyntax.view(of: content.statements, catalog: catalog) {
            return .view(view)
        }
        if let wrapper = made.first(where: KeyPathRouteSyntax.wrappers.contains) {
            let wrapped = made.first { !KeyPathRouteSyntax.wrappers.contains($0) && $0.first?.isUppercase == true }.map { "\($0), " } ?? ""
            unresolved.append(.init(source: function.source, message: "\(owner).\(function.signature) makes a \(wrapper) around \(wrapped)a coordinator scan does not find declared: what the route `\(route.name)` shows is left out"))
            return nil
        }
        if let view = NavigationPathSyntax.view(of: body, catalog: catalog) { return .view(view) }
        unresolved.append(.init(source: function.source, message: "\(owner).\(function.signature) makes what the route `\(route.name)` shows, but builds no view or coordinator scan can name: it is left out"))
        return nil
    }

    /// A navigation coordinator's stack rooted at its first route's view; a tab coordinator's
    /// tabs; a view coordinator's first route's view. Nil when the first route is a coordinator
    /// (the app's phases) or not read (reported).
    private func keyPathContainer(of coordinator: KeyPathCoordinator, among declared: [String: KeyPathCoordinator], unresolved: inout [ScannedApp.Unresolved]) -> ScannedApp.Container? {
        if coordinator.kind == .tabs { return keyPathTabs(of: coordinator, among: declared, unresolved: &unresolved) }
        guard let root = keyPathRootView(of: coordinator, among: declared, unresolved: &unresolved) else { return nil }
        return coordinator.kind == .navigation ? .stack([root]) : .screen(root)
    }

    /// The view a coordinator shows first: its stack's first route's, else (the library's first
    /// version) its `start()` function's; nil when its first route makes a coordinator.
    func keyPathRootView(of coordinator: KeyPathCoordinator, among declared: [String: KeyPathCoordinator], unresolved: inout [ScannedApp.Unresolved]) -> String? {
        let first = coordinator.initial.first ?? (coordinator.kind == .view ? coordinator.routes.first { $0.style == .root }?.name : nil)
        if let first {
            guard let route = coordinator.route(first) else {
                unresolved.append(.init(source: coordinator.source, message: "\(coordinator.name)'s stack starts with the route `\(first)`, which it does not declare: its stack is left out"))
                return nil
            }
            if case .view(let view)? = keyPathShown(route, of: coordinator.name, among: declared, unresolved: &unresolved) { return view }
            return nil
        }
        if let start = catalog[coordinator.name]?.functions.first(where: { $0.name == "start" && $0.parameters.isEmpty })?.body,
           let view = NavigationPathSyntax.view(of: start, catalog: catalog) {
            return view
        }
        if coordinator.kind == .navigation {
            unresolved.append(.init(source: coordinator.source, message: "\(coordinator.name)'s stack starts with no route (`NavigationStack(initial:)`) or `start()` scan can read: its stack is left out"))
        }
        return nil
    }

    /// A tab coordinator's tabs, in the order its `TabChild` lists them (else as declared).
    func keyPathTabs(of coordinator: KeyPathCoordinator, among declared: [String: KeyPathCoordinator], unresolved: inout [ScannedApp.Unresolved]) -> ScannedApp.Container? {
        let names = coordinator.tabs.isEmpty ? coordinator.routes.filter { $0.style == .tab }.map(\.name) : coordinator.tabs
        var tabs: [ScannedApp.Tab] = []
        for name in names {
            guard let route = coordinator.route(name) else {
                unresolved.append(.init(source: coordinator.source, message: "\(coordinator.name) starts with the tab `\(name)`, a route it does not declare: the tab is left out"))
                continue
            }
            guard let shown = keyPathShown(route, of: coordinator.name, among: declared, unresolved: &unresolved) else { continue }
            let body = route.tabItem.flatMap { maker in catalog[coordinator.name]?.functions.first { $0.name == maker }?.body }
            let item: (title: String?, icon: String?) = body.map(KeyPathRouteSyntax.tabItem) ?? (nil, nil)
            var tab = ScannedApp.Tab(coordinator: nil, screen: nil, stack: nil, title: item.title, icon: item.icon, source: route.source)
            switch shown {
            case .coordinator(let child): tab.coordinator = child
            case .view(let view): tab.screen = view
            }
            tabs.append(tab)
        }
        return tabs.isEmpty ? nil : .tabs(tabs)
    }

    /// Each route making a coordinator, of the given styles: the parent, the route, the child.
    func keyPathChildren(_ declared: [String: KeyPathCoordinator], styles: Set<KeyPathRoute.Style>) -> [(parent: String, route: KeyPathRoute, child: String)] {
        var found: [(parent: String, route: KeyPathRoute, child: String)] = []
        var ignored: [ScannedApp.Unresolved] = []
        for name in catalog.order {
            for route in declared[name]?.routes ?? [] where styles.contains(route.style) {
                if case .coordinator(let child)? = keyPathShown(route, of: name, among: declared, unresolved: &ignored) { found.append((name, route, child)) }
            }
        }
        return found
    }

    /// The coordinator whose stack a coordinator's screens are on: its own, or that of the parent
    /// whose `.push` route makes it.
    func keyPathStackHost(of name: String, among declared: [String: KeyPathCoordinator]) -> String {
        var current = name
        var seen: Set<String> = [name]
        let pushed = keyPathChildren(declared, styles: [.push, .unknown])
        while let parent = pushed.first(where: { $0.child == current })?.parent, seen.insert(parent).inserted { current = parent }
        return current
    }
}
