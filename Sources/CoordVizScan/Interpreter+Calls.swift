import SwiftSyntax

/// Calls: constructors, navigation (push, present, dismiss, pop), child coordinators (added,
/// started, finished) and calls into other coordinators, followed for transitions.
extension Interpreter {
    /// Names of helpers that adopt a child coordinator, and those that also start it.
    static let childAdders: Set<String> = ["addChild", "addChildCoordinator", "addDependency", "store", "add", "retain", "addCoordinator", "append", "insert"]
    static let childStarters: Set<String> = ["coordinate", "startChild", "pushCoordinator", "startCoordinator", "start", "run", "presentCoordinator", "showChild"]
    static let childRemovers: Set<String> = [
        "childDidFinish", "removeChild", "removeChildCoordinator", "removeDependency", "free", "didFinish", "childFinished",
        "coordinatorDidFinish", "removeCoordinator", "release", "remove",
    ]
    /// Collection methods that run the closure they are handed at once, element by element.
    static let collectionClosureRunners: Set<String> = ["forEach", "map", "compactMap", "flatMap", "filter", "first", "contains", "sorted"]
    /// Calls whose closures run later on their own (timers, animations, completions): read in order.
    static let closureRunners: Set<String> = ["asyncAfter", "async", "schedule", "perform", "animate", "dismiss", "present", "pushViewController", "popViewController", "Task", "run", "sync", "transition"]

    func call(_ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value {
        // `onSelect?(id)`, `handler!()`: the closure property itself is called.
        let callee = call.calledExpression.unwrapped
        var receiver: Value?
        let method: String
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { return constructSpecialized(generic, call, &frame) }
        if let closure = callee.as(ClosureExprSyntax.self) { return runImmediately(closure, &frame) }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            method = reference.baseName.text
            if method.first?.isUppercase == true, frame.locals[method] == nil, Self.isFlowItem(call) {
                let payload = call.arguments.map { evaluate($0.expression, &frame) }
                return flowContribution(method, payload: payload, call, &frame) ?? .unknown
            }
            if method.first?.isUppercase == true, frame.locals[method] == nil { return construct(specializedByArgument(method, call, frame) ?? method, call, &frame) }
            if let handed = frame.handedClosures[method] {
                runHandedClosure(handed, &frame)
                return .unknown
            }
            if frame.locals[method] != nil {
                for argument in call.arguments { _ = evaluate(argument.expression, &frame) }
                return .unknown
            }
            receiver = frame.implicitReceiver
        } else if let member = callee.as(MemberAccessExprSyntax.self) {
            method = member.declName.baseName.text
            if let base = member.base, base.is(SuperExprSyntax.self), method == "init", isNavigationControllerCoordinator(frame.selfType) {
                noteSuperRoot(call, &frame)
                return .unknown
            }
            if let base = member.base {
                if let typeName = staticTypeName(base), frame.locals[typeName] == nil {
                    if method == "init" { return construct(typeName, call, &frame) }
                    return staticCall(method, on: typeName, call, &frame)
                }
                if let resolved = resolvedDependency(method, call, &frame) { return resolved }
                receiver = evaluate(base, &frame)
                if let result = enumCaseMethod(method, on: receiver, call, &frame) { return result }
            } else {
                // `.running(child)`: an enum case with a payload.
                let payload = call.arguments.map { evaluate($0.expression, &frame) }
                if let contributed = flowContribution(method, payload: payload, call, &frame) { return contributed }
                if let transition = routeTransition(method, payload: payload, call, &frame) { return transition }
                return payload.count == 1 ? .list([.enumCase(method), payload[0]]) : .enumCase(method)
            }
        } else {
            _ = evaluate(callee, &frame)
            return .unknown
        }
        let labels = declaredLabels(call.arguments.map { $0.label?.text ?? "_" }, method: method, call, on: receiver, frame)
        var arguments = call.arguments.map { argument -> Value in
            argument.expression.is(ClosureExprSyntax.self) ? .unknown : evaluate(argument.expression, &frame)
        }
        if method == "first", let child = leavingChild(in: callee.as(MemberAccessExprSyntax.self)?.base) { return .instance(child) }
        if let made = storyboardClass(method, call) { return made }
        if removedFirstScreen(method, call, &frame) { return .unknown }
        if collectionCall(method, callee: callee, receiver: receiver, arguments: arguments, call, &frame) { return .unknown }
        // `steps.accept(AppStep.x)`: a stepper's relay runs the step on its flow, not only its subscribers.
        if Self.emitsStep(method, call), let routed = routeCall(method, receiver: receiver, arguments: arguments, call, &frame) { return routed }
        noteScreenCoordinatorActions(method, call, frame)
        if eventMachineCall(method, on: receiver, call, arguments: arguments, &frame) { return .unknown }
        if let result = publisherCall(method, on: receiver, call, arguments: arguments, &frame) { return result }
        if let owner = (receiver ?? .instance(frame.selfType)).typeName,
           let result = callClosureProperty(method, on: owner, arguments: arguments, call, &frame) {
            return result
        }
        if let routed = routeCall(method, receiver: receiver, arguments: arguments, call, &frame) { return routed }
        if let pushed = pathHolderCall(method, receiver: receiver, arguments: arguments, call, &frame) { return pushed }
        noteBoundModel(method, receiver: receiver, arguments: arguments, frame)
        noteHandedRootScreen(method, receiver: receiver, arguments: arguments, call, frame)
        let handler = responderChainHandler(method, labels: labels, receiver: receiver, frame).map { Value.instance($0) }
        let handing = handClosures(of: call, method: method, frame)
        var performed = perform(method, labels: labels, on: handler ?? receiver, arguments: &arguments, call, &frame)
        let handedOver = handing && pendingHandedClosures == nil
        pendingHandedClosures = nil
        if performed == .unknown, let modified = modifiedView(method, on: receiver) { performed = modified }
        let result = resultPublisher(of: method, on: receiver, arguments: arguments, performed: performed)
        noteFactoryCallbacks(call, made: result, frame)
        noteScreenMethodCallbacks(method, on: receiver, call, frame)
        if !handedOver { runClosures(of: call, method: method, &frame) }
        return result
    }

