import SwiftSyntax

/// SwiftUI coordinators and routers: an observable class holding a `NavigationPath` (or an array
/// of a route enum) that a `NavigationStack(path:)` is bound to, a destination builder that
/// `switch`es over the route to a view, optional sheet properties `.sheet(item:)` shows, and
/// views that call its push / pop / present methods (or edit its path) from their buttons.
extension Inference {
    /// A class holding a navigation path, and what its views bind to it.
    struct PathNavigator {
        var name: String
        var path: String
        /// Optional properties holding a route `.sheet(item:)` / `.fullScreenCover(item:)` shows.
        var sheets: Set<String>
        /// The enums its routes are cases of.
        var routeTypes: Set<String>
        var source: SourceReference
    }

    /// A route a push or present names: a case, a parameter of the method it is handed to, or a
    /// value only known at run time (its text, for the report).
    enum RouteValue: Hashable {
        case named(String), unreadable(String)
    }

    enum PathAction: Hashable {
        case push(RouteValue), pop, popToRoot, present(RouteValue), dismiss
    }

    /// Adds what SwiftUI navigation paths do to the coordinators and transitions read so far;
    /// what it cannot read goes in `unresolved`.
    func readNavigationPaths(_ coordinators: inout [ScannedApp.Coordinator], _ transitions: inout [ScannedApp.Transition], unresolved: inout [ScannedApp.Unresolved]) {
        // Sources declaring no SwiftUI view (a UIKit app, a library) have none of these shapes,
        // but for tab bars handing out the containers they keep.
        guard declaresSwiftUIViews else {
            // Only the switches handing out kept containers count here (each of their cases is
            // read by definition): other switches over an enum named like tabs route, and are
            // not said to be unreadable tabs.
            var otherSwitches: [ScannedApp.Unresolved] = []
            let byCase = switchedTabs(navigators: [], shared: [], unresolved: &otherSwitches)
            for owner in byCase.owners where byCase.held.contains(owner.owner) {
                guard let index = coordinators.firstIndex(where: { $0.name == owner.owner }) else { continue }
                coordinators[index].container = .tabs(owner.tabs)
                adoptTabCoordinators(owner.tabs, by: index, &coordinators)
                dropSupersededTabReports(of: owner.owner)
            }
            return
        }
        let boundProperties = boundPathProperties()
        var navigators = pathNavigators(bound: boundProperties)
        let builders = destinationBuilders(unresolved: &unresolved)
        // Route types the views say they show: `.navigationDestination(for: Page.self)`.
        for name in catalog.order {
            for body in bodies(of: name) {
                for call in body.descendants(FunctionCallExprSyntax.self) where modifierName(call) == "navigationDestination" {
                    guard let type = call.arguments.first(where: { $0.label?.text == "for" })?.expression.trimmedText else { continue }
                    let route = type.hasSuffix(".self") ? String(type.dropLast(5)) : type
                    for index in navigators.indices where navigators[index].routeTypes.isEmpty || bound(call, to: navigators[index].name, in: name) {
                        navigators[index].routeTypes.insert(route)
                    }
                }
            }
        }
        let shared = sharedNavigators(navigators)
        var ids = Set(transitions.map(\.id))
        var roots: [String: String] = [:]
        let handed = handedBindings()
        let byCase = switchedTabs(navigators: navigators, shared: shared, unresolved: &unresolved)
        let byEnum = enumBuiltTabs(navigators: navigators, shared: shared, unresolved: &unresolved)
        let switched = (owners: byCase.owners + byEnum.owners, hosts: byCase.hosts.union(byEnum.hosts))
        var tabOwners: [(owner: String, tabs: [ScannedApp.Tab], source: SourceReference)] = []
        for name in catalog.order {
            guard let type = catalog[name], type.kind == .struct || type.kind == .class, !navigators.contains(where: { $0.name == name }) else { continue }
            let held = heldNavigators(in: type, navigators: navigators)
            for (body, path) in placedBodies(of: name) {
                // The stack's root: `NavigationStack(path: $coordinator.path) { root }`.
                for call in body.descendants(FunctionCallExprSyntax.self) where Roles.hostName(of: call) == "NavigationStack" {
                    guard let argument = call.arguments.first(where: { $0.label?.text == "path" })?.expression,
                          let binding = boundPath(argument, in: name), plainStack(call, in: type, held: held, shared: shared) == nil else { continue }
                    let source = catalog.reference(call, in: path)
                    guard let base = binding.base, let navigator = held[base].flatMap({ held in navigators.first { $0.name == held } }), navigator.path == binding.property else {
                        unresolved.append(.init(source: source, message: "NavigationStack bound to `\(argument.trimmedText)`, a path scan does not see held by a coordinator or router: its screens are not read"))
                        continue
                    }
                    if let root = rootView(of: call, navigator: navigator, held: held, builders: builders) {
                        roots[navigator.name] = roots[navigator.name] ?? root
                    } else {
                        unresolved.append(.init(source: source, message: "the root view of \(navigator.name)'s NavigationStack is not one scan can name"))
                    }
                }
                tabOwners += tabViews(in: body, owner: name, path: path, navigators: navigators, shared: shared, readBySwitch: switched.hosts.contains(name), unresolved: &unresolved)
            }
            // A reducer's `@Dependency(\.dismiss)` is read with the actions it answers (``readComposableFeatures``).
            let dismisses = type.properties.contains { ["dismiss", "presentationMode"].contains($0.name) } && !isComposableReducer(name)
            let dismissBindings = dismissingBindings(of: type, handed: handed)
            let reached = held.merging(reachedNavigators(in: type, navigators: navigators)) { own, _ in own }
            // A coordinator class holding a navigator is no view: its methods are what views
            // call, not something the user does on it. One handing out a root view has them
            // read, as that view's (below).
            let isCoordinatorClass = roles.isCoordinator(name) && !roles.isCoordinatorView(name) && type.kind == .class && roles.coordinatorRootViews[name] == nil
            guard !isCoordinatorClass, !reached.isEmpty || dismisses || !dismissBindings.isEmpty else { continue }
            for (trigger, actions, source, from) in viewActions(in: type, held: reached, navigators: navigators, dismisses: dismisses, dismissBindings: dismissBindings) {
                var steps: [ScannedApp.Step] = []
                for (navigator, action) in actions {
                    guard let step = self.step(action, navigator: navigator, from: from ?? name, builders: builders, source: source, unresolved: &unresolved) else { continue }
                    steps.append(step)
                }
                // The same flow from another control of the view (two links handled alike) is written once.
                guard !steps.isEmpty, !transitions.contains(where: { $0.from == (from ?? name) && $0.trigger == trigger && $0.steps == steps }) else { continue }
                transitions.append(ScannedApp.Transition(
                    id: uniqueID(Self.kebab(trigger), &ids), from: from ?? name, entryPoint: nil, trigger: trigger, steps: steps, source: source
                ))
            }
        }
        for navigator in navigators {
            for (trigger, actions, source, from) in callbackActions(of: navigator) {
                let steps = actions.compactMap { self.step($0.1, navigator: $0.0, from: from, builders: builders, source: source, unresolved: &unresolved) }
                guard !steps.isEmpty else { continue }
                transitions.append(ScannedApp.Transition(id: uniqueID(Self.kebab(trigger), &ids), from: from, entryPoint: nil, trigger: trigger, steps: steps, source: source))
            }
        }
        // A store behind one coordinator that is a view (`struct HomeCoordinator: View { let
        // store: HomeCoordinatorStore }`) is that coordinator's state: its stack is the view's.
        var backing: [String: String] = [:]
        for navigator in navigators {
            let views = catalog.order.filter { name in
                guard roles.isCoordinatorView(name), let type = catalog[name] else { return false }
                return heldNavigators(in: type, navigators: navigators).values.contains(navigator.name)
            }
            if views.count == 1, coordinators.contains(where: { $0.name == views[0] }) { backing[navigator.name] = views[0] }
        }
        for index in transitions.indices {
            if let from = transitions[index].from, let view = backing[from] { transitions[index].from = view }
            for step in transitions[index].steps.indices {
                if let view = backing[transitions[index].steps[step].target] { transitions[index].steps[step].target = view }
            }
        }
        for navigator in navigators where !shared.contains(navigator.name) {
            let root = roots[navigator.name]
            if let view = backing[navigator.name], let index = coordinators.firstIndex(where: { $0.name == view }) {
                if coordinators[index].container == nil, let root { coordinators[index].container = .stack([root]) }
                continue
            }
            if root == nil {
                unresolved.append(.init(source: navigator.source, message: "\(navigator.name) holds the navigation path `\(navigator.path)`, but scan found no NavigationStack(path:) it could read bound to it: its stack is left out"))
            }
            let container = root.map { ScannedApp.Container.stack([$0]) }
            if let index = coordinators.firstIndex(where: { $0.name == navigator.name }) {
                if coordinators[index].container == nil { coordinators[index].container = container }
            } else {
                coordinators.append(ScannedApp.Coordinator(name: navigator.name, declaredAs: nil, container: container, source: navigator.source))
            }
        }
        for owner in switched.owners {
            // A coordinator whose own method switches over the tab: its tab bar.
            if let index = coordinators.firstIndex(where: { $0.name == owner.owner }) {
                guard coordinators[index].container == nil || byCase.held.contains(owner.owner) else { continue }
                if byCase.held.contains(owner.owner) { dropSupersededTabReports(of: owner.owner) }
                coordinators[index].container = .tabs(owner.tabs)
                adoptTabCoordinators(owner.tabs, by: index, &coordinators)
            } else {
                tabOwners.append(owner)
            }
        }
        for owner in tabOwners {
            let children = owner.tabs.compactMap { tab in tab.coordinator.map { ScannedApp.Child(property: nil, coordinator: $0, source: tab.source) } }
            if let index = coordinators.firstIndex(where: { $0.name == owner.owner }) {
                // A coordinator that is a view (`struct TabsCoordinator: View`) drawing a TabView.
                guard coordinators[index].container == nil else { continue }
                coordinators[index].container = .tabs(owner.tabs)
                for child in children where !coordinators[index].children.contains(where: { $0.coordinator == child.coordinator }) {
                    coordinators[index].children.append(child)
                }
                continue
            }
            // Tabs showing the children of one coordinator are that coordinator's tab bar.
            let shown = Set(owner.tabs.compactMap(\.coordinator))
            if !shown.isEmpty, shown.count == owner.tabs.count,
               let parent = coordinators.firstIndex(where: { $0.container == nil && shown.isSubset(of: Set($0.children.map(\.coordinator))) }) {
                coordinators[parent].container = .tabs(owner.tabs)
                continue
            }
            // The one coordinator showing the view (`super.init(body: { HomeView() })`,
            // `UIHostingController(rootView: HomeView())`) holds its tabs.
            let hosts = coordinators.indices.filter { coordinators[$0].container == nil && constructs(coordinators[$0].name, owner.owner) }
            if hosts.count == 1, let host = hosts.first {
                coordinators[host].container = .tabs(owner.tabs)
                for child in children where !coordinators[host].children.contains(where: { $0.coordinator == child.coordinator }) {
                    coordinators[host].children.append(child)
                }
                continue
            }
            var node = ScannedApp.Coordinator(name: owner.owner, declaredAs: nil, container: .tabs(owner.tabs), source: owner.source)
            node.children = children
            coordinators.append(node)
        }
        readPlainNavigation(&coordinators, &transitions, builders: builders, navigators: navigators, shared: shared, unresolved: &unresolved)
        readRouteArrayStacks(&coordinators, &transitions, unresolved: &unresolved)
        readComposableFeatures(&coordinators, &transitions, unresolved: &unresolved)
        readKeyPathRoutes(&coordinators, &transitions, unresolved: &unresolved)
        readSplitSelections(&coordinators, &transitions, unresolved: &unresolved)
        adoptDelegatedNavigators(&coordinators, navigators: navigators)
        adoptRootViewStacks(&coordinators)
        // A button of a view that holds its own stack (a toolbar item on the stack's root) is
        // tapped on that root: a coordinator shows no buttons of its own.
        for index in transitions.indices {
            guard let from = transitions[index].from, let owner = coordinators.first(where: { $0.name == from }) else { continue }
            let root: String
            switch owner.container {
            case .stack(let screens)?: guard let first = screens.first else { continue }; root = first
            case .screen(let screen)? where roles.coordinatorRootViews[from] != nil: root = screen
            default: continue
            }
            transitions[index].from = root
            // What it shows is shown by that view, so it holds on its stack only (not on every
            // other place of the root's type).
            for step in transitions[index].steps {
                guard let kind = ScannedStep.Kind(rawValue: step.kind), [.push, .present].contains(kind) else { continue }
                interpreter.facts.shownScreens.append(ShownScreen(coordinator: from, method: transitions[index].trigger ?? "body", kind: kind, screen: step.target, source: transitions[index].source))
            }
        }
        moveModelHeldActions(&transitions, coordinators: coordinators, unresolved: &unresolved)
        hoistEmbeddedViewActions(&transitions, coordinators: coordinators)
        startSheetCoordinators(&coordinators, &transitions, unresolved: &unresolved)
    }

