import SwiftSyntax

/// RxFlow's shape: a `Flow` is a coordinator whose `navigate(to:)` switches over a step enum (its
/// route handler); `.contribute(withNextPresentable: vc, withNextStepper: viewModel)` binds the
/// stepper to the screen, whose `steps.accept(AppStep.x)` runs that step on the flow;
/// `Flows.use(child) { root in … }` hands the child flow's container to the closure; a flow
/// contributed with `OneStepper(withSingleStep:)`, or coordinated with one, starts with that step.
extension Interpreter {
    /// RxFlow's route handler.
    static let flowHandlerName = "navigate"

    /// Whether a type is an RxFlow flow: it adopts `Flow` and declares `navigate(to:)`.
    func isRxFlow(_ type: String) -> Bool {
        roles.ancestors(of: type).contains("Flow")
            && catalog[type]?.functions.contains { $0.name == Self.flowHandlerName && $0.parameters.first?.label == "to" } == true
    }

    /// `steps.accept(AppStep.x)`, `self.steps.onNext(.x)`, `step.accept(…)`: a stepper emitting a step.
    static func emitsStep(_ method: String, _ call: FunctionCallExprSyntax) -> Bool {
        guard ["accept", "onNext"].contains(method), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
        let name = base.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name == "steps" || name == "step"
    }