    /// A coordinator with nothing to start it (no `start()`, no method its makers call first, no
    /// route it runs when made): making it is what begins it (`let navigator =
    /// DefaultEditPostNavigator(navigationController: nc)` handed to the screen it serves).
    func beginsWhenMade(_ typeName: String) -> Bool {
        roles.isCoordinator(typeName) && !roles.isCoordinatorView(typeName) && roles.function("start", labels: nil, in: typeName) == nil
            && makerStarts[typeName] == nil && handlerName(of: typeName) == nil
    }

    /// `handleOnboarding { self.showDashboard() }` in a coordinator's setup: a completion handed
    /// to one of its own methods that calls it finishes that setup (what it shows is where the
    /// coordinator starts), so it is read as setup, not as an action for later.
    func completesSetup(_ call: FunctionCallExprSyntax, method: String, _ frame: Frame) -> Bool {
        guard !frame.follow, frame.setup, roles.isCoordinatorLike(frame.selfType) else { return false }
        return callsHandedClosure(call, method: method, frame)
    }

    /// `presentWithModalDismissIfNeeded { self.showSettings() }`: one of the running type's own
    /// methods that calls the closure parameter it is handed (`completion()`), so the closure runs
    /// when that method does.
    func callsHandedClosure(_ call: FunctionCallExprSyntax, method: String, _ frame: Frame) -> Bool {
        guard Inference.referencedMethod(call.calledExpression) == method,
              let (_, function) = roles.function(method, labels: nil, in: frame.selfType), let body = function.body else { return false }
        let handed = Set(function.parameters.filter(\.isFunction).map(\.name))
        guard !handed.isEmpty else { return false }
        return body.descendants(FunctionCallExprSyntax.self).contains { inner in
            inner.calledExpression.as(DeclReferenceExprSyntax.self).map { handed.contains($0.baseName.text) } == true
        }
    }

