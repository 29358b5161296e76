import Foundation
import SwiftSyntax

/// Route-enum coordinators (the XCoordinator shape): `prepareTransition(for:)` switches over a
/// route and returns the transition of each case (`.push(vc)`, `.present(child)`, `.dismiss()`);
/// `super.init(initialRoute:)` runs a case while the coordinator is made, and
/// `router.trigger(.case)` runs a case from wherever it is called.
extension Interpreter {
    /// The method a route-enum coordinator declares the transition of each route in.
    static let routeHandlerName = "prepareTransition"

    /// Transitions written as implicit members in a route handler, and the UIKit-style calls the
    /// interpreter already reads them as (nil: the transition does nothing the spec draws).
    static let routeTransitionCalls: [String: String?] = [
        "push": "push", "present": "present", "presentFullScreen": "present", "presentOnRoot": "present",
        "set": "setViewControllers", "pop": "pop", "popToRoot": "popToRoot",
        "dismiss": "dismiss", "dismissToRoot": "dismiss",
        // Dismisses whatever is presented over the coordinator, nothing when nothing is: no step
        // a spec can play, and no sign the coordinator itself was presented.
        "dismissAll": nil,
        "none": nil, "multiple": nil,
    ]

    /// The types a route handler's transitions may be spelled with (`Transition.push(vc)`).
    static let routeTransitionTypes: Set<String> = [
        "Transition", "NavigationTransition", "TabBarTransition", "SplitTransition", "PageTransition", "ViewTransition", "BasicTransition",
    ]

    /// Transitions a route handler may return that the scan does not read yet: each is reported
    /// with its place, so the route's missing steps are not left out without a word.
    static let unreadRouteTransitions: Set<String> = ["route", "registerPeek"]

    /// Whether the frame runs a route handler, one of its cases, or a helper of the handler
    /// returning a transition (`homeTransition(for:) -> NavigationTransition`).
    func runsRouteHandler(_ frame: Frame) -> Bool {
        frame.function.name == Self.routeHandlerName || frame.function.name.hasPrefix("route:")
            || frame.function.returnType.map { Self.routeTransitionTypes.contains($0.name) } == true
            || frame.function.name == Self.flowHandlerName && isRxFlow(frame.selfType)
    }

    /// The route handler a coordinator declares: `prepareTransition(for:)`, or a flow's `navigate(to:)`.
    func handlerName(of coordinator: String) -> String? {
        guard let functions = catalog[coordinator]?.functions else { return nil }
        if functions.contains(where: { $0.name == Self.routeHandlerName }) { return Self.routeHandlerName }
        return isRxFlow(coordinator) ? Self.flowHandlerName : nil
    }