    /// What the reading of a tab bar's own code could not tell of its tabs, once the switch
    /// handing out the containers it keeps has told them.
    private func dropSupersededTabReports(of owner: String) {
        interpreter.facts.unresolved.removeAll { _, message in
            message.hasPrefix("a tab of \(owner) shows something") || message.hasPrefix("the tabs of \(owner) are ")
        }
    }

    /// A coordinator a tab shows that the sources do not declare (made with the tab's
    /// container, `POSTabCoordinator(tabContainer: posContainer)`) is a node of its own and a
    /// child of the tab bar's; nothing is read of what it shows.
    private func adoptTabCoordinators(_ tabs: [ScannedApp.Tab], by index: Int, _ coordinators: inout [ScannedApp.Coordinator]) {
        for tab in tabs {
            guard let shown = tab.coordinator, catalog[shown] == nil, !coordinators.contains(where: { $0.name == shown }) else { continue }
            // Held, most often, in a property typed as it (`var posCoordinator: POSTabCoordinator?`).
            let holder = catalog[coordinators[index].name]?.properties.first { $0.type?.name == shown && !$0.isStatic }
            coordinators[index].children.append(ScannedApp.Child(property: holder?.name, coordinator: shown, source: holder?.source ?? tab.source))
            coordinators.append(ScannedApp.Coordinator(name: shown, declaredAs: nil, source: tab.source))
        }
    }