    /// The closures passed to a call: run in order when the call runs them (completions, timers),
    /// kept as a screen's callback when they are handed to a screen.
    func runClosures(of call: FunctionCallExprSyntax, method: String, _ frame: inout Frame) {
        var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { closures.append(trailing) }
        closures += call.additionalTrailingClosures.map(\.closure)
        guard !closures.isEmpty else { return }
        let runsThem = Self.closureRunners.contains(method) || method.hasPrefix("schedule") || method.hasPrefix("after")
            || Self.collectionClosureRunners.contains(method)
        // `button.rx.tap.withUnretained(self).bind { owner, _ in owner.delegate?.… }`,
        // `bind(with: self) { owner, _ in … }`: the closure's first parameter is that value.
        let unretained = Self.unretainedValue(of: call).map { evaluate($0, &frame) }
        for closure in closures where runsThem || !frame.follow {
            if deferUntilDone(closure, method: method, &frame) { continue }
            let parameter = unretained == nil ? nil : Self.parameterNames(of: closure).first
            let shadowed = parameter.map { frame.locals[$0] }
            if let parameter, let unretained { frame.locals[parameter] = unretained }
            if runsThem || completesSetup(call, method: method, frame) { executeClosure(closure.statements, &frame) } else { executeLater(closure.statements, &frame) }
            if let parameter, let shadowed { frame.locals[parameter] = shadowed }
        }
    }

