import SwiftSyntax

/// Method calls by what they do: navigation on a stack or router, children, other coordinators.
extension Interpreter {
    func perform(
        _ method: String, labels: [String], on receiver: Value?, arguments: inout [Value],
        _ call: FunctionCallExprSyntax, _ frame: inout Frame
    ) -> Value {
        var method = method
        if let own = ownNavigationMethod(method, on: receiver, call, arguments: &arguments, &frame) {
            if own.isEmpty { return .unknown }
            method = own
        }
        var receiver = receiver
        if case .screenNavigation(let screen)? = receiver {
            // Navigation on a handed screen's navigation controller: as on one no one holds, and
            // the coordinator doing it pushes onto the stack holding that screen.
            if Self.handedStackFillers.contains(method) { noteHandedScreenStack(of: frame.selfType, screen: screen) }
            receiver = .navigation(owner: nil, screens: [])
        }
        let base = receiver ?? .instance(frame.selfType)
        let source = reference(call, frame)
        let first = arguments.first ?? .unknown
        let navigationOwner: String? = {
            if case .navigation(let owner, _) = base { return owner ?? (roles.isCoordinatorLike(frame.selfType) ? frame.selfType : nil) }
            if case .containerOf(let owner) = base { return owner }
            // A coordinator's own helper (`push(vc, animated:)` from a protocol extension) pushes
            // onto its own navigation controller.
            if receiver == nil, roles.isCoordinatorLike(frame.selfType) { return frame.selfType }
            return nil
        }()
        let onNavigation: Bool = {
            switch base {
            case .navigation, .containerOf: return true
            case .instance(let name): return receiver == nil || roles.isScreen(name) || name == "UIViewController"
            // `tabBarController.present(…)`: a sheet over the tab bar, as over any screen.
            case .tabBar: return ["present", "presentViewController"].contains(method)
            default: return false
            }
        }()

        // Split and page views: their columns and pages, the detail column replaced.
        if case .split(let owner) = base {
            let splitOwner = owner ?? frame.selfType
            switch method {
            case "showDetailViewController":
                if let screen = screenType(of: first) { frame.steps.append(ScannedStep(kind: .showDetail, target: screen, source: source)) }
            case "present":
                // `splitViewController.present(navigationController)`: a coordinator presenting its
                // own container over the split view it was handed.
                facts.selfDismissals.presenting.insert(frame.selfType)
                if let presented = containerOwner(first), presented == frame.selfType, roles.isCoordinatorLike(presented) {
                    if facts.presentedContainers[presented] == nil { facts.presentedContainers[presented] = (nil, source) }
                } else if let screen = screenType(of: first) {
                    frame.steps.append(ScannedStep(kind: .present, target: screen, source: source))
                }
            case "setViewController":
                let column = call.arguments.dropFirst().first?.expression.trimmedText ?? ""
                if frame.follow, column.hasSuffix("secondary"), let screen = screenType(of: first) {
                    frame.steps.append(ScannedStep(kind: .showDetail, target: screen, source: source))
                } else if !frame.follow {
                    var columns = facts.splits[splitOwner]?.columns ?? []
                    if !columns.contains(first) { columns.append(first) }
                    facts.splits[splitOwner] = (columns, facts.splits[splitOwner]?.source ?? source)
                }
            default:
                break
            }
            return .unknown
        }
        let onOwnPageView = receiver == nil && roles.isPageView(frame.selfType)
        if method == "setViewControllers", case .list(let items) = first, base.typeName == "UIPageViewController" || onOwnPageView {
            let pageOwner = containerOwner(base) ?? frame.selfType
            if !frame.follow, facts.pages[pageOwner] == nil {
                // `[pages[0]]`: the first of a list of pages shows them all.
                let element = call.arguments.first?.expression.as(ArrayExprSyntax.self)?.elements.first?.expression
                var pages = items
                if items.count == 1, let subscriptCall = element?.as(SubscriptCallExprSyntax.self),
                   case .list(let all) = evaluate(subscriptCall.calledExpression, &frame) {
                    pages = all
                }
                facts.pages[pageOwner] = (pages, source)
            }
            return .unknown
        }

        if runNavigationExtension(method, labels: labels, on: receiver, arguments: arguments, call, &frame) { return .unknown }
        if setTabDictionary(method, on: receiver, call, &frame) { return .unknown }
        // Navigation on a stack or a router (unless the coordinator's own method of that name,
        // taking no screen, is meant: `show(_ scene: Scene, from:)` is followed as its method).
        if onNavigation, !(receiver == nil && ownMethodShadowsNavigation(method, labels: labels, in: frame.selfType)) {
            if ["present", "push", "show"].contains(method), runScreenHelper(method, labels: labels, arguments: arguments, receiver: receiver, &frame) {
                return .unknown
            }
            switch method {
            case "pushViewController", "push", "pushModule", "show", "pushScreen":
                if frame.follow, let local = freshLocalStack(call, frame), let screen = screenType(of: first) {
                    frame.locals[local] = .navigation(owner: nil, screens: [screen])
                    return .unknown
                }
                if let screen = screenType(of: first) {
                    // A coordinator's first push in setup onto the stack it was handed: if the
                    // root's setup makes it on the root's empty window stack, it takes its turn at
                    // the root (``Inference/rootModulePhaseRoots(root:facts:)``).
                    if isSetup(frame), let owner = navigationOwner, owner == frame.selfType, facts.stackRoots[owner] == nil, roles.isCoordinatorLike(owner) {
                        facts.pushedRootModules.append((owner, source))
                    }
                    noteFilled(navigationOwner)
                    frame.steps.append(ScannedStep(kind: .push, target: screen, source: source))
                    notePush(screen, owner: navigationOwner, source: source, &frame)
                    noteShown(.push, screen, source: source, frame)
                } else if let child = coordinatorType(of: first) {
                    if receiver == nil { readCoordinatorHelper(method, labels: labels, arguments: arguments, frame) }
                    startChild(child, source: source, &frame)
                    // `push(childCoordinator)`: a helper pushing the child's one screen.
                    if receiver == nil, let screen = facts.plainScreens[child]?.screen {
                        if frame.follow { frame.steps.append(ScannedStep(kind: .push, target: screen, source: source)) }
                        notePush(screen, owner: navigationOwner, source: source, &frame)
                        // Pushed after setup, the child's screen goes onto this stack: the child
                        // pushes onto it (pushed in setup, it is the stack's root screen).
                        if let owner = navigationOwner, owner != child, !isSetup(frame) {
                            facts.sharedNavigation.insert(.init(child: child, navigationOwner: owner))
                            if facts.stackRoots[child] == nil { facts.stackRoots[child] = ([screen], source) }
                        }
                    } else if receiver == nil, let owner = navigationOwner, !frame.follow {
                        // Its screen may be read later: placed once every type is read.
                        facts.coordinatorRootPushes.append((owner, child, isSetup(frame), source))
                    }
                } else if first != .unknown || !arguments.isEmpty {
                    unresolved(call, frame, "\(method)(…) pushes \(call.arguments.first?.expression.trimmedText ?? "something") whose screen type the scan cannot tell")
                }
                return .unknown
            case "setViewControllers", "setRootModule", "setRoot", "setRootViewController":
                if case .tabBar(let owner) = base {
                    recordTabs(first, owner: owner ?? frame.selfType, call, &frame)
                    return .unknown
                }
                // `setViewControllers(tabs, animated: false)` in a tab bar controller subclass: its own tabs.
                if method == "setViewControllers", base == .instance(frame.selfType), roles.isTabBar(frame.selfType), !roles.isCoordinatorLike(frame.selfType) {
                    recordTabs(first, owner: frame.selfType, call, &frame)
                    return .unknown
                }
                if method == "setViewControllers", let added = appendedScreens(call, &frame) {
                    for screen in added {
                        noteFilled(navigationOwner)
                        frame.steps.append(ScannedStep(kind: .push, target: screen, source: source))
                        noteShown(.push, screen, source: source, frame)
                    }
                    return .unknown
                }
                let screens: [String]
                if case .list(let items) = first { screens = items.compactMap(screenType) } else { screens = screenType(of: first).map { [$0] } ?? [] }
                reportUnreadScreens(first, method: method, call, frame)
                if !screens.isEmpty { noteFilled(navigationOwner) }
                for screen in screens { noteShown(.setRoot, screen, source: source, frame) }
                if let owner = navigationOwner, !screens.isEmpty, isSetup(frame), facts.stackRoots[owner] == nil || facts.rootsFromPush.contains(owner) {
                    facts.stackRoots[owner] = (screens, source)
                    facts.rootsFromPush.remove(owner)
                }
                if isSetup(frame) { notePropertyStack((call.calledExpression.as(MemberAccessExprSyntax.self))?.base, screens: screens, &frame) }
                if let coordinator = containerOwner(first), coordinator != frame.selfType, method != "setViewControllers" {
                    facts.windowRoots.append((coordinator, source))
                    if frame.follow { frame.steps.append(ScannedStep(kind: .setRoot, target: coordinator, source: source)) }
                } else if let owner = navigationOwner, owner == frame.selfType, !screens.isEmpty, roles.isCoordinatorLike(owner) {
                    // A phase replacing the root module of the app's router with its first screen.
                    if isSetup(frame) { facts.rootModules.append((owner, source)) }
                    if frame.follow, replacesAppRoot(owner) { frame.steps.append(ScannedStep(kind: .setRoot, target: owner, source: source)) }
                }
                return .unknown
            case "present", "presentModule", "presentViewController", "showModal":
                if first.typeName.map(Self.isAlert) == true {
                    presentAlert(call, &frame)
                    return .unknown
                }
                facts.selfDismissals.presenting.insert(frame.selfType)
                if let owner = containerOwner(first) ?? ownTabBar(first, frame), owner == frame.selfType {
                    // A coordinator presenting its own container: starting it shows it.
                    if facts.presentedContainers[owner] == nil { facts.presentedContainers[owner] = (nil, source) }
                } else if case .navigation(nil, let screens) = first, !screens.isEmpty, receiver != nil, roles.isCoordinatorLike(frame.selfType),
                          isSetup(frame) ? facts.stackRoots[frame.selfType] == nil
                              : facts.stackRoots[frame.selfType]?.screens == screens && facts.presentedContainers[frame.selfType] != nil {
                    // `presenter.present(UINavigationController(rootViewController: vc))` while the
                    // coordinator starts: a stack no one else holds, made and shown by it, is its
                    // container, presented when the coordinator starts (as its own container is).
                    if isSetup(frame) {
                        facts.stackRoots[frame.selfType] = (screens, source)
                        if facts.presentedContainers[frame.selfType] == nil { facts.presentedContainers[frame.selfType] = (nil, source) }
                    }
                } else if let screen = screenType(of: first) {
                    frame.steps.append(ScannedStep(kind: .present, target: screen, source: source))
                    noteShown(.present, screen, source: source, frame)
                } else if let child = coordinatorType(of: first) {
                    if facts.presentedContainers[child] == nil { facts.presentedContainers[child] = (nil, source) }
                    // `present(childCoordinator, animated:)`: a helper that starts the child it presents.
                    if receiver == nil, child != frame.selfType {
                        readCoordinatorHelper(method, labels: labels, arguments: arguments, frame)
                        startChild(child, source: source, &frame)
                    }
                } else if let owner = containerOwner(first), roles.isCoordinatorLike(owner), facts.presentedContainers[owner] == nil {
                    // `present(child.rootController)`: another coordinator's navigation controller.
                    facts.presentedContainers[owner] = (nil, source)
                }
                return .unknown
            case "dismiss", "dismissModule", "dismissViewController":
                // A coordinator dismissing the container it presented ends its flow.
                if let owner = navigationOwner, owner == frame.selfType, facts.presentedContainers[owner] != nil {
                    frame.steps.append(ScannedStep(kind: .finish, target: owner, source: source))
                    return .unknown
                }
                if let owner = navigationOwner, owner == frame.selfType, facts.selfDismissals.dismissing[owner] == nil {
                    facts.selfDismissals.dismissing[owner] = source
                }
                frame.steps.append(ScannedStep(kind: .dismiss, target: "", source: source))
                return .unknown
            case "popToRootViewController", "popToRootModule", "popToRoot":
                frame.steps.append(ScannedStep(kind: .popToRoot, target: navigationOwner ?? frame.selfType, source: source))
                return .unknown
            case "popToViewController", "popToModule":
                popTo(call, first, owner: navigationOwner ?? frame.selfType, source: source, &frame)
                return .unknown
            case "popViewController", "popModule", "pop":
                frame.steps.append(ScannedStep(kind: .pop, target: navigationOwner ?? frame.selfType, source: source))
                return .unknown
            case "showDetailViewController":
                if let screen = screenType(of: first) { frame.steps.append(ScannedStep(kind: .showDetail, target: screen, source: source)) }
                return .unknown
            default:
                if readUndeclaredStackHelper(method, on: base, arguments: arguments, navigationOwner: navigationOwner, call, &frame) { return .unknown }
            }
        }
        if case .tabBar(let owner) = base, method == "setViewControllers" {
            recordTabs(first, owner: owner ?? frame.selfType, call, &frame)
            return .unknown
        }


        // `pages.map(makeTabController)`, `tabs.map { make($0) }`: each element through the
        // method, in order (sorts and filters keep the written order).
        if case .list(let items) = base {
            if ["sorted", "filter", "reversed"].contains(method) { return base }
            if ["map", "compactMap"].contains(method),
               let mapped = mapMember(items, with: call, &frame) ?? map(items, with: call, &frame) ?? mapEnumCases(items, with: call, &frame)
                ?? mapScreens(items, with: call, &frame) { return .list(mapped) }
        }

        // Children: adopted, started, finished.
        let childArgument = arguments.lazy.compactMap { self.coordinatorType(of: $0) }.first
            ?? undeclaredChild(call, method: method, labels: labels, receiver: receiver, arguments: arguments, frame)
        if Self.childRemovers.contains(method), let child = childArgument ?? (labels.isEmpty ? nil : nil) {
            frame.steps.append(ScannedStep(kind: .finish, target: child, source: source))
            return .unknown
        }
        if let child = childArgument, child != frame.selfType, roles.isCoordinatorLike(frame.selfType) || roles.isScreen(frame.selfType) {
            let receiverIsChildren: Bool = {
                if case .instance(let name) = base { return name == frame.selfType || receiver == nil }
                return receiver == nil
            }()
            if Self.childAdders.contains(method) || Self.childStarters.contains(method) {
                let collection = (call.calledExpression.as(MemberAccessExprSyntax.self)?.base).map { $0.trimmedText } ?? ""
                let property = ["append", "insert"].contains(method) ? (collection.hasPrefix("self.") ? String(collection.dropFirst(5)) : collection) + "[]" : nil
                if receiverIsChildren || ["append", "insert"].contains(method) {
                    facts.children.append(.init(parent: frame.selfType, child: child, property: property, source: source, condition: setupCondition(frame), inSetup: isSetup(frame), madeIn: frame.function.name))
                }
                if Self.childStarters.contains(method) { startChild(child, source: source, &frame) }
                // `add(childCoordinator:) -> UIViewController`: a helper handing back the view
                // controller of the child it adopted hands back the child's container.
                if receiver == nil, let (_, helper) = roles.function(method, labels: labels, in: frame.selfType),
                   let type = helper.returnType, !type.isCollection, type.name == "UIViewController" || roles.isScreen(type.name) {
                    return .containerOf(child)
                }
                return .unknown
            }
        }
        if childArgument == nil { reportUnknownChild(call, method: method, labels: labels, receiver: receiver, frame) }
        if case .instance(let name) = base, !roles.isCoordinatorLike(name) || roles.isScreen(name), Self.isFinishName(method),
           arguments.contains(.instance(frame.selfType)), roles.isCoordinatorLike(frame.selfType) {
            // A delegate told `didFinish(self)`.
            frame.steps.append(ScannedStep(kind: .finish, target: frame.selfType, source: source))
            return .unknown
        }

        // Tab selection through a method.
        if case .tabBar(let owner) = base, method == "select" || method == "selectTab", case .integer(let index) = first {
            frame.steps.append(ScannedStep(kind: .switchTab, target: "", tabOwner: owner ?? frame.selfType, tabIndex: index, source: source))
            return .unknown
        }

        // A coordinator's own methods, and other coordinators'.
        noteStartedUndeclaredChild(call, method: method, base: base, frame)
        if let coordinator = coordinatorType(of: base) {
            if isUndeclaredCoordinator(coordinator) {
                // Nothing of it is read: starting it is all there is to tell.
                guard method.hasPrefix("start") else { return .unknown }
                startChild(coordinator, source: source, &frame)
                return .containerOf(coordinator)
            }
            let concrete = roles.concrete(coordinator)
            if method == "start", concrete.count == 1, concrete[0] != frame.selfType {
                startChild(concrete[0], source: source, with: (call, labels, arguments), &frame)
                return .containerOf(concrete[0])
            }
            if method == "resetToRoot" || method == "reset" {
                frame.steps.append(ScannedStep(kind: .resetToRoot, target: concrete.first ?? coordinator, source: source))
                return .instance(concrete.first ?? coordinator)
            }
            if Self.isFinishName(method), method.lowercased() == "finish" || method == "finishFlow" {
                let finished = concrete.first ?? coordinator
                // Its own `finish()` may dismiss or pop first: what it does, then the finish.
                if frame.follow, frame.depth < Self.maxDepth, let (_, function) = roles.function(method, labels: labels, in: finished), function.body != nil {
                    let inner = run(function, of: finished, follow: true, depth: frame.depth + 1).steps
                    frame.steps += inner
                    if inner.contains(where: { $0.kind == .finish && $0.target == finished }) { return .unknown }
                }
                frame.steps.append(ScannedStep(kind: .finish, target: finished, source: source))
                return .unknown
            }
            // Several classes adopt the receiver's protocol: the ones the screen talks to (`vc.delegate
            // = self`), each a way the transition can go.
            let candidates = receiverCandidates(concrete, method: method, labels: labels, frame)
            guard !candidates.isEmpty else {
                // A free function (`assertionFailure(…)`) or a method no class declares is no call to pick a class for.
                if concrete.count > 1, !frame.follow, roles.function(method, labels: labels, in: coordinator) != nil {
                    unresolved(call, frame, "\(method)(…) is called on \(coordinator), which \(concrete.joined(separator: ", ")) adopt; the scan does not pick one")
                }
                return .unknown
            }
            let chosen = candidates[choose(call, frame, ways: candidates.count) { "\(coordinator) is \(candidates[$0])" }]
            guard let (_, function) = function(method, labels: labels, in: chosen, arguments: arguments, call: call, frame) else { return .unknown }
            let bound = bind(arguments, of: call, to: function)
            if isSetup(frame), receiver == nil || receiver == .instance(frame.selfType), chosen == frame.selfType, frame.depth < Self.maxDepth {
                // Setup split into helpers (`start()` calling `showLogin()`): still setup.
                return run(function, of: chosen, arguments: bound, follow: false, depth: frame.depth + 1, setup: true, conditions: frame.conditions).returned
            }
            if frame.follow, frame.depth < Self.maxDepth {
                let inner = run(function, of: chosen, arguments: bound, follow: true, depth: frame.depth + 1)
                frame.steps += inner.steps
                if let type = function.returnType, type.name == "Self" { return .instance(chosen) }
                return inner.returned == .unknown ? function.returnType.map { value(ofType: $0, owner: nil) } ?? .unknown : inner.returned
            }
            guard candidates.count == 1 else { return .unknown }
            return returned(by: function, of: chosen, call, arguments: arguments, &frame)
        }

        // Child view controllers: `addChild(vc)`, or a screen's helper that adds its argument.
        if case .instance(let name) = base, roles.isScreen(name) {
            noteEmbedded(method, labels: labels, in: name, arguments: arguments)
        }
        // Anything else with a known declaration: its return type (factories across files). A
        // protocol one class adopts (a VIPER presenter's `router: ArticlesRouterProtocol`) is that class.
        var adopted = base
        if case .instance(let name) = base, catalog[name]?.kind == .protocol, !roles.isCoordinatorLike(name), !roles.isScreen(name),
           case let concrete = roles.concrete(name), concrete.count == 1, concrete[0] != name {
            adopted = .instance(concrete[0])
        }
        if case .instance(let name) = adopted, let (owner, function) = function(method, labels: labels, in: name, arguments: arguments, call: call, frame) {
            // A screen's own helpers, and the view models and presenters it hands its actions to.
            let followsInto = name == frame.selfType || !roles.isScreen(name)
            if followsInto, frame.follow, frame.depth < Self.maxDepth, function.body != nil, owner != Self.topLevelOwner {
                let bound = bind(arguments, of: call, to: function)
                let inner = run(function, of: name, arguments: bound, follow: true, depth: frame.depth + 1)
                frame.steps += inner.steps
                if inner.returned != .unknown || name == frame.selfType { return inner.returned }
            }
            // A method a screen inherits (`toPresent()` from an extension of `UIViewController` or
            // of a protocol it adopts) runs with `self` being that screen: `return self` is it.
            let runsAs = owner != name && roles.isScreen(name) ? name : owner
            return returned(by: function, of: runsAs, call, arguments: arguments, &frame)
        }
        return .unknown
    }

