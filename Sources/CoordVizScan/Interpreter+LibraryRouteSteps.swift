import SwiftSyntax

/// Transitions of route-enum coordinators that are no UIKit call in disguise: `.select(…)` of a
/// tab bar coordinator, `.show(…)` / `.showDetail(…)` of a split coordinator, `.trigger(_:on:)`
/// and `deepLink(_:_:)` running routes of other coordinators, and `.present(alert)`.
extension Interpreter {
    /// The step a library transition stands for, appended while following. Nil when `name` is
    /// none of those (the caller reads it as a UIKit-style call).
    func libraryRouteStep(_ name: String, payload: [Value], _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value? {
        switch name {
        case "select": selectTab(payload, call, &frame)
        case "trigger": triggerOn(payload, call, &frame)
        case "show", "showDetail": showInSplit(name, payload: payload, call, &frame)
        case "embed": embed(payload, call, &frame)
        case "end" where isRxFlow(frame.selfType): forwardToParent(payload, call, &frame)
        case "set" where isTabBarCoordinator(frame.selfType): setTabs(payload, call, &frame)
        case "present" where payload.first?.typeName.map(Self.isAlert) == true: presentAlert(call, &frame)
        default: return nil
        }
        return .unknown
    }

    /// `.select(newsRouter)`, `.select(coordinator.asPresentable)`, `.select(index: 1)`: a
    /// `switchTab` to that tab, by the order the tab bar was made with.
    private func selectTab(_ payload: [Value], _ call: FunctionCallExprSyntax, _ frame: inout Frame) {
        let arguments = Array(call.arguments)
        let owner = frame.selfType
        let index: Int? = {
            if let position = arguments.firstIndex(where: { $0.label?.text == "index" }), position < payload.count {
                if case .integer(let value) = payload[position] { return value }
                return nil
            }
            guard let first = arguments.first, first.label == nil, let value = payload.first, let tabs = facts.tabs[owner]?.tabs else { return nil }
            if let child = coordinatorType(of: value) ?? routedCoordinator(first.expression) ?? containerOwner(value) {
                return tabs.firstIndex { coordinatorType(of: $0.content) == child || containerOwner($0.content) == child }
            }
            guard let screen = screenType(of: value) else { return nil }
            return tabs.firstIndex { screenType(of: $0.content) == screen }
        }()
        guard let index else {
            // While facts are read, a tab bar made further down the file is not known yet.
            if frame.follow || facts.tabs[owner] != nil {
                unresolved(call, frame, "\(owner)'s \(Self.routeHandlerName)(for:) selects \(arguments.first?.expression.trimmedText ?? "a tab"), which is none of the tabs the scan found it made with: the switch of tab is left out")
            }
            return
        }
        guard frame.follow else { return }
        frame.steps.append(ScannedStep(kind: .switchTab, target: "", tabOwner: owner, tabIndex: index, source: reference(call, frame)))
    }

    /// `.end(forwardToParentFlowWithStep: AppStep.done)` (RxFlow 1: `NextFlowItems.end(withStepForParentFlow:)`):
    /// the flow finishes and the flow that holds it runs that step (its dismissing of a presented
    /// flow is that flow's finish).
    private func forwardToParent(_ payload: [Value], _ call: FunctionCallExprSyntax, _ frame: inout Frame) {
        let labels = call.arguments.map { $0.label?.text }
        guard let position = labels.firstIndex(where: { $0 == "forwardToParentFlowWithStep" || $0 == "withStepForParentFlow" }), position < payload.count,
              let route = Self.routeCase(payload[position]) else { return }
        let parents = Set(facts.children.filter { $0.child == frame.selfType }.map(\.parent)).sorted()
        guard let parent = parents.first(where: { routeCaseClause(route, of: $0) != nil }) else {
            // While facts are read, the flow holding this one may not be known yet.
            if frame.follow { unresolved(call, frame, "\(frame.selfType) hands .\(route) to its parent flow, which the scan did not find: what the parent does is left out") }
            return
        }
        guard frame.follow, frame.depth < Self.maxDepth else { return }
        // The flow ends first, as a coordinator that finishes does; a presented flow's parent
        // dismissing it then closes that same container, which its finish already says.
        let ending = frame.steps.count
        frame.steps.append(ScannedStep(kind: .finish, target: frame.selfType, source: reference(call, frame)))
        runRoute(route, value: payload[position], on: parent, &frame)
        if facts.presentedContainers[frame.selfType] != nil, frame.steps.count > ending + 1, frame.steps[ending + 1].kind == .dismiss {
            frame.steps.remove(at: ending + 1)
        }
    }

    /// `.set([feed, profile])` of a tab bar coordinator: its tabs, in order.
    private func setTabs(_ payload: [Value], _ call: FunctionCallExprSyntax, _ frame: inout Frame) {
        guard !frame.follow, let first = payload.first, let expression = call.arguments.first?.expression else { return }
        let tabs = routedParts(of: expression, first)
        adoptRouted(tabs, call, frame)
        recordTabs(.list(tabs), owner: frame.selfType, expression, &frame)
    }

    /// `.embed(vc, in: rootViewController)`: a screen embedded while the coordinator is made is
    /// its one screen; a coordinator embedded is a child, started when a transition embeds it.
    private func embed(_ payload: [Value], _ call: FunctionCallExprSyntax, _ frame: inout Frame) {
        let value = payload.first ?? .unknown
        let source = reference(call, frame)
        if let child = coordinatorType(of: value) ?? call.arguments.first.flatMap({ routedCoordinator($0.expression) }), child != frame.selfType {
            if !frame.follow { facts.children.append(.init(parent: frame.selfType, child: child, property: nil, source: source, condition: nil)) }
            startChild(child, source: source, &frame)
        } else if let screen = screenType(of: value) {
            if isSetup(frame), facts.plainScreens[frame.selfType] == nil { facts.plainScreens[frame.selfType] = (screen, source) }
            if frame.follow {
                unresolved(call, frame, "\(frame.selfType) embeds \(screen) in place of what it showed, which no step of a spec can show: it is left out of the transition")
            }
        } else if !frame.follow {
            unresolved(call, frame, "\(frame.selfType)'s \(Self.routeHandlerName)(for:) embeds \(call.arguments.first?.expression.trimmedText ?? "something"), which the scan cannot tell: it is left out")
        }
    }

    /// A coordinator whose route handler returns a tab bar's transitions (`TabBarTransition`), or
    /// that inherits a `TabBarCoordinator`.
    func isTabBarCoordinator(_ coordinator: String) -> Bool {
        if catalog[coordinator]?.functions.contains(where: { $0.name == Self.routeHandlerName && $0.returnType?.name == "TabBarTransition" }) == true { return true }
        return roles.ancestors(of: coordinator).contains { $0.hasSuffix("TabBarCoordinator") }
    }

    /// `.trigger(HomeRoute.news, on: homeRouter)`: that route's case, run on the coordinator the
    /// router stands for (else the one coordinator whose route handler has the case).
    private func triggerOn(_ payload: [Value], _ call: FunctionCallExprSyntax, _ frame: inout Frame) {
        let arguments = Array(call.arguments)
        guard let value = payload.first, let route = Self.routeCase(value) else {
            if !frame.follow { unresolved(call, frame, "\(frame.selfType)'s \(Self.routeHandlerName)(for:) triggers \(arguments.first?.expression.trimmedText ?? "a route"), which the scan cannot read as a route case: its steps are left out") }
            return
        }
        let target: String? = arguments.firstIndex { $0.label?.text == "on" }.flatMap { position in
            position < payload.count ? coordinatorType(of: payload[position]) ?? routedCoordinator(arguments[position].expression) : nil
        }
        guard let coordinator = routeHandler(for: route, preferring: target ?? frame.selfType) else {
            if !frame.follow { unresolved(call, frame, ".trigger(.\(route), on: …) names a route no single coordinator's \(Self.routeHandlerName)(for:) handles; its steps are left out") }
            return
        }
        guard frame.follow, frame.depth < Self.maxDepth else { return }
        runRoute(route, value: value, on: coordinator, &frame)
    }

    /// `.showDetail(vc)` of a split coordinator: the screen replaces the secondary column.
    /// `.show(…)`, and `.showDetail(…)` of a coordinator that is no column yet, change what a
    /// column shows in a way the spec's steps cannot tell: reported. Showing a column the split
    /// was made with again changes nothing the spec draws.
    private func showInSplit(_ name: String, payload: [Value], _ call: FunctionCallExprSyntax, _ frame: inout Frame) {
        let value = payload.first ?? .unknown
        let shown = coordinatorType(of: value) ?? call.arguments.first.flatMap { routedCoordinator($0.expression) }
        if let shown, (facts.splits[frame.selfType]?.columns ?? []).contains(where: { coordinatorType(of: $0) == shown || containerOwner($0) == shown }) {
            return
        }
        if name == "showDetail", shown == nil, let screen = screenType(of: value) {
            if frame.follow { frame.steps.append(ScannedStep(kind: .showDetail, target: screen, source: reference(call, frame))) }
            return
        }
        if !frame.follow {
            let what = call.arguments.first?.expression.trimmedText ?? "something"
            unresolved(call, frame, "\(frame.selfType)'s \(Self.routeHandlerName)(for:) returns .\(name)(\(what)), which puts \(shown == nil ? "what the scan cannot tell" : "a coordinator's container") in a column of the split view; the spec's steps cannot show it, so it is left out")
        }
    }

    /// `deepLink(AppRoute.home(x), HomeRoute.news, NewsRoute.detail(id))`: each route in turn,
    /// the first on this coordinator, each further one on the coordinator handling its route type,
    /// preferring the one the steps so far started.
    func deepLink(_ arguments: [Value], _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value {
        let expressions = call.arguments.map(\.expression)
        var coordinator = frame.selfType
        for (index, expression) in expressions.enumerated() {
            let value = index < arguments.count ? arguments[index] : .unknown
            guard let route = Self.routeCase(value) else {
                if !frame.follow { unresolved(expression, frame, "deepLink(…) runs \(expression.trimmedText), which the scan cannot read as a route case: the link's steps end before it") }
                return .unknown
            }
            if index > 0 {
                let routeType = Self.routeTypeName(expression)
                let candidates = roles.coordinatorTypes.sorted().filter { name in
                    routeCaseClause(route, of: name) != nil && (routeType == nil || handlesRouteType(routeType!, name))
                }
                let started = frame.steps.reversed().filter { $0.kind == .startChild }.map(\.target)
                let children = Set(facts.children.filter { $0.parent == coordinator }.map(\.child))
                guard let next = started.first(where: candidates.contains) ?? (candidates.count == 1 ? candidates[0] : candidates.first(where: children.contains)) else {
                    if !frame.follow { unresolved(expression, frame, "deepLink(…) runs \(expression.trimmedText), which no single coordinator the link reaches handles: the link's steps end before it") }
                    return .unknown
                }
                coordinator = next
            }
            guard frame.follow, frame.depth < Self.maxDepth else { continue }
            runRoute(route, value: value, on: coordinator, &frame)
        }
        return .unknown
    }

    /// `HomeRoute.news`, `HomeRoute.detail(id)` → `HomeRoute`.
    static func routeTypeName(_ expression: ExprSyntax) -> String? {
        let callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
        guard let base = callee.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = base.baseName.text
        return name.first?.isUppercase == true ? name : nil
    }

    /// Whether the coordinator's route handler takes routes of this type.
    func handlesRouteType(_ routeType: String, _ coordinator: String) -> Bool {
        catalog[coordinator]?.functions.contains { $0.name == Self.routeHandlerName && $0.parameters.first?.type?.name == routeType } == true
    }

    /// `if let router` over a route payload the case was handed made (`.home(TabCoordinator())`):
    /// it is there, so the other way is not taken.
    func unwrapsKnownCoordinator(_ conditions: ConditionElementListSyntax, _ frame: Frame) -> Bool {
        guard runsRouteHandler(frame), conditions.count == 1, case .optionalBinding(let binding)? = conditions.first?.condition,
              binding.initializer == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              case .instance(let type)? = frame.locals[name] else { return false }
        return roles.isCoordinatorLike(type)
    }
}