    /// A coordinator class whose root view wraps itself in a `NavigationStack` of its own (read
    /// as that view's stack): the stack is the coordinator's, and the view is no node of its own.
    private func adoptRootViewStacks(_ coordinators: inout [ScannedApp.Coordinator]) {
        for index in coordinators.indices {
            guard case .screen(let view)? = coordinators[index].container, !roles.isCoordinator(view),
                  let node = coordinators.firstIndex(where: { $0.name == view }), node != index,
                  case .stack(let screens)? = coordinators[node].container, screens.first == view,
                  coordinators[node].children.isEmpty, coordinators[node].presentation == nil else { continue }
            coordinators[index].container = coordinators[node].container
        }
        let adopted = Set(coordinators.compactMap { node -> String? in
            guard case .stack(let screens)? = node.container, let first = screens.first, first != node.name else { return nil }
            return first
        })
        coordinators.removeAll { node in
            guard adopted.contains(node.name), !roles.isCoordinator(node.name), case .stack(let screens)? = node.container else { return false }
            return screens.first == node.name && node.children.isEmpty && node.presentation == nil
        }
    }

    /// An app's own path holder (`final class NavigationController: ObservableObject { var
    /// navigationPath = NavigationPath() }`) that coordinator classes each make one of: each such
    /// coordinator's root view sits at the bottom of its own stack, and the holder is no
    /// coordinator of its own.
    private func adoptDelegatedNavigators(_ coordinators: inout [ScannedApp.Coordinator], navigators: [PathNavigator]) {
        for navigator in navigators where !roles.isCoordinator(navigator.name) {
            let holders = coordinators.indices.filter { index in
                guard let type = catalog[coordinators[index].name], type.kind == .class, roles.isCoordinator(coordinators[index].name) else { return false }
                return type.properties.contains { !$0.isStatic && $0.getter == nil && ($0.type?.name ?? $0.initializer.flatMap { Roles.viewType(of: $0) }) == navigator.name }
            }
            guard !holders.isEmpty else { continue }
            for index in holders {
                if case .screen(let root)? = coordinators[index].container { coordinators[index].container = .stack([root]) }
            }
            coordinators.removeAll { $0.name == navigator.name && $0.children.isEmpty && ($0.container == nil || $0.container == .stack([])) }
        }
    }

