import SwiftSyntax

/// The reducers of The Composable Architecture and the views their stores drive: a view holding
/// a `StoreOf<Feature>` is the feature's screen; a `TCARouter` (TCACoordinators) or a
/// `NavigationStack(path: $store.scope(…))` in it is the feature's stack, each route case the
/// view its builder's `switch` makes; `.sheet(item: $store.scope(state: \.destination?.edit, …))`
/// and its kin are what the feature presents; a `TabView` of scoped views is its tabs.
extension Inference {
    /// One reducer and what its views show.
    struct ComposableFeature {
        var name: String
        var decl: StructDeclSyntax
        var source: SourceReference
        /// The view holding its store.
        var view: String?
        /// The stack its view draws from a route array or `StackState`.
        var stack: ComposableStack?
        /// `destination.edit` (or a plain optional child, `addItem`) → the view shown, and how.
        var presented: [String: (view: String, kind: String)] = [:]
        /// An action case its view hands a child view's store (`action: \.list`) → that view.
        var scoped: [String: String] = [:]
        var tabs: [ScannedApp.Tab] = []
        /// An action its view sends from inside what it presents (a sheet's toolbar) → the view presented.
        var sentFrom: [String: String] = [:]
        /// `NavigationLink(state: Feature.Path.State.detail(…))` in its view: the route, the link's label, where.
        var links: [(route: ExprSyntax, label: String?, source: SourceReference)] = []
    }

    /// A feature's stack: the state property holding its routes, the root screen and each route's view.
    struct ComposableStack {
        var property: String
        var root: String?
        var routes: [String: String]
        var source: SourceReference
        /// The stored route arrays a computed `property` is worked out from (`routes` read from
        /// `routeIDs`, whose cases name the same routes): the reducer moves the stack through them.
        var derivedFrom: Set<String> = []

        /// Whether `name` (the last part of a call's base) is this stack's route array.
        func holds(_ name: String) -> Bool { name == property || derivedFrom.contains(name) }
    }

    /// Adds the coordinators and transitions of the app's reducers; what it cannot map goes in `unresolved`.
    func readComposableFeatures(_ coordinators: inout [ScannedApp.Coordinator], _ transitions: inout [ScannedApp.Transition], unresolved: inout [ScannedApp.Unresolved]) {
        var features = composableFeatures()
        guard !features.isEmpty else { return }
        let reducerOf = Dictionary(features.compactMap { feature in feature.view.map { ($0, feature.name) } }, uniquingKeysWith: { first, _ in first })
        for index in features.indices {
            readViews(of: &features[index], reducerOf: reducerOf, unresolved: &unresolved)
        }
        let stacked = Set(features.filter { $0.stack?.root != nil || !$0.tabs.isEmpty }.map(\.name))
        let flows = composableFlows(features, coordinators: stacked)
        let nodes = stacked.union(flows.keys)
        var ids = Set(transitions.map(\.id))
        var moves: [ScannedApp.Transition] = []
        for var feature in features {
            for index in feature.tabs.indices {
                if let screen = feature.tabs[index].screen, let reducer = reducerOf[screen], nodes.contains(reducer) {
                    feature.tabs[index] = ScannedApp.Tab(coordinator: reducer, screen: nil, stack: nil, title: feature.tabs[index].title, icon: feature.tabs[index].icon, source: feature.tabs[index].source)
                }
            }
            var node = ScannedApp.Coordinator(name: feature.name, declaredAs: nil, source: feature.source)
            if !feature.tabs.isEmpty {
                node.container = .tabs(feature.tabs)
                node.children = feature.tabs.compactMap { tab in tab.coordinator.map { ScannedApp.Child(property: nil, coordinator: $0, source: tab.source) } }
                // SwiftUI's tab reader names the tab bar after the view: the feature stands for it.
                coordinators.removeAll { $0.name == feature.view }
            } else if let root = feature.stack?.root {
                node.container = .stack([root])
            }
            if let children = flows[feature.name], feature.tabs.isEmpty, feature.stack?.root == nil {
                node.children = children.map { ScannedApp.Child(property: $0.property, coordinator: $0.reducer, source: $0.source) }
            }
            if node.container != nil || flows[feature.name] != nil {
                coordinators.append(node)
                if let view = feature.view { interpreter.facts.composableViews[feature.name] = view }
            }
            moves += composableMoves(of: feature, ids: &ids, unresolved: &unresolved)
            if let children = flows[feature.name] {
                moves += composableFlowMoves(of: feature, children: children, features: features, ids: &ids, unresolved: &unresolved)
            }
            moves += linkMoves(of: feature, features: features, ids: &ids, unresolved: &unresolved)
        }
        transitions += Self.poppingPushedDismissals(moves)
    }