    /// `.push(vc)`, `.present(child)`, `.dismiss()` returned by a route handler: what it does,
    /// read as the navigation call it stands for. Nil when the call is no route transition.
    func routeTransition(_ name: String, payload: [Value], _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value? {
        guard runsRouteHandler(frame), roles.isCoordinatorLike(frame.selfType) else { return nil }
        if let handled = libraryRouteStep(name, payload: payload, call, &frame) { return handled }
        guard let mapped = Self.routeTransitionCalls[name] else {
            if Self.unreadRouteTransitions.contains(name) {
                unresolved(call, frame, "\(frame.selfType)'s \(Self.routeHandlerName)(for:) returns .\(name)(…), which the scan does not read: the steps of that route are left out")
            }
            return nil
        }
        guard let method = mapped else { return .unknown }
        var arguments = payload
        let first = payload.first ?? .unknown
        if ["push", "present"].contains(method), let child = coordinatorType(of: first), child != frame.selfType, !frame.follow {
            facts.children.append(.init(parent: frame.selfType, child: child, property: nil, source: reference(call, frame), condition: nil))
        }
        _ = perform(method, labels: [], on: nil, arguments: &arguments, call, &frame)
        if name == "presentFullScreen", let child = coordinatorType(of: first), let presented = facts.presentedContainers[child], presented.style == nil {
            facts.presentedContainers[child] = ("fullScreen", presented.source)
        }
        return .unknown
    }

    /// `super.init(initialRoute: .home)`, `trigger(.route)`, `rx.trigger(.route)`: the case of a
    /// route handler they run. Nil when the call is neither.
    func routeCall(_ method: String, receiver: Value?, arguments: [Value], _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
        if method == "init", callee?.base?.trimmedText == "super", let index = labels.firstIndex(of: "initialRoute") {
            // `initialRoute: nil`: no route yet (the initializer may trigger one itself).
            if arguments[index] == .nothing { return .unknown }
            guard let route = Self.routeCase(arguments[index]) else {
                unresolved(call, frame, "the initial route of \(frame.selfType) is \(Array(call.arguments)[index].expression.trimmedText), which the scan cannot read as a route case")
                return .unknown
            }
            if let (body, bound) = routeCaseBody(route, of: frame.selfType, value: arguments[index]) {
                let result = run(body, of: frame.selfType, arguments: bound, follow: frame.follow, depth: frame.depth + 1, setup: isSetup(frame))
                frame.steps += result.steps
            }
            return .unknown
        }
        if method == "init", callee?.base?.trimmedText == "super", roles.isCoordinatorLike(frame.selfType), !frame.follow {
            noteLibraryContainer(labels: labels, arguments: arguments, call, &frame)
            return nil
        }
        // `addChild(AboutCoordinator(rootViewController: rootViewController))` in a route's case:
        // the child, made with this stack, runs alongside from then on.
        if method == "addChild", receiver == nil, runsRouteHandler(frame), let child = arguments.first.flatMap({ coordinatorType(of: $0) }) {
            startChild(child, source: reference(call, frame), &frame)
            return nil
        }
        if method == "deepLink", receiver == nil || receiver == .instance(frame.selfType), roles.isCoordinatorLike(frame.selfType) {
            return deepLink(arguments, call, &frame)
        }
        if let coordinated = coordinateFlow(method, arguments: arguments, call, &frame) { return coordinated }
        guard method == "trigger" || Self.emitsStep(method, call), let first = arguments.first, let route = Self.routeCase(first) else { return nil }
        // Read for facts only when the route carries something made here (`.home(TabCoordinator())`):
        // the case then presents or pushes what it was handed.
        // `trigger(.initial)` in an initializer: the route the coordinator starts with, as `initialRoute:` is.
        let startsWith = isSetup(frame) && (receiver == nil || receiver == .instance(frame.selfType)) && roles.isCoordinatorLike(frame.selfType)
        guard frame.follow || startsWith || Self.carriesCoordinator(first, roles), frame.depth < Self.maxDepth else { return .unknown }
        let receiverType: String? = {
            guard let receiver else { return roles.isCoordinatorLike(frame.selfType) ? frame.selfType : nil }
            return coordinatorType(of: receiver) ?? callee?.base.flatMap { routedCoordinator($0) }
        }()
        guard let coordinator = routeHandler(for: route, preferring: receiverType ?? facts.viewModelCoordinators[frame.selfType]) else {
            unresolved(call, frame, "\(method)(.\(route)) names a route no single coordinator's route handler (\(Self.routeHandlerName)(for:), a flow's navigate(to:)) handles; the scan leaves it out")
            return .unknown
        }
        runRoute(route, value: first, on: coordinator, &frame)
        return .unknown
    }

    /// Runs the case of `coordinator`'s route handler that `value` names, as the frame does
    /// (following its steps, or reading its facts).
    func runRoute(_ route: String, value: Value, on coordinator: String, _ frame: inout Frame) {
        guard let (body, bound) = routeCaseBody(route, of: coordinator, value: value) else { return }
        let result = run(body, of: coordinator, arguments: bound, follow: frame.follow, depth: frame.depth + 1,
                         setup: isSetup(frame) && coordinator == frame.selfType)
        if frame.follow { frame.steps += result.steps }
    }

    /// Whether a route value carries a coordinator in its payload (`.home(HomeTabCoordinator())`).
    static func carriesCoordinator(_ value: Value, _ roles: Roles) -> Bool {
        guard case .list(let items) = value else { return false }
        return items.dropFirst().contains { if case .instance(let name) = $0 { return roles.isCoordinatorLike(name) } else { return false } }
    }

    /// `.home`, `.user(name)`: the case a route value names.
    static func routeCase(_ value: Value) -> String? {
        switch value {
        case .enumCase(let name): return name
        case .list(let items): if case .enumCase(let name)? = items.first { return name } else { return nil }
        default: return nil
        }
    }

    /// The coordinator handling `route`: the preferred one when its handler has that case, else
    /// the only coordinator whose handler has it.
    func routeHandler(for route: String, preferring preferred: String?) -> String? {
        if let preferred, routeCaseBody(route, of: preferred, value: .enumCase(route)) != nil { return preferred }
        let handlers = roles.coordinatorTypes.sorted().filter { routeCaseClause(route, of: $0) != nil }
        return handlers.count == 1 ? handlers[0] : nil
    }

    /// The statements one case of a coordinator's route handler runs, as a method of its own,
    /// with the names its pattern binds set to the payload of `value` (`.home(nil)`).
    func routeCaseBody(_ route: String, of coordinator: String, value: Value) -> (FunctionDecl, [String: Value])? {
        guard let (clause, path) = routeCaseClause(route, of: coordinator) else {
            // A handler with no `switch` (`Transition.push(ProfileViewController())`) does the
            // same for every route.
            guard let name = handlerName(of: coordinator), let (_, handler) = roles.function(name, labels: nil, in: coordinator),
                  let body = handler.body, !body.contains(where: { Self.switchExpression(in: $0) != nil }) else { return nil }
            return (FunctionDecl(name: "route:\(route)", parameters: [], returnType: handler.returnType, body: body, isStatic: false, source: handler.source), [:])
        }
        // Named with what its payload carries, so a case may run again for another payload (an
        // alert's action triggering its own route with what the user chose), but not for the same.
        let payload: String = { if case .list(let items) = value { return "\(items.dropFirst())" } else { return "" } }()
        let function = FunctionDecl(name: "route:\(route)\(payload)", parameters: [], returnType: nil, body: clause.statements, isStatic: false,
                                    source: catalog.reference(clause, in: path))
        guard case .list(let items) = value, items.count > 1, case .case(let label) = clause.label,
              let pattern = label.caseItems.first(where: { Self.caseName(of: $0.pattern.trimmedText) == route })?.pattern.trimmedText
        else { return (function, [:]) }
        var bound: [String: Value] = [:]
        for (index, name) in Self.boundNames(in: pattern).enumerated() where index + 1 < items.count {
            if let name { bound[name] = items[index + 1] }
        }
        return (function, bound)
    }

    /// `let .alert(title, message)`, `.user(let name)`, `.page(_)` → the names bound, in order.
    static func boundNames(in pattern: String) -> [String?] {
        guard let open = pattern.firstIndex(of: "("), let close = pattern.lastIndex(of: ")"), open < close else { return [] }
        return pattern[pattern.index(after: open)..<close].split(separator: ",").map { part in
            var text = part.trimmingCharacters(in: .whitespaces)
            if let colon = text.firstIndex(of: ":") { text = String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces) }
            for keyword in ["let ", "var "] where text.hasPrefix(keyword) { text.removeFirst(keyword.count) }
            return text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) && text != "_" && !text.isEmpty ? text : nil
        }
    }

    /// The `case` of the route handler's `switch` that matches `route` (or its `default`).
    func routeCaseClause(_ route: String, of coordinator: String) -> (SwitchCaseSyntax, String)? {
        guard let name = handlerName(of: coordinator),
              let (_, handler) = roles.function(name, labels: nil, in: coordinator), let body = handler.body,
              let switchExpression = body.lazy.compactMap({ Self.switchExpression(in: $0) }).first,
              let clause = Self.matchingCase(of: switchExpression, chosen: route) else { return nil }
        return (clause, handler.source.path)
    }

    private static func switchExpression(in item: CodeBlockItemSyntax) -> SwitchExprSyntax? {
        switch item.item {
        case .expr(let expression): return expression.as(SwitchExprSyntax.self)
        case .stmt(let statement):
            if let expression = statement.as(ExpressionStmtSyntax.self)?.expression { return expression.as(SwitchExprSyntax.self) }
            return statement.as(ReturnStmtSyntax.self)?.expression?.as(SwitchExprSyntax.self)
        default: return nil
        }
    }

    /// `vc.bind(to: viewModel)` in a route handler or a coordinator's helper making the screen
    /// (`makeHomeViewController()`): the view model acts for that screen, and the routes it
    /// triggers are the coordinator's.
    func noteBoundModel(_ method: String, receiver: Value?, arguments: [Value], _ frame: Frame) {
        guard method == "bind", runsRouteHandler(frame) || roles.isCoordinatorLike(frame.selfType), !frame.follow,
              case .instance(let screen)? = receiver, roles.isScreen(screen),
              case .instance(let model)? = arguments.first, catalog[model] != nil, !roles.isScreen(model), !roles.isCoordinatorLike(model) else { return }
        if facts.viewModelScreens[model] == nil { facts.viewModelScreens[model] = screen }
        if facts.viewModelCoordinators[model] == nil { facts.viewModelCoordinators[model] = frame.selfType }
    }

    /// Each part of an argument (`[a, b]`, or one value): what it evaluated to, else the
    /// coordinator it is a router of (`newsRouter.asPresentable`).
    func routedParts(of expression: ExprSyntax, _ value: Value) -> [Value] {
        let elements = expression.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [expression]
        let values: [Value] = { if case .list(let items) = value { return items } else { return [value] } }()
        return elements.enumerated().map { offset, element in
            let value = offset < values.count ? values[offset] : .unknown
            if screenType(of: value) != nil || coordinatorType(of: value) != nil { return value }
            return routedCoordinator(element).map(Value.instance) ?? value
        }
    }

    /// The coordinators among a container's parts are children of the coordinator making it.
    func adoptRouted(_ values: [Value], _ call: FunctionCallExprSyntax, _ frame: Frame) {
        for child in values.compactMap({ coordinatorType(of: $0) }) where child != frame.selfType {
            facts.children.append(.init(parent: frame.selfType, child: child, property: nil, source: reference(call, frame), condition: nil))
        }
    }

    /// `super.init(tabs: [a, b])`, `pages: [a, b]`, `primary: a, secondary: b`,
    /// `rootViewController: nav, root: vc`: the container a library coordinator is made with.
    private func noteLibraryContainer(labels: [String], arguments: [Value], _ call: FunctionCallExprSyntax, _ frame: inout Frame) {
        let expressions = call.arguments.map(\.expression)
        func parts(_ index: Int) -> [Value] { routedParts(of: expressions[index], arguments[index]) }
        func adopt(_ values: [Value]) { adoptRouted(values, call, frame) }
        let source = reference(call, frame)
        if let index = labels.firstIndex(of: "tabs") {
            let tabs = parts(index)
            adopt(tabs)
            recordTabs(.list(tabs), owner: frame.selfType, expressions[index], &frame)
        } else if let index = labels.firstIndex(of: "pages") {
            let pages = parts(index)
            adopt(pages)
            if facts.pages[frame.selfType] == nil { facts.pages[frame.selfType] = (pages, source) }
        } else if let primary = labels.firstIndex(of: "primary") {
            let columns = parts(primary) + (labels.firstIndex(of: "secondary").map(parts) ?? [])
            adopt(columns)
            if facts.splits[frame.selfType] == nil { facts.splits[frame.selfType] = (columns, source) }
        } else if let index = labels.firstIndex(of: "root"), let screen = screenType(of: arguments[index]), isSetup(frame),
                  facts.stackRoots[frame.selfType] == nil {
            facts.stackRoots[frame.selfType] = ([screen], source)
        }
    }
}