    // MARK: - Navigators

    /// Classes holding a `NavigationPath`, or an array of an enum of the app that some code
    /// appends to or binds to a `NavigationStack`, when they are observable, named like a
    /// coordinator or router, or bound to a stack.
    private func pathNavigators(bound boundProperties: Set<String>) -> [PathNavigator] {
        var found: [PathNavigator] = []
        for name in catalog.order {
            guard let type = catalog[name], type.kind == .class || type.kind == .actor else { continue }
            let lineage = roles.ancestors(of: name).union(type.inherits)
            let observable = !lineage.isDisjoint(with: ["ObservableObject", "Observable"]) || roles.isCoordinatorLike(name) || ["Router", "Navigator", "Navigation"].contains { name.hasSuffix($0) }
            var path: PathNavigator?
            for property in type.properties where !property.isStatic && property.getter == nil {
                let written = property.type?.name ?? property.initializer.flatMap { Roles.viewType(of: $0) }
                let initializerText = property.initializer?.trimmedText ?? ""
                let arrayOfRoutes = (property.type?.isCollection == true && property.type.flatMap { catalog[$0.name]?.kind } == .enum && property.type?.isOptional == false)
                    || (initializerText.hasPrefix("[") && initializerText.hasSuffix("]()") && catalog[String(initializerText.dropFirst().dropLast(3))]?.kind == .enum)
                guard written == "NavigationPath" || arrayOfRoutes else { continue }
                guard observable || boundProperties.contains(property.name) else { continue }
                // An array of an enum is a path only when a stack binds it, or an observable
                // object appends to it (a UIKit coordinator's `[Tab]` is no path).
                if arrayOfRoutes, !boundProperties.contains(property.name) {
                    let appended = type.functions.contains { function in
                        function.body?.descendants(MemberAccessExprSyntax.self).contains { $0.declName.baseName.text == "append" && $0.base?.trimmedText.hasSuffix(property.name) == true } == true
                    }
                    guard !lineage.isDisjoint(with: ["ObservableObject", "Observable"]), appended else { continue }
                }
                var routes: Set<String> = []
                if arrayOfRoutes { routes.insert(property.type?.name ?? String(initializerText.dropFirst().dropLast(3))) }
                path = PathNavigator(name: name, path: property.name, sheets: [], routeTypes: routes, source: type.source)
                break
            }
            guard var navigator = path else { continue }
            for property in type.properties where property.type?.isOptional == true && catalog[property.type!.name]?.kind == .enum {
                navigator.sheets.insert(property.name)
                navigator.routeTypes.insert(property.type!.name)
            }
            for function in type.functions {
                for parameter in function.parameters {
                    if let route = parameter.type?.name, catalog[route]?.kind == .enum, let body = function.body,
                       body.descendants(MemberAccessExprSyntax.self).contains(where: { $0.declName.baseName.text == "append" && $0.base?.trimmedText.hasSuffix(navigator.path) == true }) {
                        navigator.routeTypes.insert(route)
                    }
                }
            }
            found.append(navigator)
        }
        return found
    }

