import SwiftSyntax

/// Expressions: what a name, a member, a cast or a literal stands for.
extension Interpreter {
    func evaluate(_ expression: ExprSyntax, _ frame: inout Frame) -> Value {
        if let call = expression.as(FunctionCallExprSyntax.self) { return self.call(call, &frame) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return name(reference.baseName.text, &frame) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return .enumCase(member.declName.baseName.text) }
            if let typeName = staticTypeName(base), frame.locals[typeName] == nil {
                return staticMember(member.declName.baseName.text, of: typeName)
            }
            if member.declName.baseName.text == "navigationController", let handed = handedScreenNavigation(base, frame) { return handed }
            let baseValue = evaluate(base, &frame)
            return self.member(member.declName.baseName.text, of: baseValue, &frame)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return self.sequence(sequence, &frame) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return evaluate(optional.expression, &frame) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return evaluate(forced.expression, &frame) }
        if let tryExpression = expression.as(TryExprSyntax.self) { return evaluate(tryExpression.expression, &frame) }
        if let awaitExpression = expression.as(AwaitExprSyntax.self) { return evaluate(awaitExpression.expression, &frame) }
        if let tuple = expression.as(TupleExprSyntax.self) {
            let values = tuple.elements.map { evaluate($0.expression, &frame) }
            return values.count == 1 ? values[0] : .list(values)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            let base = evaluate(subscriptCall.calledExpression, &frame)
            for argument in subscriptCall.arguments { _ = evaluate(argument.expression, &frame) }
            if let child = leavingChild(in: subscriptCall.calledExpression) { return .instance(child) }
            guard case .list(let items) = base, !items.isEmpty else { return .unknown }
            if let literal = subscriptCall.arguments.first?.expression.as(IntegerLiteralExprSyntax.self), let index = Int(literal.literal.text), index < items.count {
                return items[index]
            }
            return .unknown
        }
        if let array = expression.as(ArrayExprSyntax.self) { return .list(array.elements.map { evaluate($0.expression, &frame) }) }
        if expression.is(NilLiteralExprSyntax.self) { return .nothing }
        if let string = expression.as(StringLiteralExprSyntax.self) { return string.representedLiteralValue.map(Value.text) ?? .unknown }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Int(integer.literal.text).map(Value.integer) ?? .unknown }
        if let switchExpression = expression.as(SwitchExprSyntax.self) { return self.switch(switchExpression, &frame) }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            runIf(ifExpression, &frame)
            return .unknown
        }
        if let closure = expression.as(ClosureExprSyntax.self) {
            // A closure kept for later (`let action = { … }`) is read for its facts only.
            if !frame.follow { executeLater(closure.statements, &frame) }
            return .unknown
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            _ = evaluate(ternary.condition, &frame)
            let first = evaluate(ternary.thenExpression, &frame)
            let second = evaluate(ternary.elseExpression, &frame)
            return first == .unknown ? second : first
        }
        if let asExpression = expression.as(AsExprSyntax.self) {
            _ = evaluate(asExpression.expression, &frame)
            return cast(to: asExpression.type, owner: frame.selfType)
        }
        if let isExpression = expression.as(IsExprSyntax.self) {
            _ = evaluate(isExpression.expression, &frame)
            return .unknown
        }
        return .unknown
    }

    /// The child a separate Back delegate is read for, when `collection` names a coordinator's children.
    func leavingChild(in collection: ExprSyntax?) -> String? {
        guard let leavingChild, let collection else { return nil }
        let name = (collection.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? collection.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "").lowercased()
        return name.contains("child") || name.hasSuffix("coordinators") ? leavingChild : nil
    }

    /// A closure that runs later (a callback, a handler): read for its facts, not as setup.
    func executeLater(_ statements: CodeBlockItemListSyntax, _ frame: inout Frame) {
        let setup = frame.setup
        frame.setup = false
        executeClosure(statements, &frame)
        frame.setup = setup
    }

    /// A closure's body, read in place: its `return` leaves the closure, not the method.
    func executeClosure(_ statements: CodeBlockItemListSyntax, _ frame: inout Frame) {
        let (exited, results) = (frame.exited, frame.results)
        execute(statements, &frame)
        (frame.exited, frame.results) = (exited, results)
    }

    /// A bare name: a local, `self`, a property of `self`, a type.
    func name(_ name: String, _ frame: inout Frame) -> Value {
        if let local = frame.locals[name] { return local }
        if name == "self", let implicit = frame.implicitReceiver { return implicit }
        if name == "self" || name == "Self" { return .instance(frame.selfType) }
        if roles.property(name, in: frame.selfType) != nil { return member(name, of: .instance(frame.selfType), &frame) }
        if name == "tabBarController" || name == "navigationController" || name == "rootViewController" || name == "presentingViewController" {
            return member(name, of: .instance(frame.selfType), &frame)
        }
        return .unknown
    }

    /// `Foo` in `Foo.bar`: a type name (capitalised, not a local).
    func staticTypeName(_ base: ExprSyntax) -> String? {
        guard let reference = base.as(DeclReferenceExprSyntax.self) else { return nil }
        let text = reference.baseName.text
        guard let first = text.first, first.isUppercase, text != "Self" else { return nil }
        return text
    }

    /// `DeepLink.scheme`, `Tab.home`: a static constant's literal or an enum case.
    func staticMember(_ name: String, of typeName: String) -> Value {
        if let type = catalog[typeName] {
            if name == "allCases", type.kind == .enum { return .list(type.cases.map { .enumCase($0.name) }) }
            if type.cases.contains(where: { $0.name == name }) { return .enumCase(name) }
            if let property = type.properties.first(where: { $0.name == name && $0.isStatic }), let initializer = property.initializer {
                if let text = initializer.stringLiteralValue { return .text(text) }
                if let integer = initializer.as(IntegerLiteralExprSyntax.self), let value = Int(integer.literal.text) { return .integer(value) }
            }
        }
        return containerStaticMember(name, of: typeName) ?? sharedInstance(name, of: typeName) ?? .unknown
    }

    /// What an instance of a written type stands for, from inside `owner` when it is a property.
    func value(ofType type: TypeText, owner: String?) -> Value {
        if type.isCollection { return .unknown }
        let name = type.name
        if roles.isTabBarProtocol(name) { return .tabBar(owner: owner) }
        if roles.isNavigation(name) || isStackRouter(name) || roles.isNavigationProtocol(name) { return .navigation(owner: owner, screens: []) }
        if roles.isTabBar(name) { return .tabBar(owner: owner) }
        if roles.isSplit(name) { return .split(owner: owner) }
        if roles.isPageView(name), catalog[name] == nil { return .pageView(owner: owner) }
        if roles.isCoordinatorLike(name) {
            let concrete = roles.concrete(name)
            if concrete.count > 1, let handler = routeHandler(among: concrete, boxedAs: type) { return .instance(handler) }
            return concrete.count == 1 ? .instance(concrete[0]) : .instance(name)
        }
        return .instance(name)
    }

    /// `AnyCoordinator<AuthRoute, AuthEvent>`: of the coordinators a box may hold, the one with a
    /// method that switches over a first parameter of the box's first generic argument
    /// (`navigate(to route: AuthRoute, context:) { switch route { … } }`), when one alone does.
    func routeHandler(among concrete: [String], boxedAs type: TypeText) -> String? {
        guard roles.isCoordinatorWrapper(type.name), let route = type.genericArguments.first, catalog[route] != nil else { return nil }
        let handlers = concrete.filter { name in
            catalog[name]?.functions.contains { function in
                guard !function.isStatic, let parameter = function.parameters.first, parameter.type?.name == route, let body = function.body else { return false }
                return body.descendants(SwitchExprSyntax.self).contains { $0.subject.trimmedText == parameter.name }
            } == true
        }
        return handlers.count == 1 ? handlers[0] : nil
    }

    /// Routers and navigators wrap a navigation controller: pushing through them pushes on it.
    static func isRouter(_ name: String) -> Bool {
        (name.hasSuffix("Router") || name.hasSuffix("RouterType") || name.hasSuffix("RouterProtocol") || name.hasSuffix("Navigator") || name.hasSuffix("Routable")
            || name.hasSuffix("Routing")) && !name.hasSuffix("Coordinator")
    }

    /// A router by its name, or a class adopting one (`final class RouterImp: Router`): making
    /// one wraps the navigation controller it is given.
    func isRouterType(_ name: String) -> Bool {
        // Navigators read as the app's coordinators (``ScanOptions/fallbackCoordinatorSuffixes``) are not wrappers.
        guard !roles.moduleRouters.contains(name), !roles.isCoordinator(name) else { return false }
        return Self.isRouter(name) || !roles.isCoordinatorLike(name) && roles.ancestors(of: name).contains { Self.isRouter($0) }
    }

    /// A router by its name that wraps a stack, not a VIPER module's router.
    func isStackRouter(_ name: String) -> Bool { Self.isRouter(name) && !roles.moduleRouters.contains(name) && !roles.isCoordinator(name) }

    /// `base.name` without a call.
    func member(_ name: String, of base: Value, _ frame: inout Frame) -> Value {
        if Self.routerErasers.contains(name), case .instance(let type) = base, roles.isCoordinatorLike(type) { return base }
        switch base {
        case .instance(let typeName):
            if let subject = subjectProperty(name, in: typeName) { return subject }
            if frame.follow, callSiteShares[typeName] != true, roles.isCoordinatorLike(typeName), unsetWhenPresented(name, of: typeName) { return .nothing }
            if ["navigationController", "navigationRootViewController"].contains(name), roles.isScreen(typeName) || !roles.isCoordinatorLike(typeName) && roles.property(name, in: typeName) == nil {
                // Another screen's (one a coordinator was handed, or made): the stack holding it.
                if typeName != frame.selfType, roles.isCoordinatorLike(frame.selfType), roles.isScreen(typeName) || typeName == "UIViewController" {
                    return Self.navigation(ofHandedScreen: typeName)
                }
                return .navigation(owner: nil, screens: [])
            }
            if name == "tabBarController", roles.property(name, in: typeName) == nil { return .tabBar(owner: nil) }
            // `window.rootViewController?.present(…)`: whatever the window shows, presented over.
            if typeName == "UIWindow", ["rootViewController", "topViewController"].contains(name) { return .instance("UIViewController") }
            // A library navigation coordinator's `rootViewController` (XCoordinator's
            // `NavigationCoordinator`) is its navigation controller: a child made with it pushes there.
            if name == "rootViewController", roles.property(name, in: typeName) == nil,
               roles.ancestors(of: typeName).contains("NavigationCoordinator"), handlerName(of: typeName) != nil {
                return .navigation(owner: typeName, screens: [])
            }
            // A coordinator's root view controller or container stands for the coordinator's container.
            if roles.isCoordinatorLike(typeName), Self.containerProperties.contains(name) {
                // The kind of container: its written type, else the type its initializer makes.
                let declared = roles.property(name, in: typeName)?.decl
                let kind = declared?.type?.name ?? declared?.initializer.flatMap(constructedType)
                if let kind, roles.isNavigation(kind) || isStackRouter(kind) {
                    return withPropertyStack(.navigation(owner: typeName, screens: []), "\(typeName).\(name)")
                }
                if let kind, roles.isTabBar(kind) { return .tabBar(owner: typeName) }
                if let kind, roles.isSplit(kind) { return .split(owner: typeName) }
                if let kind, roles.isPageView(kind), catalog[kind] == nil { return .pageView(owner: typeName) }
                if name != "navigationController" || declared == nil { return .containerOf(typeName) }
            }
            guard let (owner, property) = roles.property(name, in: typeName) else {
                if roles.isCoordinatorLike(typeName), ["rootViewController", "viewController", "toPresent"].contains(name) { return .containerOf(typeName) }
                return .unknown
            }
            if let held = facts.heldNavigations["\(owner).\(name)"] { return held }
            let holder = roles.isCoordinatorLike(typeName) ? typeName : nil
            if let holder, let type = property.type, roles.isSplit(type.name) { return .split(owner: holder) }
            if let holder, let type = property.type, roles.isPageView(type.name), catalog[type.name] == nil { return .pageView(owner: holder) }
            if let getter = property.getter {
                let function = FunctionDecl(name: "get:\(name)", parameters: [], returnType: property.type, body: getter, isStatic: false, source: property.source)
                let result = run(function, of: typeName, follow: false).returned
                if result != .unknown { return holder.map { normalize(result, owner: $0) } ?? result }
            }
            if let made = madeByInitializer(of: property, in: typeName, &frame) { return holder.map { normalize(made, owner: $0) } ?? made }
            if let made = madeInInitializer(of: property, in: typeName) { return holder.map { normalize(made, owner: $0) } ?? made }
            if let type = property.type, !(type.isCollection && property.initializer != nil) {
                if roles.isCoordinatorLike(type.name) && !type.isCollection {
                    if let concrete = concreteCoordinator(of: property, named: name, in: typeName) { return .instance(concrete) }
                }
                if ["rootViewController", "viewController"].contains(name), roles.isCoordinatorLike(typeName), !roles.isNavigation(type.name), !roles.isTabBar(type.name) {
                    // A coordinator's root view controller stands for its container.
                    if let initializer = property.initializer {
                        var scratch = Frame(selfType: typeName, function: frame.function, locals: [:], follow: false, depth: frame.depth)
                        let made = evaluate(initializer, &scratch)
                        if case .tabBar = normalize(made, owner: typeName) { return .tabBar(owner: typeName) }
                    }
                    return .containerOf(typeName)
                }
                return withPropertyStack(value(ofType: catalog.resolvingNestedAlias(type, in: owner), owner: holder), "\(typeName).\(name)")
            }
            if let initializer = property.initializer {
                var scratch = Frame(selfType: typeName, function: frame.function, locals: [:], follow: false, depth: frame.depth)
                let made = evaluate(initializer, &scratch)
                return withPropertyStack(holder.map { normalize(made, owner: $0) } ?? made, "\(typeName).\(name)")
            }
            return .unknown
        case .containerOf(let coordinator):
            if ["navigationController", "navigationRootViewController", "rootViewController"].contains(name) { return base }
            return member(name, of: .instance(coordinator), &frame)
        case .navigation(let owner, let screens):
            if ["topViewController", "visibleViewController"].contains(name) { return emptyStackTop(owner, screens: screens) ?? .instance("UIViewController") }
            // What is presented over the stack: some view controller, to present over or dismiss.
            if name == "presentedViewController" { return .instance("UIViewController") }
            if ["navigationController", "rootController", "toPresent", "navigationRootViewController"].contains(name) { return base }
            return .unknown
        case .tabBar:
            return .unknown
        case .enumCase(let caseName) where name == "rawValue":
            return rawValue(of: caseName)
        default:
            return .unknown
        }
    }

    /// `MainTab.items.rawValue`: the case's written raw value, or its position in an `Int` enum.
    func rawValue(of caseName: String) -> Value {
        for typeName in catalog.order {
            guard let type = catalog[typeName], type.kind == .enum, let index = type.cases.firstIndex(where: { $0.name == caseName }) else { continue }
            if let raw = type.cases[index].rawValue { return Int(raw).map(Value.integer) ?? .text(raw) }
            if type.inherits.contains("Int") { return .integer(index) }
        }
        return .unknown
    }

    /// Properties through which a coordinator hands out its container.
    static let containerProperties: Set<String> = [
        "rootViewController", "viewController", "rootController", "toPresent", "splitViewController", "pageViewController",
        "containerViewController", "navigationController",
    ]

    /// A navigation controller or tab bar found inside a coordinator's code is that coordinator's.
    func normalize(_ value: Value, owner: String) -> Value {
        switch value {
        case .instance(let name) where roles.isNavigation(name) || isStackRouter(name): return .navigation(owner: owner, screens: [])
        case .instance(let name) where roles.isTabBar(name): return .tabBar(owner: owner)
        case .instance(let name) where roles.isSplit(name): return .split(owner: owner)
        case .navigation(nil, let screens): return .navigation(owner: owner, screens: screens)
        case .tabBar(nil): return .tabBar(owner: owner)
        case .split(nil): return .split(owner: owner)
        case .pageView(nil): return .pageView(owner: owner)
        default: return value
        }
    }

    /// A navigation controller kept in a property, with the screens setup code put in it.
    /// While the owner's `start()` runs and has put nothing on it yet, it holds only what it was made with.
    func withPropertyStack(_ value: Value, _ key: String) -> Value {
        guard case .navigation(let owner, let screens) = value, screens.isEmpty, let known = facts.propertyStacks[key] else { return value }
        if let owner, starting[owner] == false { return value }
        return .navigation(owner: owner, screens: known)
    }

    /// The concrete class behind a coordinator-typed property: its initializer, else what the
    /// type's methods assign to it, else the one class adopting its type.
    func concreteCoordinator(of property: PropertyDecl, named name: String, in typeName: String) -> String? {
        if let initializer = property.initializer, let made = constructedType(initializer), roles.isCoordinator(made) { return made }
        if let type = catalog[typeName] {
            for function in type.functions {
                guard let body = function.body else { continue }
                for sequence in body.descendants(SequenceExprSyntax.self) {
                    let elements = Array(sequence.elements)
                    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
                    let target = elements[0].trimmedText
                    guard target == name || target == "self.\(name)" else { continue }
                    if let made = constructedType(elements[2]), roles.isCoordinator(made) { return made }
                }
            }
        }
        guard let declared = property.type?.name else { return nil }
        let concrete = roles.concrete(declared)
        // A model a coordinator made for a screen keeps that coordinator.
        if let maker = facts.viewModelCoordinators[typeName], concrete.contains(maker) { return maker }
        if concrete.count > 1, let type = property.type, let handler = routeHandler(among: concrete, boxedAs: type) { return handler }
        return concrete.count == 1 ? concrete[0] : nil
    }

    /// `Foo(…)`, `Foo.init(…)`, `Foo.make(…)` returning `Foo`: the type constructed.
    func constructedType(_ expression: ExprSyntax) -> String? {
        var expression = expression
        while let wrapped = expression.as(TryExprSyntax.self)?.expression ?? expression.as(AwaitExprSyntax.self)?.expression {
            expression = wrapped
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            return reference.baseName.text
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base.flatMap(staticTypeName) {
            if member.declName.baseName.text == "init" { return base }
        }
        return nil
    }

    /// `x as? T`, `x as! T`: stands for a `T`.
    func cast(to type: TypeSyntax, owner: String) -> Value {
        guard let text = TypeText(type) else { return .unknown }
        return normalize(value(ofType: text, owner: nil), owner: owner)
    }

    /// Sequences the parser leaves unfolded: assignments and casts.
    func sequence(_ sequence: SequenceExprSyntax, _ frame: inout Frame) -> Value {
        let elements = Array(sequence.elements)
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
            let rest = elements.count == 3 ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements.dropFirst(2))))
            let value = evaluate(rest, &frame)
            assign(value, from: rest, to: elements[0], &frame)
            return .unknown
        }
        if elements.count >= 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) {
            _ = evaluate(elements[0], &frame)
            return cast(to: type.type, owner: frame.selfType)
        }
        // `sender ?? fallback`: a `nil` on the left gives the fallback, whatever the scan knows of it.
        if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            let left = evaluate(elements[0], &frame)
            let right = evaluate(elements[2], &frame)
            return left == .nothing || left == .unknown ? right : left
        }
        // `makeScreen() &> { $0.delegate = self }`: an app's own operator handing a value to a
        // closure that sets it up (the "with"/"then" idiom).
        if elements.count == 3, let name = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
           !Self.standardOperators.contains(name), let closure = elements[2].as(ClosureExprSyntax.self) {
            return handOver(evaluate(elements[0], &frame), to: closure, &frame)
        }
        var result: Value = .unknown
        for element in elements where !element.is(BinaryOperatorExprSyntax.self) {
            let value = evaluate(element, &frame)
            if result == .unknown { result = value }
        }
        return result
    }
}