    /// `dismiss()` of a screen pushed onto a stack pops it (the dismiss dependency ends a stack
    /// element); on a presented screen it stays a dismissal.
    private static func poppingPushedDismissals(_ moves: [ScannedApp.Transition]) -> [ScannedApp.Transition] {
        let steps = moves.flatMap(\.steps)
        let pushed = Set(steps.filter { $0.kind == "push" }.map(\.target)).subtracting(steps.filter { $0.kind == "present" }.map(\.target))
        return moves.map { move in
            guard let from = move.from, pushed.contains(from) else { return move }
            var popping = move
            popping.steps = move.steps.map { $0.kind == "dismiss" ? ScannedApp.Step(kind: "pop", target: from) : $0 }
            return popping
        }
    }

    /// Whether a type is a reducer (`@Reducer struct Feature`).
    func isComposableReducer(_ name: String) -> Bool {
        placedBodies(of: name).contains { ComposableSyntax.declaration(around: $0.body, named: name).map(ComposableSyntax.isReducer) == true }
    }

    /// The app's reducers in declaration order, each with the view holding its store.
    private func composableFeatures() -> [ComposableFeature] {
        var features: [ComposableFeature] = []
        var views: [String: String] = [:]
        for name in catalog.order {
            guard let type = catalog[name], type.kind == .struct else { continue }
            for (body, _) in placedBodies(of: name) {
                guard let decl = ComposableSyntax.declaration(around: body, named: name) else { continue }
                if ComposableSyntax.isReducer(decl) {
                    features.append(ComposableFeature(name: name, decl: decl, source: type.source))
                } else if type.inherits.contains("View"), let reducer = ComposableSyntax.storedReducer(in: decl), views[reducer] == nil {
                    views[reducer] = name
                }
                break
            }
        }
        for index in features.indices { features[index].view = views[features[index].name] }
        return features
    }

    /// Reads a feature's view: its stack, what it presents, the views it hands scoped stores, its tabs.
    private func readViews(of feature: inout ComposableFeature, reducerOf: [String: String], unresolved: inout [ScannedApp.Unresolved]) {
        guard let view = feature.view else { return }
        for (body, path) in placedBodies(of: view) {
            for call in body.descendants(FunctionCallExprSyntax.self) {
                let source = catalog.reference(call, in: path)
                let host = Roles.hostName(of: call)
                if let host, catalog[host] != nil, let store = call.arguments.first(where: { $0.label?.text == "store" })?.expression,
                   let action = ComposableSyntax.scopedAction(store) {
                    feature.scoped[action] = feature.scoped[action] ?? host
                }
                if ["TCARouter", "NavigationStack", "NavigationStackStore"].contains(host ?? ""), feature.stack == nil,
                   let stack = composableStack(call, of: feature, source: source, unresolved: &unresolved) {
                    feature.stack = stack
                }
                if host == "TabView", let closure = call.trailingClosure {
                    feature.tabs += composableTabs(closure, path: path)
                }
                let modifier = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
                if PlainNavigationSyntax.presentations.contains(modifier) || modifier == "navigationDestination",
                   let item = call.arguments.first(where: { ["item", "store"].contains($0.label?.text) })?.expression,
                   case let state = ComposableSyntax.scopedState(item), !state.isEmpty {
                    guard let shown = call.trailingClosure.flatMap({ ComposableSyntax.shownView($0, catalog: catalog) }) else {
                        unresolved.append(.init(source: source, message: "\(view) shows `\(state.joined(separator: "."))` of \(feature.name) with a view scan cannot name: it is left out"))
                        continue
                    }
                    feature.presented[state.joined(separator: ".")] = (shown, modifier == "navigationDestination" ? "push" : "present")
                    for sent in call.trailingClosure?.descendants(FunctionCallExprSyntax.self) ?? [] where sent.calledExpression.trimmedText.hasSuffix("store.send") {
                        if let action = sent.arguments.first.flatMap({ NavigationPathSyntax.caseName($0.expression) }) { feature.sentFrom[action] = shown }
                    }
                }
                if host == "NavigationLink", let route = call.arguments.first(where: { $0.label?.text == "state" })?.expression {
                    feature.links.append((route, (call.trailingClosure).flatMap { NavigationPathSyntax.labelText(Syntax($0)) }, source))
                }
            }
        }
    }

