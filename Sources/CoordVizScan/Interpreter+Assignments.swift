import SwiftSyntax

/// Assignments: children kept in properties, tabs and stacks filled, tabs selected, screens
/// handed a coordinator or a callback, the window's root replaced, titles.
extension Interpreter {
    func assign(_ value: Value, from right: ExprSyntax, to left: ExprSyntax, _ frame: inout Frame) {
        var value = value
        // `self.home = .init(title: "Home")`: an implicit initializer makes the property's own type.
        if coordinatorType(of: value) == nil, screenType(of: value) == nil, let call = right.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base == nil, member.declName.baseName.text == "init",
           let property = left.as(MemberAccessExprSyntax.self).flatMap({ $0.base?.trimmedText == "self" ? $0.declName.baseName.text : nil })
               ?? left.as(DeclReferenceExprSyntax.self).flatMap({ frame.locals[$0.baseName.text] == nil ? $0.baseName.text : nil }),
           let declared = roles.property(property, in: frame.selfType)?.decl.type, !declared.isCollection, catalog[declared.name] != nil {
            value = .instance(declared.name)
        }
        let source = reference(left, frame)
        if let reference = left.as(DeclReferenceExprSyntax.self), frame.locals[reference.baseName.text] != nil {
            frame.locals[reference.baseName.text] = value
            frame.aliases[reference.baseName.text] = right.trimmedText
            bindLocalClosure(reference.baseName.text, to: right, &frame)
            return
        }
        // `model.onSelect = onSelect`: a local bound to a closure is read as that closure.
        let right = handedClosure(right, frame).map(ExprSyntax.init) ?? right
        // `target.name = …` (or a bare property of self).
        let name: String
        let baseExpression: ExprSyntax?
        if let member = left.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            baseExpression = member.base
        } else if let reference = left.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            baseExpression = nil
        } else {
            if let subscriptCall = left.as(SubscriptCallExprSyntax.self) { assignKeyedChild(value, from: right, to: subscriptCall, &frame) }
            _ = evaluate(left, &frame)
            return
        }
        let baseText = baseExpression.map { Self.unwrapped($0.trimmedText) } ?? "self"
        let base = baseExpression.map { evaluate($0, &frame) } ?? .instance(frame.selfType)
        let onSelf = baseText == "self"
        // `signUpView = factory.makeSignUp()` into a property typed as a protocol: the rest of the
        // method (`signUpView?.onDone = …`, `router.push(signUpView)`) reads the screen it was given.
        if baseExpression == nil, screenType(of: value) != nil, roles.property(name, in: frame.selfType) != nil {
            frame.locals[name] = value
        }
        // `section = enforcedSection` then `switch section` while following: the rest of the run
        // reads the case the property was just set to.
        if frame.follow, onSelf, Self.chosenCase(of: value) != nil, roles.property(name, in: frame.selfType) != nil {
            frame.locals[name] = value
        }

        noteHeldNavigation(value, property: name, onSelf: onSelf, frame)
        if onSelf, frame.follow, right.is(NilLiteralExprSyntax.self), let child = heldChild(name, frame) {
            // `authCoordinator = nil` in an action lets that child go: its finish.
            frame.steps.append(ScannedStep(kind: .finish, target: child, source: source))
            return
        }
        switch name {
        case "tabBarItem":
            var item: (title: String?, icon: String?)?
            if case .tabItem(let title, let icon) = value { item = (title, icon) }
            if let call = right.as(FunctionCallExprSyntax.self) {
                let title = call.stringArgument("title")
                let icon = call.arguments.first { $0.label?.text == "image" }.flatMap { Self.imageName($0.expression) }
                item = (item?.title ?? title, item?.icon ?? icon)
            }
            guard let item else { return }
            frame.tabItems[baseText] = item
            // Set by a coordinator on its own container, or on a screen: the tab that shows it.
            if let owner = containerOwner(base) ?? screenType(of: base), facts.containerItems[owner] == nil {
                facts.containerItems[owner] = item
            }
            return
        case "title", "image":
            if baseText.hasSuffix(".tabBarItem") || baseText.hasSuffix(".tabBarItem?") {
                let owner = String(baseText.dropLast(".tabBarItem".count))
                var item = frame.tabItems[owner] ?? (nil, nil)
                if name == "title", case .text(let text) = value { item.title = text }
                if name == "image", let icon = Self.imageName(right) { item.icon = icon }
                frame.tabItems[owner] = item
                return
            }
            if name == "title", case .text(let text) = value, onSelf || baseText == "navigationItem" || baseText == "self.navigationItem",
               roles.isScreen(frame.selfType), facts.titles[frame.selfType] == nil {
                facts.titles[frame.selfType] = text
            } else if name == "title", case .text(let text) = value, !onSelf, let screen = screenType(of: base), facts.titles[screen] == nil {
                // A coordinator titling the screen it made: `orders.title = "Orders"`.
                facts.titles[screen] = text
            }
            return
        case "selectedIndex":
            if case .integer(let index) = value {
                let owner: String
                if case .tabBar(let known?) = base { owner = known } else { owner = frame.selfType }
                if isSetup(frame) { facts.initialTab[owner] = index }
                frame.steps.append(ScannedStep(kind: .switchTab, target: "", tabOwner: owner, tabIndex: index, source: source))
            } else if frame.follow {
                unresolved(right, frame, "selectedIndex is set to \(right.trimmedText), not a number the scan can read")
            }
            return
        case "viewControllers":
            if case .split(let owner) = base, case .list(let items) = value {
                let splitOwner = owner ?? frame.selfType
                if facts.splits[splitOwner] == nil {
                    facts.splits[splitOwner] = (items, source)
                    noteSplitLocals(right, owner: splitOwner, &frame)
                }
                return
            }
            if fillLateSplitColumn(baseText, value, &frame) { return }
            if case .navigation(let owner, _) = base, case .list(let items) = value {
                if isSetup(frame) { notePropertyStack(baseExpression, screens: items.compactMap(screenType), &frame) }
                if !items.isEmpty { noteFilled(owner ?? frame.selfType) }
            }
            if case .tabBar(let owner) = base {
                recordTabs(value, owner: owner ?? frame.selfType, right, &frame)
                return
            }
            if onSelf, roles.isTabBar(frame.selfType) {
                recordTabs(value, owner: frame.selfType, right, &frame)
                return
            }
            if case .navigation(let owner, _) = base, case .list(let items) = value {
                let screens = items.compactMap(screenType)
                let stackOwner = owner ?? frame.selfType
                if isSetup(frame), !screens.isEmpty, facts.stackRoots[stackOwner] == nil { facts.stackRoots[stackOwner] = (screens, source) }
                // As `setViewControllers([…])`: a coordinator replacing the first screen of the
                // stack it was handed replaces the app's root module (a phase).
                if stackOwner == frame.selfType, !screens.isEmpty, roles.isCoordinatorLike(stackOwner) {
                    if isSetup(frame) { facts.rootModules.append((stackOwner, source)) }
                    if frame.follow, replacesAppRoot(stackOwner) { frame.steps.append(ScannedStep(kind: .setRoot, target: stackOwner, source: source)) }
                } else if frame.follow, !screens.isEmpty, starting[frame.selfType] != nil, roles.isCoordinatorLike(frame.selfType), replacesAppRoot(frame.selfType) {
                    // A child starting by replacing every screen of the app's root stack it was
                    // handed (`rootViewController.viewControllers = [vc]`) becomes the app's root.
                    frame.steps.append(ScannedStep(kind: .setRoot, target: frame.selfType, source: source))
                }
            }
            return
        case "modalPresentationStyle":
            if case .enumCase(let style) = value, !Self.presentationStyles.contains(style) {
                // `isPad ? .fullScreen : .formSheet` read as something else: no style the scan can state.
                return
            }
            if let owner = containerOwner(base) ?? ownTabBar(base, frame), case .enumCase(let style) = value {
                let existing = facts.presentedContainers[owner]
                facts.presentedContainers[owner] = (style, existing?.source ?? source)
            } else if case .navigation(nil, _) = base, case .enumCase(let style) = value, frame.locals[baseText] != nil {
                frame.pendingStyles[baseText] = style
            }
            return
        case "rootViewController" where !onSelf && !roles.isCoordinatorLike(base.typeName ?? ""):
            // The window's root.
            if case .navigation(nil, let screens) = value, !screens.isEmpty, roles.isCoordinatorLike(frame.selfType),
               frame.follow ? starting[frame.selfType] != nil : frame.setup {
                // `window.rootViewController = UINavigationController(rootViewController: HomeScreen())`
                // made in a coordinator's setup and kept in no property: the coordinator shows that
                // stack, and starting it makes it the window's root.
                if frame.follow {
                    frame.steps.append(ScannedStep(kind: .setRoot, target: frame.selfType, source: source))
                } else {
                    if facts.stackRoots[frame.selfType] == nil { facts.stackRoots[frame.selfType] = (screens, source) }
                    facts.windowRoots.append((frame.selfType, source))
                }
                return
            }
            // `window.rootViewController = SplashViewController()` in a coordinator's setup: the
            // coordinator shows that one screen, and starting it makes it the window's root.
            if let screen = screenType(of: value), roles.isCoordinatorLike(frame.selfType), rootCoordinator(of: value) == nil,
               frame.follow ? starting[frame.selfType] != nil : frame.setup {
                if frame.follow {
                    frame.steps.append(ScannedStep(kind: .setRoot, target: frame.selfType, source: source))
                } else {
                    if facts.plainScreens[frame.selfType] == nil, facts.stackRoots[frame.selfType] == nil { facts.plainScreens[frame.selfType] = (screen, source) }
                    facts.windowRoots.append((frame.selfType, source))
                }
                return
            }
            if let coordinator = rootCoordinator(of: value) {
                facts.windowRoots.append((coordinator, source))
                if frame.follow { frame.steps.append(ScannedStep(kind: .setRoot, target: coordinator, source: source)) }
            } else if !frame.follow, !roles.isCoordinatorLike(frame.selfType), !roles.isScreen(frame.selfType) {
                noteDelegateWindowRoot(value, right: right, source: source, frame)
            }
            return
        default:
            break
        }

        // A closure installed on a property: it runs when the property is called.
        let isClosure = right.is(ClosureExprSyntax.self)
        if isClosure || isPlainValue(value) {
            _ = recordHandler(named: name, on: base, onSelf: onSelf, right: right, frame)
        }

        if noteStackCallback(on: base, onSelf: onSelf, right: right, frame) { return }
        if !onSelf, noteNestedScreenCallback(on: base, baseExpression: baseExpression, right: right, &frame) { return }

        // A screen handed its coordinator, or a callback.
        if let screen = base.typeName, roles.isScreen(screen), !onSelf {
            if let coordinator = coordinatorType(of: value) {
                facts.talks.insert(.init(screen: screen, coordinator: coordinator))
                if right.trimmedText == "self" { noteHandedHandler(screen: screen, label: name, source: source, frame) }
            } else if let closure = right.as(ClosureExprSyntax.self) {
                facts.callbacks.append(.init(screen: screen, coordinator: frame.selfType, statements: closure.statements, path: frame.path, name: name))
            }
            return
        }

        // A coordinator handed another by the code wiring the app (`listWireframe.addWireframe =
        // addWireframe` in a dependency container): a strong property holding it makes it a child.
        if !onSelf, noteInjectedChild(named: name, on: base, right: right, value: value, source: source, frame) { return }

        // A property of the running coordinator.
        guard onSelf else { return }
        // A coordinator handed in (a parameter, `self`) is a back-reference, not a child.
        if let reference = right.as(DeclReferenceExprSyntax.self),
           reference.baseName.text == "self" || frame.function.parameters.contains(where: { $0.name == reference.baseName.text }) {
            return
        }
        if let child = coordinatorType(of: value), child != frame.selfType, roles.isCoordinator(child),
           roles.isCoordinatorLike(frame.selfType) || roles.isScreen(frame.selfType) || roles.isTabBar(frame.selfType) {
            facts.children.append(.init(parent: frame.selfType, child: child, property: name, source: source, condition: setupCondition(frame), inSetup: isSetup(frame), madeIn: frame.function.name))
            return
        }
        // `self.tabBarController = MainTabBarController()`: a tab bar subclass of the app that a
        // coordinator keeps; a child when it turns out to hold coordinators of its own.
        let madeHere = value == .tabBar(owner: nil) || value == .tabBar(owner: frame.selfType)
        if let bar = madeHere ? roles.property(name, in: frame.selfType)?.decl.type?.name : value.typeName,
           bar != frame.selfType, roles.isTabBar(bar), catalog[bar]?.kind == .class,
           roles.isCoordinatorLike(frame.selfType) {
            facts.children.append(.init(parent: frame.selfType, child: bar, property: name, source: source, condition: setupCondition(frame), inSetup: isSetup(frame), madeIn: frame.function.name))
            return
        }
        if let child = undeclaredHeldChild(value, right: right, frame) {
            facts.children.append(.init(parent: frame.selfType, child: child, property: name, source: source, condition: setupCondition(frame), inSetup: isSetup(frame), madeIn: frame.function.name))
            return
        }
        if case .list(let payload) = value, payload.count == 2, case .enumCase(let caseName) = payload[0], let child = coordinatorType(of: payload[1]) {
            facts.children.append(.init(parent: frame.selfType, child: child, property: "\(name).\(caseName)", source: source, condition: setupCondition(frame), inSetup: isSetup(frame), madeIn: frame.function.name))
            return
        }
        guard roles.isCoordinatorLike(frame.selfType) else { return }
        if ["rootViewController", "navigationController", "viewController", "rootController"].contains(name) {
            switch value {
            case .navigation(_, let screens) where !screens.isEmpty:
                if facts.stackRoots[frame.selfType] == nil { facts.stackRoots[frame.selfType] = (screens, source) }
            case .instance(let screen) where roles.isScreen(screen):
                if facts.plainScreens[frame.selfType] == nil { facts.plainScreens[frame.selfType] = (screen, source) }
            case .screenNavigation(let screen) where name == "navigationController":
                // `self.navigationController = screen.navigationController`: the stack holding that screen.
                noteHandedScreenStack(of: frame.selfType, screen: screen)
            default:
                break
            }
        }
    }

    /// A value that is no coordinator, screen or container: what a closure property can hold.
    func isPlainValue(_ value: Value) -> Bool {
        switch value {
        case .navigation, .screenNavigation, .tabBar, .split, .pageView, .containerOf, .publisher, .text, .integer, .list, .enumCase, .tabItem, .nothing, .placeholder: return false
        case .instance(let name): return !roles.isCoordinatorLike(name) && !roles.isScreen(name) && catalog[name]?.kind != .class
        case .unknown: return true
        }
    }

    /// Setup code filling a navigation controller kept in a property (`listNavigation`,
    /// `self.homeNav`): the screens it starts with, for the split view or tab built from it.
    func notePropertyStack(_ expression: ExprSyntax?, screens: [String], _ frame: inout Frame) {
        guard let expression, !screens.isEmpty else { return }
        let name = Self.unwrapped(expression.trimmedText)
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), roles.property(name, in: frame.selfType) != nil else { return }
        let key = "\(frame.selfType).\(name)"
        if facts.propertyStacks[key] == nil { facts.propertyStacks[key] = screens }
    }

    /// The coordinator whose container a value is, for a new window root.
    func rootCoordinator(of value: Value) -> String? {
        switch value {
        case .containerOf(let coordinator): return coordinator
        case .navigation(let owner?, _): return owner
        case .tabBar(let owner?): return owner
        case .split(let owner?): return owner
        case .pageView(let owner?): return owner
        case .instance(let name) where roles.isTabBar(name) && catalog[name] != nil: return name
        default: return nil
        }
    }

    /// `homeNav?` → `homeNav`, `self.x` → `x`.
    static func unwrapped(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        if result.hasPrefix("self.") { result.removeFirst(5) }
        return result
    }

    /// `UIImage(systemName: "house")`, `UIImage(named: "home")`, `.init(systemName:)`.
    static func imageName(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return expression.stringLiteralValue }
        return call.stringArgument("systemName") ?? call.stringArgument("named") ?? call.arguments.first?.expression.stringLiteralValue
    }
}

extension Interpreter {
    /// The one child coordinator the running coordinator keeps in its property `name`
    /// (`private var invite: InviteCoordinator?` set to the child it made), if any.
    func heldChild(_ name: String, _ frame: Frame) -> String? {
        guard roles.isCoordinatorLike(frame.selfType) else { return nil }
        let held = Set(facts.children.filter { $0.parent == frame.selfType && $0.property == name }.map(\.child))
        return held.count == 1 ? held.first : nil
    }
}