    /// `.contribute(withNextPresentable: vc, withNextStepper: viewModel)` (and
    /// `FlowContributor.contribute(…)`): the stepper acts for the screen, through this flow; a
    /// child flow contributed is started, with the step its `OneStepper` gives it first. Nil when
    /// the call is no contribution.
    func flowContribution(_ method: String, payload: [Value], _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value? {
        let labels = call.arguments.map { $0.label?.text }
        guard method == "contribute" || Self.isFlowItem(call), let presentable = labels.firstIndex(where: { Self.presentableLabels.contains($0) }),
              presentable < payload.count, roles.isCoordinatorLike(frame.selfType) else { return nil }
        // `.contribute(withNext: screen)`: one value both shows and steps.
        let stepperIndex = labels.firstIndex { Self.stepperLabels.contains($0) } ?? (labels[presentable] == "withNext" ? presentable : nil)
        var steppers = [stepperIndex.flatMap { $0 < payload.count ? payload[$0] : nil } ?? .unknown]
        // `CompositeStepper(steppers: [viewController.viewModel, viewController])`: each of them.
        if let parts = stepperIndex.flatMap({ Self.compositeSteppers(Array(call.arguments)[$0].expression) }) {
            var scratch = frame
            steppers = parts.map { evaluate($0, &scratch) }
        }
        let source = reference(call, frame)
        if let child = coordinatorType(of: payload[presentable]), child != frame.selfType {
            // The steps its stepper emits (a bar button's target) run on the child flow.
            for case .instance(let stepper) in steppers where !frame.follow && catalog[stepper] != nil && !roles.isCoordinatorLike(stepper) {
                if facts.viewModelCoordinators[stepper] == nil { facts.viewModelCoordinators[stepper] = child }
            }
            startChild(child, source: source, &frame)
            if !frame.follow, let expression = stepperIndex.map({ Array(call.arguments)[$0].expression }) {
                startFlow(child, with: expression, &frame)
            }
        } else if let screen = screenType(of: payload[presentable]) ?? ownScreen(payload[presentable], frame), !frame.follow {
            // `rootViewController.viewModel` on the flow's own screen: the property of that screen.
            if let index = stepperIndex, steppers == [.unknown], let member = Array(call.arguments)[index].expression.as(MemberAccessExprSyntax.self),
               let type = roles.property(member.declName.baseName.text, in: screen)?.decl.type?.name {
                steppers = [.instance(type)]
            }
            for case .instance(let model) in steppers where catalog[model] != nil && !roles.isCoordinatorLike(model) {
                if model != screen, facts.viewModelScreens[model] == nil { facts.viewModelScreens[model] = screen }
                if facts.viewModelCoordinators[model] == nil { facts.viewModelCoordinators[model] = frame.selfType }
            }
        }
        return .unknown
    }

    /// The labels RxFlow names a contribution's presentable and stepper with: `contribute(withNextPresentable:withNextStepper:)`
    /// and `contribute(withNext:)` (one value both) today, `NextFlowItem(nextPresentable:nextStepper:)` in RxFlow 1.
    static let presentableLabels: Set<String?> = ["withNextPresentable", "nextPresentable", "withNext"]
    static let stepperLabels: Set<String?> = ["withNextStepper", "nextStepper"]

    /// `NextFlowItem(nextPresentable: vc, nextStepper: viewModel)`: RxFlow 1's contribution, made
    /// as a value the flow returns (in `NextFlowItems.one(flowItem:)` or `.multiple(flowItems:)`).
    static func isFlowItem(_ call: FunctionCallExprSyntax) -> Bool {
        let labels = call.arguments.map { $0.label?.text }
        return labels.contains { presentableLabels.contains($0) } && labels.contains { stepperLabels.contains($0) }
    }

    /// `coordinator.coordinate(flow: appFlow, with: OneStepper(withSingleStep: AppStep.start))`:
    /// the flow the app starts, with its first step. Nil when the call is none.
    func coordinateFlow(_ method: String, arguments: [Value], _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value? {
        let labels = call.arguments.map { $0.label?.text }
        guard method == "coordinate", let flowIndex = labels.firstIndex(of: "flow"), flowIndex < arguments.count,
              let flow = coordinatorType(of: arguments[flowIndex]) else { return nil }
        // `with:` today, `withStepper:` in RxFlow 1.
        if !frame.follow, let stepper = labels.firstIndex(where: { $0 == "with" || $0 == "withStepper" }).map({ Array(call.arguments)[$0].expression }) {
            startFlow(flow, with: stepper, &frame)
        }
        return .unknown
    }

    /// The screen a flow whose container is one plain screen contributes as its own root
    /// (`withNextPresentable: rootViewController`). Nil for anything else.
    private func ownScreen(_ presentable: Value, _ frame: Frame) -> String? {
        guard case .containerOf(let owner) = presentable, owner == frame.selfType else { return nil }
        return facts.plainScreens[owner]?.screen
    }

    /// The steppers a `CompositeStepper(steppers: [a, b])` combines; nil when `expression` is none.
    static func compositeSteppers(_ expression: ExprSyntax) -> [ExprSyntax]? {
        guard let made = expression.as(FunctionCallExprSyntax.self),
              made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "CompositeStepper",
              let list = made.arguments.first?.expression.as(ArrayExprSyntax.self) else { return nil }
        return list.elements.map(\.expression)
    }

    /// Runs, as the flow's setup, the step a stepper starts it with: `OneStepper(withSingleStep: X)`,
    /// a stepper class whose `initialStep` is a step case, or each of a `CompositeStepper`'s.
    private func startFlow(_ flow: String, with stepper: ExprSyntax, _ frame: inout Frame) {
        if let parts = Self.compositeSteppers(stepper) {
            for part in parts { startFlow(flow, with: part, &frame) }
            return
        }
        var scratch = frame
        let made = stepper.as(FunctionCallExprSyntax.self)
        // `OneStepper(…)`, `WishlistStepper()`, or a local holding a stepper made earlier.
        let madeType = made?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let type = madeType ?? { if case .instance(let name) = evaluate(stepper, &scratch) { return name } else { return nil } }() else { return }
        let step: Value
        if let single = made?.arguments.first(where: { $0.label?.text == "withSingleStep" }) {
            step = evaluate(single.expression, &scratch)
        } else if let emitted = stepEmittedByInitializer(of: type) {
            step = evaluate(emitted, &scratch)
        } else if let initial = roles.property("initialStep", in: type)?.decl {
            let body = initial.getter.flatMap { $0.count == 1 ? $0.first?.item : nil }
            let expression = initial.initializer ?? body.flatMap { item -> ExprSyntax? in
                if case .expr(let expression) = item { return expression }
                if case .stmt(let statement) = item { return statement.as(ReturnStmtSyntax.self)?.expression }
                return nil
            }
            guard let expression else { return }
            step = evaluate(expression, &scratch)
        } else {
            return
        }
        guard let route = Self.routeCase(step), let (body, bound) = routeCaseBody(route, of: flow, value: step) else { return }
        run(body, of: flow, arguments: bound, follow: false, depth: frame.depth + 1, setup: true)
    }

    /// RxFlow 1's first step: `init() { self.step.accept(AppStep.list) }`, emitted unconditionally
    /// by the stepper's initializer. Nil when its initializer emits none, or only under a condition.
    private func stepEmittedByInitializer(of type: String) -> ExprSyntax? {
        guard let initializer = catalog[type]?.functions.first(where: { $0.name == "init" }), let body = initializer.body else { return nil }
        for item in body {
            guard let call = Self.expression(of: item.item)?.as(FunctionCallExprSyntax.self),
                  let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  Self.emitsStep(method, call), let argument = call.arguments.first else { continue }
            return argument.expression
        }
        return nil
    }

    /// `Flows.use(settingsFlow, when: .created) { root in … }`, `Flows.whenReady(flow1: a, flow2: b) { r1, r2 in … }`:
    /// the closure runs with each flow's container. Nil when the call is none.
    func flowsReady(_ method: String, on typeName: String, payload: [Value], _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value? {
        guard typeName == "Flows", ["use", "whenReady"].contains(method) else { return nil }
        let closure = call.trailingClosure ?? call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }.last
        guard let closure else { return .unknown }
        let flows = payload.compactMap { coordinatorType(of: $0) }
        let saved = frame.locals
        for (index, name) in Self.parameterNames(of: closure).enumerated() where index < flows.count {
            frame.locals[name] = .containerOf(flows[index])
        }
        executeClosure(closure.statements, &frame)
        frame.locals = saved
        return .unknown
    }
}