    /// The value RxSwift hands a subscription's closures first: `withUnretained(x)` just before
    /// the call, or its `with:` argument (`bind(with: x)`, `subscribe(with: x, onNext:)`).
    static func unretainedValue(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let with = call.arguments.first(where: { $0.label?.text == "with" }), with.expression.is(DeclReferenceExprSyntax.self) {
            return with.expression
        }
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self),
              base.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "withUnretained" else { return nil }
        return base.arguments.first?.expression
    }

    /// `Foo(…)`: a coordinator (a child of the one running), a screen, a container.
    func construct(_ typeName: String, _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value {
        if typeName == "UIBarButtonItem" { noteBarButtonAction(call, frame) }
        if Self.startsWork(typeName) {
            runClosures(of: call, method: typeName, &frame)
            return .unknown
        }
        var arguments: [(label: String, value: Value)] = []
        for argument in call.arguments {
            if let closure = handedClosure(argument.expression, frame) {
                if let label = argument.label?.text {
                    addHandler("\(typeName).\(label)", .init(
                        installer: frame.selfType, parameters: Self.parameterNames(of: closure), statements: closure.statements,
                        forward: nil, path: frame.path, source: reference(closure, frame), captured: frame.locals
                    ))
                }
                if roles.isScreen(typeName), handsScreenCallbacks(frame.selfType, to: typeName) {
                    facts.callbacks.append(.init(screen: typeName, coordinator: frame.selfType, statements: closure.statements, path: frame.path, name: argument.label?.text, captured: frame.locals))
                } else {
                    keepModelClosure(closure, label: argument.label?.text, of: typeName, &frame)
                }
                arguments.append((argument.label?.text ?? "_", .unknown))
                continue
            }
            // `Actions(showDetails: showMovieDetails)`: the running type's method, kept as a closure.
            if let label = argument.label?.text, let method = referencedOwnMethod(argument.expression, frame) {
                addHandler("\(typeName).\(label)", .init(
                    installer: frame.selfType, parameters: [], statements: nil, method: method, path: frame.path, source: reference(argument.expression, frame)
                ))
                arguments.append((label, .unknown))
                continue
            }
            arguments.append((argument.label?.text ?? "_", evaluate(argument.expression, &frame)))
            handModelClosures(in: arguments.last!.value, to: typeName, &frame)
        }
        // `ExitCoordinator() { … }`: the trailing closure is the initializer's last parameter,
        // kept in the property of that name.
        if let trailing = call.trailingClosure, let (_, initializer) = roles.function("init", labels: nil, in: typeName),
           let last = initializer.parameters.last, roles.property(last.name, in: typeName) != nil {
            addHandler("\(typeName).\(last.name)", .init(
                installer: frame.selfType, parameters: Self.parameterNames(of: trailing), statements: trailing.statements,
                forward: nil, path: frame.path, source: reference(trailing, frame), captured: frame.locals
            ))
        }
        if let trailing = call.trailingClosure, roles.isScreen(typeName), handsScreenCallbacks(frame.selfType, to: typeName) {
            facts.callbacks.append(.init(screen: typeName, coordinator: frame.selfType, statements: trailing.statements, path: frame.path, captured: frame.locals))
        }
        // An alert's actions are read where the alert is presented (`presentAlert`). A navigation
        // controller subclass named like a coordinator is one: it owns its stack.
        if roles.isNavigation(typeName), !isNavigationControllerCoordinator(typeName) {
            let roots = arguments.filter { $0.label == "rootViewController" }.map(\.value)
            let screens = roots.compactMap { screenType(of: $0) }
            for screen in screens { noteShown(.setRoot, screen, source: reference(call, frame), frame) }
            // A disabled tab's stand-in wrapped in a stack: the stack holds it (its tab keeps its place).
            if screens.isEmpty, case .placeholder(let base)? = roots.first { return .navigation(owner: nil, screens: [base]) }
            return .navigation(owner: nil, screens: screens)
        }
        if isRouterType(typeName) {
            // Made on a screen's navigation controller, the router is that screen's stack.
            for argument in arguments {
                switch argument.value {
                case .navigation, .screenNavigation: return argument.value
                default: continue
                }
            }
            return .navigation(owner: nil, screens: [])
        }
        if roles.isTabBar(typeName) && !roles.isCoordinatorLike(typeName) {
            noteMadeTabBar(typeName, call, frame)
            return .tabBar(owner: nil)
        }
        if roles.isSplit(typeName) && !roles.isCoordinatorLike(typeName) { return .split(owner: nil) }
        if roles.isPageView(typeName) && !roles.isCoordinatorLike(typeName) && catalog[typeName] == nil { return .pageView(owner: nil) }
        if typeName == "UITabBarItem" {
            func text(_ label: String) -> String? {
                guard case .text(let value)? = arguments.first(where: { $0.label == label })?.value else { return nil }
                return value
            }
            return .tabItem(title: text("title"), icon: text("image"))
        }
        if typeName == "UIImage" {
            for label in ["systemName", "named", "_"] {
                if case .text(let name)? = arguments.first(where: { $0.label == label })?.value { return .text(name) }
            }
            return .unknown
        }
        if let wrapped = unwrappedCoordinator(typeName, arguments: arguments.map(\.value)) { return wrapped }
        if roles.isCoordinator(typeName) {
            if roles.isCoordinatorLike(frame.selfType) || roles.isScreen(frame.selfType) || roles.isTabBar(frame.selfType) {
                if typeName != frame.selfType {
                    facts.children.append(.init(parent: frame.selfType, child: typeName, property: nil, source: reference(call, frame), condition: setupCondition(frame), inSetup: isSetup(frame), madeIn: frame.function.name))
                }
            }
            adoptNavigations(call, by: typeName, arguments: arguments.map(\.value), initializer: true, &frame)
            // A factory returning what it makes (a Stinsen route's `makeSignUp()`) begins nothing.
            if frame.follow, typeName != frame.selfType, frame.function.returnType == nil, beginsWhenMade(typeName) {
                startChild(typeName, source: reference(call, frame), &frame)
            }
            return .instance(typeName)
        }
        if roles.isHostingController(typeName), let rootView = arguments.first(where: { $0.label == "rootView" })?.value {
            // A SwiftUI screen: named after its root view; a root view the scan cannot read, unknown.
            if case .instance(let view) = rootView, roles.isScreen(view) { return rootView }
            return .unknown
        }
        if let view = roles.rootViewOfHostSubclass(typeName), roles.isScreen(view) { return .instance(view) }
        if typeName == "UIViewController", arguments.isEmpty, call.trailingClosure == nil { return .placeholder(typeName) }
        if roles.isScreen(typeName) {
            noteModelCallbacks(for: typeName, arguments: arguments.map(\.value), call, frame)
            for argument in arguments {
                if case .instance(let other) = argument.value, roles.isCoordinatorLike(other) {
                    facts.talks.insert(.init(screen: typeName, coordinator: roles.concrete(other).first ?? other))
                    if other == frame.selfType, !argument.label.isEmpty, argument.label != "_" {
                        noteHandedHandler(screen: typeName, label: argument.label, source: reference(call, frame), frame)
                    }
                }
            }
            return .instance(typeName)
        }
        return .instance(typeName)
    }

    /// `Factory.makeX()` and other static calls: what their declared return type stands for.
    func staticCall(_ method: String, on typeName: String, _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value {
        let payload = call.arguments.map { evaluate($0.expression, &frame) }
        // `AppRoute.home(router)`: an enum case with its payload, as `.home(router)` is.
        if let value = enumCase(method, of: typeName, payload: payload) { return value }
        // `Observable.merge(a, b)`: what subscribes to it, subscribes to each.
        if Self.mergers.contains(method), Self.isPublisherType(typeName) || typeName == "Publishers", let merged = Self.merged(payload) { return merged }
        if let flows = flowsReady(method, on: typeName, payload: payload, call, &frame) { return flows }
        if let contributed = flowContribution(method, payload: payload, call, &frame) { return contributed }
        // `NextFlowItems.end(withStepForParentFlow: .done)`: RxFlow 1's spelling of `.end(…)`.
        if method == "end", catalog[typeName] == nil, isRxFlow(frame.selfType), runsRouteHandler(frame),
           let ended = libraryRouteStep(method, payload: payload, call, &frame) { return ended }
        // `Transition.push(vc)`, `NavigationTransition.present(child)`: the library's transitions
        // spelled with their type, as XCoordinator's result builder handlers write them.
        if Self.routeTransitionTypes.contains(typeName), let transition = routeTransition(method, payload: payload, call, &frame) { return transition }
        // Overloads (`show(provider:target:)`, `show(provider:root:)`): the one the call's labels name.
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let statics = catalog[typeName]?.functions.filter { $0.name == method && $0.isStatic } ?? []
        guard let function = statics.first(where: { $0.parameters.map(\.label) == labels }) ?? statics.first else {
            runStaticClosures(of: call, method: method, on: typeName, &frame)
            // `SignInViewController.instantiate()`, `.controllerFromStoryboard(.main)`: a factory a
            // protocol extension or another module gives a screen type makes that screen.
            if roles.isScreen(typeName), staticReturnsSelf(method, of: typeName) { return .instance(typeName) }
            // `MainTabBarController.controllerFromStoryboard(.main)`: a tab bar, as its initializer makes.
            if roles.isTabBar(typeName), !roles.isCoordinatorLike(typeName), staticReturnsSelf(method, of: typeName) { return .tabBar(owner: nil) }
            return .unknown
        }
        // `DataSourceFacade.coordinateToThread(provider: self, …)`: a static helper that returns
        // nothing does something; while following, what it does is part of the way, with what it
        // is handed.
        if frame.follow, function.returnType == nil, function.body != nil, frame.depth < Self.maxDepth {
            let bound = bind(payload, of: call, to: function)
            frame.steps += run(function, of: typeName, arguments: bound, follow: true, depth: frame.depth + 1).steps
            return .unknown
        }
        return returned(by: function, of: typeName, call, arguments: call.arguments.map { _ in .unknown }, &frame)
    }

    /// Whether a static method a type inherits returns `Self` (or is declared nowhere the scan
    /// reads, as storyboard and nib loaders in other modules are).
    func staticReturnsSelf(_ method: String, of typeName: String) -> Bool {
        for ancestor in roles.ancestors(of: typeName).sorted() {
            if let function = catalog[ancestor]?.functions.first(where: { $0.name == method && $0.isStatic }) {
                return function.returnType?.name == "Self" || function.returnType?.name == ancestor
            }
        }
        return true
    }

    /// What a called function returns: `Self`, a coordinator (a child), a screen, a container.
    func returned(by function: FunctionDecl, of owner: String, _ call: FunctionCallExprSyntax, arguments: [Value] = [], _ frame: inout Frame) -> Value {
        if let type = function.returnType {
            if type.name == "Self" || type.name == owner { return .instance(owner) }
            if roles.isCoordinator(type.name) || roles.isScreen(type.name), !type.isCollection, !namesNoOneNode(type.name) {
                return madeBy(call, type.name, arguments: arguments, &frame)
            }
        }
        // A factory returning a base class, a protocol or a tuple: the types its body constructs.
        let bound = bind(arguments, of: call, to: function)
        let (made, results) = returnedRun(of: function, owner: owner, bound: bound, frame)
        if let product = product(of: function, results: results, call, arguments: arguments, &frame) { return product }
        switch made {
        case .instance(let name) where roles.isCoordinator(name):
            return madeBy(call, name, arguments: arguments, &frame)
        case .list(let items):
            for case .instance(let name) in items where roles.isCoordinator(name) { _ = madeBy(call, name, arguments: arguments, &frame) }
            return made
        case .unknown:
            return function.returnType.map { value(ofType: $0, owner: nil) } ?? .unknown
        default:
            return made
        }
    }

    /// A coordinator a factory makes for the running coordinator is its child; the navigation
    /// controllers handed to it become its.
    func madeBy(_ call: FunctionCallExprSyntax, _ typeName: String, arguments: [Value], _ frame: inout Frame) -> Value {
        if roles.isCoordinator(typeName), roles.isCoordinatorLike(frame.selfType) || roles.isScreen(frame.selfType), typeName != frame.selfType {
            facts.children.append(.init(parent: frame.selfType, child: typeName, property: nil, source: reference(call, frame), condition: setupCondition(frame), inSetup: isSetup(frame), madeIn: frame.function.name))
            adoptNavigations(call, by: typeName, arguments: arguments, &frame)
        }
        return .instance(typeName)
    }

    /// `ItemCoordinator(navigationController: itemsNavigation)`: that local is now the child's
    /// stack; a navigation controller already someone's is shared with the child.
    /// `initializer`: the call is the child's initializer, whose labels say whether it keeps a
    /// navigation controller it is handed as its stack or as a screen to present over.
    func adoptNavigations(_ call: FunctionCallExprSyntax, by child: String, arguments: [Value], initializer: Bool = false, _ frame: inout Frame) {
        let labels = Self.labels(of: call)
        for (index, argument) in call.arguments.enumerated() {
            let value = index < arguments.count ? arguments[index] : .unknown
            let keeps = initializer ? initializerKeepsStack(of: child, labels: labels, argument: index) : nil
            if case .screenNavigation(let screen) = value, keeps != false, roles.isCoordinatorLike(child) {
                noteHandedScreenStack(of: child, screen: screen)
            }
            if case .navigation(let owner?, _) = value, owner != child {
                callSiteShares[child] = keeps
                if keeps == false { continue }
                facts.sharedNavigation.insert(.init(child: child, navigationOwner: owner))
            }
            if keeps == false { continue }
            for name in handedLocals(argument.expression, frame) {
                switch frame.locals[name] {
                case .navigation(nil, let screens)?:
                    frame.locals[name] = .navigation(owner: child, screens: screens)
                    adoptTab(name, by: child, &frame)
                    adoptPendingStyle(of: name, by: child, source: reference(argument, frame), frame)
                case .tabBar(nil)?: frame.locals[name] = .tabBar(owner: child)
                case .split(nil)?: frame.locals[name] = .split(owner: child)
                case .pageView(nil)?: frame.locals[name] = .pageView(owner: child)
                default: continue
                }
            }
        }
    }

    /// A style set on the local navigation controller a child is handed (directly, or through
    /// the router made from it: `Router(rootController: navigationController)`) is the style
    /// the child's container is presented with.
    func adoptPendingStyle(of local: String, by child: String, source: SourceReference, _ frame: Frame) {
        guard !frame.pendingStyles.isEmpty else { return }
        let words = Set((frame.aliases[local] ?? "").split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        let madeFrom = frame.pendingStyles.keys.sorted().filter(words.contains)
        guard let style = frame.pendingStyles[local] ?? madeFrom.first.flatMap({ frame.pendingStyles[$0] }) else { return }
        let existing = facts.presentedContainers[child]
        facts.presentedContainers[child] = (existing?.style ?? style, existing?.source ?? source)
    }

    /// The screen a value stands for, when it is one.
    func screenType(of value: Value) -> String? {
        switch value {
        case .instance(let name) where roles.isScreen(name) && !Self.genericScreenBases.contains(name): return name
        case .navigation(_, let screens) where screens.count == 1: return screens[0]
        default: return nil
        }
    }

    /// The coordinator a value stands for, when it is one.
    func coordinatorType(of value: Value) -> String? {
        switch value {
        case .instance(let name) where roles.isCoordinatorLike(name): return roles.concrete(name).count == 1 ? roles.concrete(name)[0] : name
        case .instance(let name) where isUndeclaredCoordinator(name): return name
        case .containerOf(let name): return name
        default: return nil
        }
    }

    /// The coordinator owning the container a value is (its navigation controller, tab bar,
    /// split or page view).
    func containerOwner(_ value: Value) -> String? {
        switch value {
        case .navigation(let owner?, _), .tabBar(let owner?), .split(let owner?), .pageView(let owner?): return owner
        case .containerOf(let owner): return owner
        default: return nil
        }
    }
}