    static let topLevelOwner = DeclarationReader.topLevelName

    /// Whether `coordinator` was handed the navigation controller of a coordinator no other
    /// holds (the app's root): replacing that stack's root replaces the app's root. One that
    /// presents a container of its own was handed it to present over, not to replace.
    func replacesAppRoot(_ coordinator: String) -> Bool {
        facts.presentedContainers[coordinator] == nil && facts.sharedNavigation.contains { shared in
            shared.child == coordinator && !facts.children.contains { $0.child == shared.navigationOwner }
        }
    }

    /// The classes a call on a protocol-typed (or base-class-typed) receiver can reach that
    /// declare the method: narrowed, from a screen, to those that hand themselves to it.
    func receiverCandidates(_ concrete: [String], method: String, labels: [String], _ frame: Frame) -> [String] {
        let declaring = concrete.filter { roles.function(method, labels: labels, in: $0) != nil }
        guard declaring.count > 1 else { return declaring }
        let talking = declaring.filter { facts.talks.contains(.init(screen: frame.selfType, coordinator: $0)) }
        return talking.isEmpty ? declaring : talking
    }

    /// Runs the method a `map` names (or its closure's one call) on each element.
    func map(_ items: [Value], with call: FunctionCallExprSyntax, _ frame: inout Frame) -> [Value]? {
        var name: String?
        if let reference = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
        let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        if name == nil, let closure, closure.statements.count == 1, let inner = closure.statements.first?.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self) {
            name = (inner.calledExpression.as(DeclReferenceExprSyntax.self) ?? inner.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedText == "self" ? nil : nil })?.baseName.text
        }
        guard let name, let (_, function) = roles.function(name, labels: nil, in: frame.selfType), let parameter = function.parameters.first else { return nil }
        return items.map { item in
            run(function, of: frame.selfType, arguments: [parameter.name: item], follow: frame.follow, depth: frame.depth + 1, setup: frame.setup).returned
        }
    }

    static func isFinishName(_ method: String) -> Bool {
        let lower = method.lowercased()
        return lower.hasPrefix("finish") || lower.hasPrefix("onfinish") || lower.hasPrefix("didfinish") || lower.hasSuffix("didfinish")
            || lower == "oncomplete" || lower == "oncompletion" || lower.hasSuffix("didend") || lower == "finishflow"
    }

    /// `viewControllers` or `self.viewControllers`: the list a tab bar controller holds now.
    static func namesOwnTabs(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "viewControllers" }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "viewControllers" else { return false }
        return member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    }

    /// Setup code: a coordinator's `start()` and initializers, read on their own.
    func isSetup(_ frame: Frame) -> Bool { frame.setup && !frame.follow }

    /// A push in setup code puts the stack's root screen.
    func notePush(_ screen: String, owner: String?, source: SourceReference, _ frame: inout Frame) {
        guard let owner, isSetup(frame) else { return }
        if facts.stackRoots[owner] == nil, !frame.follow {
            facts.stackRoots[owner] = ([screen], source)
            facts.rootsFromPush.insert(owner)
        }
    }

    /// `startChild` once per transition, then what the child's `start()` does.
    func startChild(_ child: String, source: SourceReference, with startCall: StartCall? = nil, _ frame: inout Frame) {
        guard frame.follow, frame.started.insert(child).inserted else { return }
        frame.steps.append(ScannedStep(kind: .startChild, target: child, onParentStack: callSiteShares[child], source: source))
        if startsPresentedTabBar(child) { return }
        if frame.depth < Self.maxDepth, let (start, bound) = startMethod(of: child, called: startCall) {
            let outer = starting[child]
            starting[child] = false
            var started = run(start, of: child, arguments: bound, follow: true, depth: frame.depth + 1).steps
            // An initializer selecting the tab a tab coordinator opens on (`.select(inbox)`) sets
            // it up; the user switches nothing.
            if start.name == "init" { started.removeAll { $0.kind == .switchTab } }
            starting[child] = outer
            for index in started.indices { started[index].startedBy.insert(child, at: 0) }
            frame.steps += started
        }
    }

    /// `tabBarController.viewControllers = [a, b]`: the tabs in order, with their items.
    func recordTabs(_ value: Value, owner: String, _ node: some SyntaxProtocol, _ frame: inout Frame) {
        guard case .list(let items) = value else {
            // `setViewControllers(viewControllers, animated: false)`: the tabs it already holds, put back.
            if let call = node.as(FunctionCallExprSyntax.self), let argument = call.arguments.first?.expression,
               Self.namesOwnTabs(argument), facts.tabs[owner] != nil { return }
            unresolved(node, frame, "the tabs of \(owner) are not an array literal; the scan cannot tell them")
            return
        }
        let array = node.as(ArrayExprSyntax.self) ?? node.as(FunctionCallExprSyntax.self)?.arguments.first?.expression.as(ArrayExprSyntax.self)
        let elements = array.map { Array($0.elements) } ?? []
        var tabs: [ScannedTab] = []
        let ownStacks = ownStackTabs(items, texts: elements.map { Self.unwrapped($0.expression.trimmedText) }, owner: owner)
        for (index, var item) in items.enumerated() {
            if let stack = ownStacks[index] { item = stack }
            let element = index < elements.count ? elements[index] : nil
            let text = element.map { Self.unwrapped($0.expression.trimmedText) } ?? ""
            let tabItem = frame.tabItems[text] ?? frame.aliases[text].flatMap { frame.tabItems[Self.unwrapped($0)] }
            let source = element.map { reference($0, frame) } ?? reference(node, frame)
            if case .navigation(nil, _) = item, !text.isEmpty { frame.tabLocals[text] = (owner, tabs.count) }
            tabs.append(ScannedTab(content: item, title: tabItem?.title, icon: tabItem?.icon, source: source))
        }
        facts.tabs[owner] = (tabs, reference(node, frame))
    }
}