    /// The property names `NavigationStack(path: $….name)` binds, anywhere.
    private func boundPathProperties() -> Set<String> {
        var names: Set<String> = []
        for name in catalog.order {
            for body in bodies(of: name) {
                for call in body.descendants(FunctionCallExprSyntax.self) where Roles.hostName(of: call) == "NavigationStack" {
                    if let argument = call.arguments.first(where: { $0.label?.text == "path" })?.expression, let binding = boundPath(argument, in: name) {
                        names.insert(binding.property)
                    }
                }
            }
        }
        return names
    }

    /// Every body of a type: methods, computed properties (a view's `body`), initializers.
    func bodies(of name: String) -> [Syntax] { placedBodies(of: name).map(\.body) }

    /// Whether the code of `type` makes an instance of `made` (`HomeView(state: state)`).
    func constructs(_ type: String, _ made: String) -> Bool {
        bodies(of: type).contains { body in
            body.descendants(FunctionCallExprSyntax.self).contains { interpreter.constructedType(ExprSyntax($0)) == made }
        }
    }

    /// Every body of a type with the file it is written in (an extension may be elsewhere).
    func placedBodies(of name: String) -> [(body: Syntax, path: String)] {
        guard let type = catalog[name] else { return [] }
        var bodies: [(body: Syntax, path: String)] = type.functions.compactMap { function in function.body.map { (Syntax($0), function.source.path) } }
        for property in type.properties {
            if let getter = property.getter { bodies.append((Syntax(getter), property.source.path)) }
            if let initializer = property.initializer { bodies.append((Syntax(initializer), property.source.path)) }
        }
        return bodies
    }

    /// The names a type reaches navigators by: properties typed as one (`@EnvironmentObject var
    /// coordinator: AppCoordinator`, `let router: Router`) or made as one (`@StateObject var
    /// coordinator = AppCoordinator()`).
    func heldNavigators(in type: TypeDecl, navigators: [PathNavigator]) -> [String: String] {
        let names = Set(navigators.map(\.name))
        var held: [String: String] = [:]
        for property in type.properties {
            let typeName = property.type?.name ?? property.initializer.flatMap { Roles.viewType(of: $0) }
            if let typeName, names.contains(typeName) { held[property.name] = typeName }
        }
        for function in type.functions where function.name == "init" {
            for parameter in function.parameters {
                if let typeName = parameter.type?.name, names.contains(typeName), held[parameter.name] == nil { held[parameter.name] = typeName }
            }
        }
        return held
    }

    /// Whether a call sits in a type holding the navigator.
    private func bound(_ call: FunctionCallExprSyntax, to navigator: String, in name: String) -> Bool {
        guard let type = catalog[name] else { return false }
        return type.properties.contains { ($0.type?.name ?? $0.initializer.flatMap { Roles.viewType(of: $0) }) == navigator }
    }