    /// `TCARouter(store.scope(state: \.routes, …)) { screen in switch screen.case { … } }`, or
    /// `NavigationStack(path: $store.scope(state: \.path, …)) { Root(…) } destination: { … }`.
    private func composableStack(_ call: FunctionCallExprSyntax, of feature: ComposableFeature, source: SourceReference, unresolved: inout [ScannedApp.Unresolved]) -> ComposableStack? {
        let router = Roles.hostName(of: call) == "TCARouter"
        guard let bound = call.arguments.first(where: { router || $0.label?.text == "path" || $0.label == nil })?.expression,
              let property = ComposableSyntax.scopedState(bound).last else { return nil }
        let builder = router ? call.trailingClosure : call.additionalTrailingClosures.first { $0.label.text == "destination" }?.closure
        guard let builder else { return nil }
        let (routes, unnamed) = ComposableSyntax.routeViews(in: builder, catalog: catalog)
        for name in unnamed {
            unresolved.append(.init(source: source, message: "route .\(name) of \(feature.name)'s `\(property)` shows no view scan can name: it is left out"))
        }
        var stack = ComposableStack(property: property, root: nil, routes: routes, source: source, derivedFrom: Self.routeArrays(behind: property, in: feature.decl))
        if router {
            // The first route: `[.root(.home(.init()), embedInNavigationView: true)]` in the reducer's state.
            let first = feature.decl.descendants(FunctionCallExprSyntax.self).first { $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "root" && $0.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil }
            stack.root = first?.arguments.first.flatMap { NavigationPathSyntax.caseName($0.expression) }.flatMap { routes[$0] }
        } else if let content = call.trailingClosure {
            stack.root = ComposableSyntax.shownView(content, catalog: catalog) ?? feature.view
        }
        if stack.root == nil {
            unresolved.append(.init(source: source, message: "the routes `\(property)` of \(feature.name) start with no route its builder maps to a view: its stack is left out"))
        }
        return stack
    }

    /// The stored route arrays a computed route property's getter reads: `var routes: … { get {
    /// routeIDs.map { … } } set { … } }` beside `var routeIDs: IdentifiedArrayOf<Route<ID>>`.
    static func routeArrays(behind property: String, in reducer: StructDeclSyntax) -> Set<String> {
        let variables = reducer.descendants(VariableDeclSyntax.self).flatMap(\.bindings)
        guard let computed = variables.first(where: { $0.pattern.trimmedText == property }), let accessors = computed.accessorBlock else { return [] }
        let getter: Syntax
        if case .accessors(let list) = accessors.accessors, let get = list.first(where: { $0.accessorSpecifier.text == "get" })?.body {
            getter = Syntax(get)
        } else {
            getter = Syntax(accessors)
        }
        let read = Set(getter.descendants(DeclReferenceExprSyntax.self).map(\.baseName.text))
        let arrays = variables.filter { binding in
            binding.accessorBlock == nil && binding.pattern.trimmedText != property && read.contains(binding.pattern.trimmedText)
                && binding.typeAnnotation?.type.trimmedText.contains("Route") == true
        }
        return Set(arrays.map(\.pattern.trimmedText))
    }

    /// `TabView { RecipesView(store: store.scope(…)).tabItem { … } … }`: one tab per view.
    private func composableTabs(_ closure: ClosureExprSyntax, path: String) -> [ScannedApp.Tab] {
        Self.tabEntries(closure.statements).compactMap { item in
            guard var expression = item.item.as(ExprSyntax.self), var base = PlainNavigationSyntax.baseCall(of: expression) else { return nil }
            var label = Self.tabItem(in: Syntax(expression))
            // iOS 18's `Tab("Recipes", systemImage: "book") { RecipesView(store: …) }`.
            if let declared = Self.iOS18Tab(base) {
                guard let content = declared.content, let contentBase = PlainNavigationSyntax.baseCall(of: content) else { return nil }
                (expression, base, label) = (content, contentBase, (declared.title, declared.icon))
            }
            guard let view = Roles.hostName(of: base), catalog[view] != nil else { return nil }
            return ScannedApp.Tab(coordinator: nil, screen: view, stack: nil, title: label.title, icon: label.icon, source: catalog.reference(item, in: path))
        }
    }
}