    private func memberName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// A view modifier's name, written on a view (`.sheet(…)`, `content.sheet(…)`) or bare in a
    /// method of a `View` extension (`navigationDestination(for:)` in `func withRouter()`).
    private func modifierName(_ call: FunctionCallExprSyntax) -> String? {
        memberName(call) ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    // MARK: - Destinations

    /// What a destination builder returns: `some View`, `AnyView`.
    static let viewTypes: Set<String> = ["View", "AnyView"]

    /// Route case → the view it shows, per route enum: a function taking the route that
    /// `switch`es over it, the enum's own computed properties switching over `self`, and
    /// `.navigationDestination(for:)` closures that switch.
    func destinationBuilders(unresolved: inout [ScannedApp.Unresolved]) -> [String: [String: String]] {
        var builders: [String: [String: String]] = [:]
        func read(_ switchExpr: SwitchExprSyntax, route: String, path: String, onlyIfAnyView: Bool = false) {
            // An enum's own property showing no view of the app in any case (a tab's `Label`, a
            // title) is no destination builder: nothing to report.
            if onlyIfAnyView, !switchExpr.cases.contains(where: { $0.as(SwitchCaseSyntax.self).flatMap { NavigationPathSyntax.view(of: $0.statements, catalog: catalog) } != nil }) { return }
            for element in switchExpr.cases {
                guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
                let names = NavigationPathSyntax.caseNames(of: switchCase)
                guard let view = containedView(in: switchCase, names: names, path: path, unresolved: &unresolved) else {
                    for name in names {
                        unresolved.append(.init(source: catalog.reference(switchCase, in: path), message: "case .\(name) of \(route)'s destination builder shows no view scan can name"))
                    }
                    continue
                }
                for name in names where builders[route]?[name] == nil { builders[route, default: [:]][name] = view }
            }
        }
        for name in catalog.order {
            guard let type = catalog[name] else { continue }
            for function in type.functions {
                guard let body = function.body else { continue }
                // A binding handed in is no route to switch over: the modifier it is handed to shows it.
                for parameter in function.parameters where !parameter.isBinding {
                    guard let route = parameter.type?.name, catalog[route]?.kind == .enum, Self.viewTypes.contains(function.returnType?.name ?? "") else { continue }
                    let switches = body.descendants(SwitchExprSyntax.self).filter { $0.subject.trimmedText == parameter.name }
                    switches.forEach { read($0, route: route, path: function.source.path) }
                    // `if case .detail(let id) = page { DetailView(id: id) }`.
                    var matched = false
                    for ifExpr in body.descendants(IfExprSyntax.self) {
                        for condition in ifExpr.conditions {
                            guard let pattern = condition.condition.as(MatchingPatternConditionSyntax.self),
                                  pattern.initializer.value.trimmedText == parameter.name,
                                  let caseName = pattern.pattern.descendants(MemberAccessExprSyntax.self).first?.declName.baseName.text else { continue }
                            matched = true
                            if let view = NavigationPathSyntax.view(of: ifExpr.body.statements, catalog: catalog), builders[route]?[caseName] == nil {
                                builders[route, default: [:]][caseName] = view
                            }
                        }
                    }
                    if switches.isEmpty, !matched, function.parameters.count == 1 {
                        unresolved.append(.init(source: function.source, message: "\(name).\(function.signature) builds the view of a \(route) without a switch (or if case) over it: the screens it shows are not read"))
                    }
                }
            }
            if type.kind == .enum {
                for property in type.properties where Self.viewTypes.contains(property.type?.name ?? "") {
                    guard let getter = property.getter else { continue }
                    getter.descendants(SwitchExprSyntax.self).filter { $0.subject.trimmedText == "self" }.forEach { read($0, route: name, path: property.source.path, onlyIfAnyView: true) }
                }
            }
            for (body, path) in placedBodies(of: name) {
                for call in body.descendants(FunctionCallExprSyntax.self) where modifierName(call) == "navigationDestination" {
                    guard let type = call.arguments.first(where: { $0.label?.text == "for" })?.expression.trimmedText, let closure = call.trailingClosure else { continue }
                    let route = type.hasSuffix(".self") ? String(type.dropLast(5)) : type
                    closure.descendants(SwitchExprSyntax.self).forEach { read($0, route: route, path: path) }
                }
                // `.sheet(item: $coordinator.sheet) { … }`: a switch over the route, or one view for every case.
                for call in body.descendants(FunctionCallExprSyntax.self) where PlainNavigationSyntax.presentations.contains(modifierName(call) ?? "") {
                    guard let argument = call.arguments.first(where: { $0.label?.text == "item" })?.expression, let closure = call.trailingClosure,
                          let route = boundRouteType(argument, in: type) else { continue }
                    let switches = closure.descendants(SwitchExprSyntax.self)
                    switches.forEach { read($0, route: route, path: path) }
                    guard switches.isEmpty, let view = PlainNavigationSyntax.shownView(closure.statements, catalog: catalog) else { continue }
                    for routeCase in catalog[route]?.cases ?? [] where builders[route]?[routeCase.name] == nil { builders[route, default: [:]][routeCase.name] = view }
                }
            }
        }
        return builders
    }

    /// The enum a binding's property holds: `$coordinator.sheet` → the type of `sheet` in the
    /// type of `coordinator`; `$sheet` → the type of the view's own `sheet`.
    private func boundRouteType(_ argument: ExprSyntax, in type: TypeDecl) -> String? {
        // A binding handed in: `func withSheets(_ sheet: Binding<Sheet?>) -> some View { self.sheet(item: sheet) … }`.
        if let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let routes = Set(type.functions.flatMap(\.parameters).filter { $0.name == name && $0.isBinding }.compactMap(\.type?.name).filter { catalog[$0]?.kind == .enum })
            return routes.count == 1 ? routes.first : nil
        }
        guard let binding = NavigationPathSyntax.binding(argument) else { return nil }
        var owner: TypeDecl? = type
        if let base = binding.base { owner = type.property(base)?.type.flatMap { catalog[$0.name] } }
        guard let route = owner?.property(binding.property)?.type?.name, catalog[route]?.kind == .enum else { return nil }
        return route
    }

    /// The view a route case shows for a navigator: looked up in its route enums, or in every
    /// builder when exactly one names the case.
    func destination(_ route: String, navigator: PathNavigator, builders: [String: [String: String]]) -> String? {
        let own = navigator.routeTypes.compactMap { builders[$0]?[route] }
        if let view = own.first { return view }
        let any = Set(builders.values.compactMap { $0[route] })
        return any.count == 1 ? any.first : nil
    }

    /// `NavigationStack(path:) { HomeView() }` or `{ coordinator.build(.home) }`: the root view.
    private func rootView(of call: FunctionCallExprSyntax, navigator: PathNavigator, held: [String: String], builders: [String: [String: String]]) -> String? {
        guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self), let first = closure.statements.first,
              var expression = first.item.as(ExprSyntax.self) else { return nil }
        // `Group { HomeScene(…).modifiers }`: the view it groups.
        if let group = PlainNavigationSyntax.baseCall(of: expression), Roles.hostName(of: group) == "Group",
           let inner = group.trailingClosure?.statements.first?.item.as(ExprSyntax.self) {
            expression = inner
        }
        var current = expression
        while let outer = current.as(FunctionCallExprSyntax.self), let member = outer.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            if let inner = base.as(DeclReferenceExprSyntax.self), held[inner.baseName.text] == navigator.name {
                return outer.arguments.first.flatMap { NavigationPathSyntax.caseName($0.expression) }.flatMap { destination($0, navigator: navigator, builders: builders) }
            }
            current = base
        }
        if let view = Roles.viewType(of: expression), !Roles.swiftUIViews.contains(view) { return view }
        return nil
    }

    // MARK: - Tabs

    /// `TabView { HomeStack().tabItem { Label("Home", systemImage: "house") } … }`: each tab, a
    /// coordinator when its view binds a stack to one.
    private func tabViews(
        in body: Syntax, owner: String, path: String, navigators: [PathNavigator], shared: Set<String>, readBySwitch: Bool, unresolved: inout [ScannedApp.Unresolved]
    ) -> [(owner: String, tabs: [ScannedApp.Tab], source: SourceReference)] {
        var found: [(owner: String, tabs: [ScannedApp.Tab], source: SourceReference)] = []
        let ownerHeld = catalog[owner].map { heldNavigators(in: $0, navigators: navigators) } ?? [:]
        for call in body.descendants(FunctionCallExprSyntax.self) where Roles.hostName(of: call) == "TabView" {
            guard let closure = call.trailingClosure else { continue }
            var tabs: [ScannedApp.Tab] = []
            for item in Self.tabEntries(closure.statements) {
                guard var expression = item.item.as(ExprSyntax.self), var base = PlainNavigationSyntax.baseCall(of: expression), var host = Roles.hostName(of: base) else { continue }
                let source = catalog.reference(item, in: path)
                var item = Self.tabItem(in: Syntax(expression))
                // iOS 18's `Tab("Home", systemImage: "house") { HomeStack() }`: its title and icon,
                // and its content read as a tab's view.
                if let declared = Self.iOS18Tab(base) {
                    guard let content = declared.content, let contentBase = PlainNavigationSyntax.baseCall(of: content), let contentHost = Roles.hostName(of: contentBase) else {
                        unresolved.append(.init(source: source, message: "a Tab of \(owner) shows `\(Self.abridged(base.trimmedText))`, not a view scan can name: the tab is left out"))
                        continue
                    }
                    (expression, base, host) = (content, contentBase, contentHost)
                    item = (declared.title, declared.icon)
                }
                var tab = ScannedApp.Tab(coordinator: nil, screen: nil, stack: nil, title: item.title, icon: item.icon, source: source)
                if PlainNavigationSyntax.stacks.contains(host) {
                    // A stack written in the tab: a coordinator's when bound to its path, else the tab's own.
                    if !fillStackTab(&tab, stack: base, owner: owner, held: ownerHeld, shared: shared) {
                        unresolved.append(.init(source: source, message: "a tab of \(owner) holds a \(host) whose root is written inline, not a view scan can name: the tab is left out"))
                        continue
                    }
                } else if roles.isCoordinatorView(host) {
                    // `HomeCoordinator(store: …)`: a coordinator that is a view.
                    tab.coordinator = host
                } else if let wrapped = wrappedCoordinator(in: base) {
                    // `WrappedRouter { NewsCoordinator() }`: a view hosting a coordinator it makes.
                    tab.coordinator = wrapped
                } else if !Roles.swiftUIViews.contains(host), let view = Roles.viewType(of: expression), catalog[view] != nil || !Roles.swiftUIViews.contains(view) {
                    tab.coordinator = stackCoordinator(of: view, navigators: navigators, shared: shared)
                    if tab.coordinator == nil { tab.screen = view }
                } else {
                    if item.title != nil || item.icon != nil {
                        unresolved.append(.init(source: source, message: "a tab of \(owner) shows SwiftUI's own views written inline, not a view scan can name: the tab is left out"))
                    }
                    continue
                }
                tabs.append(tab)
            }
            if !tabs.isEmpty {
                found.append((owner, tabs, catalog.reference(call, in: path)))
            } else if let first = closure.statements.first, !readBySwitch {
                unresolved.append(.init(source: catalog.reference(call, in: path), message: "the TabView in \(owner) builds its tabs with `\(Self.abridged(first.trimmedText))`, not one view per tab scan can read: its tabs are left out"))
            }
        }
        return found
    }

    /// The coordinator a view the sources do not declare makes in its content closure or hands
    /// as an argument (`WrappedRouter { NewsCoordinator() }`, `CoordinatorView(coordinator:
    /// HomeCoordinator())`): the view hosts that coordinator.
    func wrappedCoordinator(in call: FunctionCallExprSyntax) -> String? {
        guard let host = Roles.hostName(of: call), catalog[host] == nil else { return nil }
        var candidates = call.arguments.map(\.expression)
        for closure in [call.trailingClosure].compactMap({ $0 }) + call.arguments.compactMap({ $0.expression.as(ClosureExprSyntax.self) }) {
            if closure.statements.count == 1, let only = closure.statements.first.flatMap({ Interpreter.expression(of: $0.item) }) { candidates.append(only) }
        }
        let made = candidates.compactMap { interpreter.constructedType($0) }.filter { roles.isCoordinator($0) }
        return made.count == 1 ? made[0] : nil
    }

    /// The coordinator whose stack a tab's view shows: the coordinator or router it binds its
    /// `NavigationStack` to, or the view itself when the stack is its own.
    func stackCoordinator(of view: String, navigators: [PathNavigator], shared: Set<String>) -> String? {
        guard let type = catalog[view] else { return nil }
        let held = heldNavigators(in: type, navigators: navigators)
        for body in bodies(of: view) {
            for call in body.descendants(FunctionCallExprSyntax.self) {
                guard let host = Roles.hostName(of: call), PlainNavigationSyntax.stacks.contains(host),
                      PlainNavigationSyntax.enclosingContent(of: Syntax(call)) == nil else { continue }
                if plainStack(call, in: type, held: held, shared: shared) != nil { return plainRoot(of: call, owner: view) == nil ? nil : plainStackOwner(of: type) }
                if let argument = call.arguments.first(where: { $0.label?.text == "path" })?.expression, let base = boundPath(argument, in: view)?.base,
                   let navigator = held[base] {
                    return navigator
                }
            }
        }
        return nil
    }
}
