import Foundation
import SwiftSyntax

/// Transitions (what each screen's actions do, through its coordinator), deep links (the cases
/// of a link-routing `switch`), and the screens with what each pushes and presents.
extension Inference {
    /// Lifecycle methods: they set a screen up, they are not the user's actions.
    static let lifecycle: Set<String> = [
        "init", "deinit", "viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "awakeFromNib", "layoutSubviews", "setupUI", "setupViews", "setupLayout",
        "setupConstraints", "configureUI", "updateViewConstraints", "traitCollectionDidChange", "didMove", "willMove",
    ]

    /// One way an action's code went: the screen it starts on, its name, its steps, the forks it
    /// took and where the action is.
    typealias FollowedWay = (from: String, trigger: String, steps: [ScannedStep], conditions: [String], source: SourceReference)

    func transitions(_ facts: Facts, nodes: Set<String>, tabNames: [String: [String]]) -> [ScannedApp.Transition] {
        var found: [FollowedWay] = []
        /// The screen's own action behind a trigger named after the coordinator method it calls,
        /// by the index of its ways in `found` (``namingDispatchesByAction(_:actions:)``).
        var actions: [Int: String] = [:]
        /// Every way a piece of code can go, each one transition when it does something.
        func follow(from screen: String, trigger: String, source: SourceReference, namedByCase: Bool = false, action: String? = nil,
                    byWay: [String: String] = [:], _ run: () -> [ScannedStep]) {
            // Which initializer made a child is known only within the run that made it.
            let paths = interpreter.enumeratePaths {
                interpreter.callSiteShares = [:]
                return run()
            }
            for path in paths where !path.steps.isEmpty {
                // A way through a `switch` is named after the coordinator method its case calls.
                let wayTrigger = path.conditions.lazy.compactMap { byWay[$0] }.first ?? trigger
                let named = namedByCase ? Self.actionCase(path.conditions) ?? wayTrigger : wayTrigger
                if let action, action != named, named == trigger { actions[found.count] = action }
                found.append((screen, named, path.steps, path.conditions, source))
            }
        }
        for name in catalog.order where roles.isScreen(name) && (!nodes.contains(name) || isOwnerScreen(name)) {
            guard let type = catalog[name] else { continue }
            for function in type.functions where !function.isStatic && function.body != nil {
                if Self.lifecycle.contains(function.name) || Self.isBindingSetup(function) {
                    // Actions set up when the screen loads (`UIAction { … }`, a bar button's
                    // handler, a subscription): each closure is one thing the user can do.
                    for closure in Self.outermostClosures(in: function.body!) {
                        if let mapped = Self.mappedStep(closure) {
                            let source = catalog.reference(closure, in: function.source.path)
                            let action = FunctionDecl(name: "action", parameters: [], returnType: nil, body: mapped.statements, isStatic: false, source: source)
                            follow(from: name, trigger: mapped.trigger, source: source) { interpreter.run(action, of: name, follow: true).steps }
                            continue
                        }
                        let action = FunctionDecl(name: "action", parameters: [], returnType: nil, body: closure.statements, isStatic: false, source: catalog.reference(closure, in: function.source.path))
                        // `withUnretained(self).bind { owner, _ in owner.delegate?.… }`: `owner` is the screen.
                        let bound = Self.unretainedSelfParameter(of: closure).map { [$0: Value.instance(name)] } ?? [:]
                        let trigger = firstCoordinatorCall(in: closure.statements, of: name, locals: bound) ?? Self.actionTitle(of: closure)
                            ?? Self.closureSlot(of: closure) ?? function.signature
                        let byWay = caseTriggers(in: closure.statements, of: name, locals: bound)
                        follow(from: name, trigger: trigger, source: action.source, namedByCase: roles.screenCoordinatorViews[name] != nil, byWay: byWay) {
                            interpreter.run(action, of: name, arguments: bound, follow: true).steps
                        }
                    }
                    for reference in closureReferenceActions(in: function.body!, of: name) {
                        let source = catalog.reference(reference.node, in: function.source.path)
                        let action = FunctionDecl(name: reference.property, parameters: [], returnType: nil, body: reference.call, isStatic: false, source: source)
                        follow(from: name, trigger: reference.property, source: source) { interpreter.run(action, of: name, follow: true).steps }
                    }
                    continue
                }
                if Self.isCellProvider(function) {
                    // `cell.onBuy = { [weak self] in self?.buy(row) }`: each closure installed on a
                    // cell is one thing the user can do on the screen, named after the callback.
                    for (callback, closure) in Self.cellCallbacks(in: function.body!) {
                        let action = FunctionDecl(name: callback, parameters: [], returnType: nil, body: closure.statements, isStatic: false, source: catalog.reference(closure, in: function.source.path))
                        follow(from: name, trigger: callback, source: action.source) { interpreter.run(action, of: name, follow: true).steps }
                    }
                    continue
                }
                let trigger = firstCoordinatorCall(in: function.body!, of: name) ?? function.signature
                follow(from: name, trigger: trigger, source: function.source, action: function.signature) { interpreter.run(function, of: name, follow: true).steps }
            }
        }
        for callback in facts.callbacks {
            let function = FunctionDecl(name: "callback", parameters: [], returnType: nil, body: callback.statements, isStatic: false, source: catalog.reference(callback.statements, in: callback.path))
            let trigger = firstCoordinatorCall(in: callback.statements, of: callback.coordinator) ?? callback.name ?? "callback"
            guard let screen = callbackScreen(callback, facts: facts, source: function.source) else { continue }
            follow(from: screen, trigger: trigger, source: function.source, namedByCase: roles.screenCoordinatorViews[screen] != nil) {
                interpreter.run(function, of: callback.coordinator, arguments: callback.captured, follow: true).steps
            }
        }
        let handedActions = handedHandlerActions(facts)
        for action in handedActions + rootScreenLeftoverActions(facts, taken: handedActions) {
            follow(from: action.screen, trigger: action.trigger, source: action.function.source) {
                interpreter.run(action.function, of: action.coordinator, follow: true).steps
            }
        }
        for action in viewModelActions(facts) {
            // `receive(_ action:)` switching over what the screen sent: each case is its own action.
            let namedByCase = Self.switchesOverFirstParameter(action.function)
            let trigger = Self.onlyActionCase(of: action.function) ?? action.trigger
            follow(from: action.screen, trigger: trigger, source: action.function.source, namedByCase: namedByCase) {
                interpreter.run(action.function, of: action.model, follow: true).steps
            }
        }
        namingDispatchesByAction(&found, actions: actions)
        // What the user does on an embedded child view controller happens on the screen holding it.
        for index in found.indices {
            var screen = found[index].from
            var seen: Set<String> = [screen]
            while let parent = facts.embedded[screen], seen.insert(parent).inserted { screen = parent }
            found[index].from = screen
        }
        for end in delegateEnds(facts) + screenDepartures(facts) {
            found.append((end.from, end.trigger, end.steps, [], end.source))
        }
        var transitions: [ScannedApp.Transition] = []
        var seen: Set<String> = []
        var ids: Set<String> = []
        for item in found {
            let steps = convert(item.steps, tabNames: tabNames, nodes: nodes)
            guard !steps.isEmpty else { continue }
            // Only a child that presents a stack of its own elsewhere is told apart per call site.
            let onParentStack = Set(item.steps.filter { step in
                step.kind == .startChild && step.onParentStack == true && facts.presentedContainers[step.target] != nil
            }.map(\.target))
            let key = "\(item.from)|\(steps.map { "\($0.kind):\($0.target)" }.joined(separator: ","))|\(onParentStack.sorted())"
            guard seen.insert(key).inserted else { continue }
            let id = uniqueID(Self.kebab(item.trigger), &ids)
            var transition = ScannedApp.Transition(id: id, from: item.from, entryPoint: nil, trigger: item.trigger, steps: steps, source: item.source)
            transition.conditions = item.conditions
            transition.startedOnParentStack = onParentStack
            transition.shownByStartedChildren = shownByStartedChildren(item.steps)
            transitions.append(transition)
        }
        // The ways a trigger's code took only say something when it has several flows.
        for index in transitions.indices {
            let siblings = transitions.filter { $0.source == transitions[index].source && $0.from == transitions[index].from }
            if siblings.count < 2 { transitions[index].conditions = [] }
        }
        return transitions
    }

    /// `setupBindings()`, `bindViewModel()`, `setupActions()`: set-up code that wires controls to
    /// what they do; each closure (or closure property) it hands out is one action.
    static func isBindingSetup(_ function: FunctionDecl) -> Bool {
        function.parameters.isEmpty && (function.name.hasPrefix("bind") || function.name.hasPrefix("setupBinding") || function.name.hasPrefix("setupAction"))
    }

    /// A table or collection view's cell provider (`tableView(_:cellForRowAt:)`,
    /// `collectionView(_:cellForItemAt:)`): it configures cells, it is no action of its own.
    static func isCellProvider(_ function: FunctionDecl) -> Bool {
        let labels = function.parameters.map(\.label)
        return ["tableView", "collectionView"].contains(function.name) && (labels.contains("cellForRowAt") || labels.contains("cellForItemAt"))
    }

    /// The closures a cell provider installs on its cell's properties (`cell.didBuy = { … }`),
    /// each with the property's name, in the order written.
    static func cellCallbacks(in body: CodeBlockItemListSyntax) -> [(callback: String, closure: ClosureExprSyntax)] {
        outermostClosures(in: body).compactMap { closure in
            guard let sequence = closure.parent?.as(SequenceExprSyntax.self) ?? closure.parent?.parent?.as(SequenceExprSyntax.self),
                  sequence.elements.count == 3, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                  let target = sequence.elements.first?.as(MemberAccessExprSyntax.self) else { return nil }
            return (target.declName.baseName.text, closure)
        }
    }

    /// The parameter a subscription's closure gets the screen itself in, RxSwift's way of not
    /// retaining it (`withUnretained(self).bind { owner, _ in … }`, `bind(with: self) { owner, _ in … }`).
    static func unretainedSelfParameter(of closure: ClosureExprSyntax) -> String? {
        let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let call, Interpreter.unretainedValue(of: call)?.trimmedText == "self" else { return nil }
        return Interpreter.parameterNames(of: closure).first
    }

    /// Closures in a body that no other closure of it encloses.
    static func outermostClosures(in body: CodeBlockItemListSyntax) -> [ClosureExprSyntax] {
        body.descendants(ClosureExprSyntax.self).filter { closure in
            var parent = closure.parent
            while let node = parent, node.id != body.id {
                if node.is(ClosureExprSyntax.self) { return false }
                parent = node.parent
            }
            return true
        }
    }

    /// The first call a body makes to a method of a coordinator: the trigger users know.
    /// `switch item { case .libraries: delegate?.showLibraries() case .blog: delegate?.showBlog() }`:
    /// the coordinator method each case calls first, by the condition the way through it takes.
    private func caseTriggers(in body: CodeBlockItemListSyntax, of selfType: String, locals: [String: Value]) -> [String: String] {
        var triggers: [String: String] = [:]
        for node in body.descendants(SwitchExprSyntax.self) {
            for element in node.cases {
                guard case .switchCase(let switchCase) = element,
                      let trigger = firstCoordinatorCall(in: switchCase.statements, of: selfType, locals: locals) else { continue }
                triggers[Interpreter.caseCondition(subject: node.subject.trimmedText, patterns: Interpreter.patterns(of: switchCase))] = trigger
            }
        }
        return triggers
    }

    func firstCoordinatorCall(in body: CodeBlockItemListSyntax, of selfType: String, locals: [String: Value] = [:]) -> String? {
        for call in body.descendants(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) ?? nil, let base = member.base else {
                if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), roles.isCoordinatorLike(selfType),
                   let (_, function) = roles.function(reference.baseName.text, labels: call.arguments.map { $0.label?.text ?? "_" }, in: selfType) {
                    return function.signature
                }
                continue
            }
            var frame = Interpreter.Frame(selfType: selfType, function: FunctionDecl(name: "probe", parameters: [], returnType: nil, body: nil, isStatic: false, source: SourceReference(path: "", line: 0)), locals: locals, follow: false, depth: Interpreter.maxDepth)
            let receiver = interpreter.evaluate(base, &frame)
            guard let coordinator = interpreter.coordinatorType(of: receiver) else { continue }
            let labels = call.arguments.map { $0.label?.text ?? "_" }
            for concrete in roles.concrete(coordinator) {
                if let (_, function) = roles.function(member.declName.baseName.text, labels: labels, in: concrete) { return function.signature }
            }
        }
        return nil
    }

    /// Interpreter steps → spec steps: tabs named, targets that are no node dropped (and said).
    /// A coordinator whose container becomes the root (`setRoot`) is not also started: what its
    /// `start()` did is the container `setRoot` shows.
    func convert(_ steps: [ScannedStep], tabNames: [String: [String]], nodes: Set<String>) -> [ScannedApp.Step] {
        var result: [ScannedApp.Step] = []
        var kept = steps
        for rooted in Set(steps.filter { $0.kind == .setRoot }.map(\.target)) {
            kept.removeAll { step in
                step.kind == .startChild && step.target == rooted || step.startedBy.contains(rooted) && !(step.kind == .setRoot && step.target == rooted)
            }
        }
        for step in kept {
            switch step.kind {
            case .switchTab:
                let owner = step.tabOwner.flatMap { tabNames[$0] != nil ? $0 : nil } ?? (tabNames.count == 1 ? tabNames.keys.first : nil)
                guard let owner, let index = step.tabIndex, let names = tabNames[owner], index >= 0, index < names.count else {
                    interpreter.facts.unresolved.append((step.source, "a tab is selected (index \(step.tabIndex.map(String.init) ?? "?")) on a tab bar whose tabs the scan did not find"))
                    continue
                }
                result.append(.init(kind: "switchTab", target: names[index]))
            case .resetToRoot, .popToRoot, .pop, .finish, .startChild, .setRoot:
                // A screen popping its own navigation controller: the coordinator whose stack holds
                // the screen is found once the stacks are known.
                // A coordinator whose tabs are stacks of its own has no one stack a pop could name.
                if [.popToRoot, .pop, .resetToRoot].contains(step.kind), tabNames[step.target] != nil {
                    interpreter.facts.unresolved.append((step.source, "\(step.kind.rawValue) acts on a navigation controller of \(step.target) that is one of its tabs' stacks, which a spec step cannot name: the step is left out of the transition"))
                    continue
                }
                let screenPops = [ScannedStep.Kind.popToRoot, .pop].contains(step.kind) && roles.isScreen(step.target)
                guard nodes.contains(step.target) || screenPops else {
                    interpreter.facts.unresolved.append((step.source, "\(step.kind.rawValue) acts on \(step.target), which is not a coordinator the scan found"))
                    continue
                }
                result.append(.init(kind: step.kind.rawValue, target: step.target))
            case .dismiss:
                result.append(.init(kind: "dismiss", target: ""))
            case .push, .present, .showDetail:
                result.append(.init(kind: step.kind.rawValue, target: step.target))
            }
        }
        // A coordinator whose container is presented is dismissed by finishing: the parent's
        // `dismiss` in its finish handler, right after, is that same dismissal.
        let presented = Set(interpreter.facts.presentedContainers.keys)
        result = result.enumerated().filter { item in
            guard item.element.kind == "dismiss", item.offset > 0 else { return true }
            let before = result[item.offset - 1]
            return !(before.kind == "finish" && presented.contains(before.target))
        }.map(\.element)
        // A coordinator finishes once: its parent letting go of it afterwards is the same finish.
        var finished: Set<String> = []
        result = result.filter { $0.kind != "finish" || finished.insert($0.target).inserted }
        // The same step twice in a row (a helper and its caller both report it) is one step; so
        // is the same few steps twice in a row (code that calls back into itself, followed round
        // a loop until the depth limit).
        result = result.enumerated().filter { $0.offset == 0 || result[$0.offset - 1] != $0.element }.map(\.element)
        return Self.collapsingRepeatedRuns(result)
    }

    /// `a, b, a, b, a` → `a, b`: a run of two to four steps said again right after itself,
    /// however often, is said once.
    static func collapsingRepeatedRuns<Step: Equatable>(_ steps: [Step]) -> [Step] {
        var result = steps
        var changed = true
        while changed {
            changed = false
            for length in 2...4 where result.count >= 2 * length {
                var index = 0
                while index + 2 * length <= result.count {
                    if Array(result[index..<index + length]) == Array(result[index + length..<index + 2 * length]) {
                        result.removeSubrange(index + length..<index + 2 * length)
                        changed = true
                    } else {
                        index += 1
                    }
                }
            }
        }
        return result
    }

    func deepLinks(_ facts: Facts, transitions: inout [ScannedApp.Transition], tabNames: [String: [String]]) -> [ScannedApp.DeepLink] {
        var links: [ScannedApp.DeepLink] = []
        var ids = Set(transitions.map(\.id))
        var urls: Set<String> = []
        // Declared types, and coordinators adopted though declared elsewhere.
        let nodes = Set(catalog.order).union(facts.undeclaredCoordinators.keys)
        let parsed = urlParsers(facts)
        let compared = comparedLinkPaths()
        for routing in facts.linkSwitches where isLinkRouting(routing) && !parsed.switches.contains(routing.source) {
            let enumDecl = routing.subjectType.flatMap { catalog[$0] }.flatMap { $0.kind == .enum ? $0 : nil }
            let scheme = self.scheme(enumDecl: enumDecl, handler: routing.handler, function: routing.function)
            for item in routing.cases where item.patterns != ["default"] {
                for pattern in item.patterns {
                    // The enum's name, also when the sources only use it (it is declared in a package).
                    let enumName = enumDecl?.name ?? routing.subjectType
                    let caseKey = enumName.map { "\($0).\(Interpreter.caseName(of: pattern))" } ?? ""
                    let comparedPath = compared[caseKey]
                    guard let path = parsed.paths[caseKey] ?? comparedPath ?? linkPath(pattern, enumDecl: enumDecl) else { continue }
                    let url: String
                    // A string a switch over URL parts matches takes the scheme Info.plist registers; a
                    // route enum's case does not (its URL would be a guess). A path a factory compares
                    // a URL's with is a universal link's, on the domain the entitlements associate.
                    let registered = pattern.hasPrefix("\"") ? registeredSchemes.first : nil
                    if path.contains("://") {
                        url = path
                    } else if comparedPath != nil, let domain = linkDomains.first {
                        url = "https://\(domain)\(path)"
                    } else if comparedPath == nil, let scheme = scheme ?? registered {
                        // A host matched as a string: what the case reads of the rest of the URL.
                        url = "\(scheme)://\(path)" + (pattern.hasPrefix("\"") && !path.contains("/") && !path.contains("?") ? Self.linkParameters(in: item.body) : "")
                    } else {
                        if keepEntryPoint(routing, case: item, pattern: pattern, path: path, &transitions, ids: &ids, tabNames: tabNames, nodes: nodes) { continue }
                        interpreter.facts.unresolved.append((item.source, comparedPath != nil
                            ? "the domain of the universal link path '\(path)' is not in the sources (no 'applinks:' associated domain in an .entitlements file); the link is left out"
                            : "the URL scheme of '\(path)' is not in the sources (no string with '://' next to it); the link is left out"))
                        continue
                    }
                    guard urls.insert(url).inserted else { continue }
                    let steps = firstWaySteps(routing, body: item.body, source: item.source, tabNames: tabNames, nodes: nodes)
                    guard !steps.isEmpty else {
                        interpreter.facts.unresolved.append((item.source, "the deep link \(url) does nothing the scan can follow"))
                        continue
                    }
                    let caseName = Interpreter.caseName(of: pattern)
                    let transition = linkTransition(
                        steps, name: caseName.trimmingCharacters(in: CharacterSet(charactersIn: "\"")), entry: enumDecl.map { "\($0.name).\(caseName)" } ?? url,
                        trigger: routing.function.signature, source: item.source, calls: Self.calledNames(in: item.body), &transitions, ids: &ids)
                    links.append(.init(url: url, handler: roles.isCoordinatorLike(routing.handler) ? routing.handler : nil, transition: transition, source: item.source))
                }
            }
        }
        return links + parsedRouteLinks(facts, transitions: &transitions, ids: &ids, urls: &urls, tabNames: tabNames, nodes: nodes)
    }

    /// The transition a deep link runs: one already doing those steps (and, with `calls`, one
    /// from an entry point or set off by a method the link's code calls too), else a new one from
    /// the entry point, `link-<name>`.
    func linkTransition(_ steps: [ScannedApp.Step], name: String, entry: String, trigger: String, source: SourceReference,
                        calls: Set<String>? = nil, _ transitions: inout [ScannedApp.Transition], ids: inout Set<String>) -> String {
        // A screen's action doing the same steps by other code (a reply button presenting the
        // composer, as the link's own helper does) is not the link's transition.
        func isSameCode(_ transition: ScannedApp.Transition) -> Bool {
            guard let calls, transition.from != nil else { return true }
            return transition.trigger?.split(separator: "(").first.map { calls.contains(String($0)) } == true
        }
        if let existing = transitions.first(where: { $0.steps == steps && isSameCode($0) }) { return existing.id }
        let id = uniqueID("link-" + Self.kebab(name), &ids)
        transitions.append(.init(id: id, from: nil, entryPoint: entry, trigger: trigger, steps: steps, source: source))
        return id
    }

    /// The names of the functions and methods `body` calls.
    static func calledNames(in body: CodeBlockItemListSyntax) -> Set<String> {
        Set(body.descendants(FunctionCallExprSyntax.self).compactMap { call in
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        })
    }

    /// Enums that parse a URL (`init?(url:)` switching over its host and path, `self = .item(id:)`
    /// in a case): the URL path of each case, with its payload as parameters.
    private func urlParsers(_ facts: Facts) -> (paths: [String: String], switches: Set<SourceReference>) {
        var paths: [String: String] = [:]
        var switches: Set<SourceReference> = []
        for routing in facts.linkSwitches {
            guard let type = catalog[routing.handler], type.kind == .enum, routing.function.name == "init" || routing.function.isStatic else { continue }
            switches.insert(routing.source)
            for item in routing.cases {
                guard let literal = item.patterns.lazy.compactMap(Self.firstStringLiteral).first else { continue }
                let assigned = item.body.descendants(MemberAccessExprSyntax.self).first { $0.base == nil }?.declName.baseName.text
                // The case is the parser's own (`self = .item(id:)`), or one of the route enum
                // its static function returns (`static func parse(_ url:) -> AppRoute?`).
                let returned = routing.function.returnType.flatMap { catalog[$0.name] }.flatMap { $0.kind == .enum ? $0 : nil }
                guard let caseName = assigned, let (target, decl) = [type, returned].compactMap({ $0 }).lazy
                    .compactMap({ owner in owner.cases.first(where: { $0.name == caseName }).map { (owner, $0) } }).first else { continue }
                var path = literal
                for (index, parameter) in decl.parameterNames.enumerated() { path += "/{\(parameter == "_" ? "value\(index + 1)" : parameter)}" }
                paths["\(target.name).\(caseName)"] = paths["\(target.name).\(caseName)"] ?? path
            }
        }
        return (paths, switches)
    }

    /// `myapp`, `com.example.app`, `x-callback`: letters first, then letters, digits, `+`, `-`, `.`.
    static func isScheme(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
    }

    /// `("items", 1)` → `items`.
    static func firstStringLiteral(in pattern: String) -> String? {
        guard let start = pattern.firstIndex(of: "\"") else { return nil }
        let rest = pattern[pattern.index(after: start)...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    private func isLinkRouting(_ routing: Facts.LinkSwitch) -> Bool {
        // A SwiftUI destination builder (`func body(content:) -> some View`, `-> AnyView`) maps
        // routes to views: it opens no links.
        if Self.viewTypes.contains(routing.function.returnType?.name ?? "") { return false }
        // `switch keyPath { case \.title: … }`: key paths are no links.
        let patterns = routing.cases.flatMap(\.patterns).filter { $0 != "default" }
        if !patterns.isEmpty, patterns.allSatisfy({ $0.hasPrefix("\\") }) { return false }
        let words = ["link", "route", "url", "host", "path", "destination"]
        let texts = [routing.subjectType ?? "", routing.subjectText, routing.function.name].map { text in
            Self.pathsThatAreNoLinks.reduce(text.lowercased()) { $0.replacingOccurrences(of: $1, with: "") }
        }
        let named = words.filter { word in texts.contains { $0.contains(word) } }
        // A factory mapping each route or destination to the view controller it makes
        // (`func controller(for destination: Destination) -> UIViewController?`) builds screens
        // for in-app navigation; only a link or URL in its names makes it open links.
        if let returned = routing.function.returnType?.name, returned == "UIViewController" || roles.isScreen(returned),
           !named.contains("link"), !named.contains("url"), !named.contains("host") {
            return false
        }
        return !named.isEmpty
    }

    /// Names holding "path" that are no route: a table's row (`indexPath.section`), a key path,
    /// a file or a drawing.
    private static let pathsThatAreNoLinks = ["indexpath", "keypath", "filepath", "bezierpath", "cgpath"]

    /// The scheme: a static string of the route enum named like one, else a `scheme://` literal
    /// in the enum or the handler.
    func scheme(enumDecl: TypeDecl?, handler: String, function routingFunction: FunctionDecl? = nil) -> String? {
        // `guard url.scheme == "social"` in the routing method.
        let bodies = [routingFunction?.body].compactMap { $0 } + (enumDecl?.functions.compactMap(\.body) ?? [])
        for body in bodies {
            for sequence in body.descendants(SequenceExprSyntax.self) where sequence.trimmedText.contains("scheme") {
                if let literal = sequence.elements.lazy.compactMap({ $0.stringLiteralValue }).first(where: Self.isScheme) { return literal }
            }
        }
        for type in [enumDecl, catalog[handler]].compactMap({ $0 }) {
            if let property = type.properties.first(where: { $0.isStatic && $0.name.lowercased().contains("scheme") }),
               let text = property.initializer?.stringLiteralValue {
                return text.replacingOccurrences(of: "://", with: "")
            }
        }
        for type in [enumDecl, catalog[handler]].compactMap({ $0 }) {
            for function in type.functions {
                for literal in function.body?.descendants(StringLiteralExprSyntax.self) ?? [] {
                    if let text = literal.representedLiteralValue, let range = text.range(of: "://"), range.lowerBound > text.startIndex {
                        let found = String(text[..<range.lowerBound])
                        if Self.isWebAddress(found, in: function, of: type, routing: function.signature == routingFunction?.signature, enumDecl: enumDecl) { continue }
                        return found
                    }
                }
            }
        }
        return nil
    }

    /// A case pattern's path: a string literal, an enum case's raw value or name, with its
    /// payload as `{parameters}`.
    private func linkPath(_ pattern: String, enumDecl: TypeDecl?) -> String? {
        if pattern.hasPrefix("\""), pattern.hasSuffix("\""), pattern.count >= 2 {
            return String(pattern.dropFirst().dropLast())
        }
        let name = Interpreter.caseName(of: pattern)
        guard !name.isEmpty, name.first!.isLetter else { return nil }
        let decl = enumDecl?.cases.first { $0.name == name }
        var path = decl?.rawValue.flatMap { $0.hasPrefix("\"") ? nil : $0 } ?? name
        for (index, parameter) in (decl?.parameterNames ?? []).enumerated() {
            path += "/{\(parameter == "_" ? "value\(index + 1)" : parameter)}"
        }
        return path
    }

    /// The pushes and presentations among `steps` (as `push X`) that a started child's own code
    /// makes: they go onto that child's stack.
    func shownByStartedChildren(_ steps: [ScannedStep]) -> Set<String> {
        Set(steps.filter { [.push, .present].contains($0.kind) && !$0.startedBy.isEmpty }.map { "\($0.kind.rawValue) \($0.target)" })
    }

    /// The screen a coordinator's container shows on top when it starts: the last of its stack,
    /// or its one screen; nil for tabs, splits and pages (which part is showing is not known).
    static func topScreen(of container: ScannedApp.Container?) -> String? {
        switch container {
        case .stack(let screens)?: return screens.last
        case .screen(let screen)?: return screen
        default: return nil
        }
    }

    func screens(coordinators: [ScannedApp.Coordinator], transitions: [ScannedApp.Transition], facts: Facts) -> [ScannedApp.Screen] {
        var order: [String] = []
        var firstSeen: [String: SourceReference] = [:]
        for node in coordinators { for name in Self.screenNames(in: node.container) where firstSeen[name] == nil { firstSeen[name] = node.source } }
        for transition in transitions {
            for name in [transition.from].compactMap({ $0 }) + transition.steps.map(\.target) where firstSeen[name] == nil { firstSeen[name] = transition.source }
        }
        var pushes: [String: [String]] = [:]
        var presents: [String: [String]] = [:]
        func add(_ name: String) { if !order.contains(name) { order.append(name) } }
        let coordinatorNames = Set(coordinators.map(\.name))
        for node in coordinators {
            switch node.container {
            case .stack(let screens)?:
                screens.forEach(add)
                for (lower, upper) in zip(screens, screens.dropFirst()) where !(pushes[lower] ?? []).contains(upper) { pushes[lower, default: []].append(upper) }
            case .screen(let screen)?: add(screen)
            case .tabs(let tabs)?:
                for tab in tabs {
                    tab.screen.map(add)
                    tab.stack?.forEach(add)
                }
            case .split(let parts)?, .pages(let parts)?:
                parts.filter { !coordinatorNames.contains($0) }.forEach(add)
            case nil: break
            }
        }
        let tabStacks = Self.tabStacks(coordinators)
        let presenterOf = Self.presenters(coordinators: coordinators, transitions: transitions)
        for transition in transitions {
            transition.from.map(add)
            var current = transition.from
            // The screens each presentation was made over, innermost last: a dismissal goes back there.
            var presenters: [String?] = []
            for (index, step) in transition.steps.enumerated() {
                switch step.kind {
                case "switchTab":
                    // On the tab now: the screen it started on when in that tab's stack, else the tab's root.
                    guard let stack = tabStacks[step.target] else { current = nil; continue }
                    if !(current.map(stack.contains) ?? false) { current = stack.first }
                case "push":
                    add(step.target)
                    if let from = current, from != step.target, !(pushes[from] ?? []).contains(step.target) { pushes[from, default: []].append(step.target) }
                    current = step.target
                case "present":
                    add(step.target)
                    if let from = current, !(presents[from] ?? []).contains(step.target) { presents[from, default: []].append(step.target) }
                    presenters.append(current)
                    current = step.target
                case "showDetail":
                    add(step.target)
                    current = nil
                case "startChild":
                    // A child with a stack of its own starts on it, not on the screen it left: what
                    // it shows next is over the top of that stack, when the child's code shows it.
                    if let child = coordinators.first(where: { $0.name == step.target }), child.pushesOnto == nil, child.container != nil,
                       !transition.startedOnParentStack.contains(step.target) {
                        let next = transition.steps[(index + 1)...].first { ["push", "present"].contains($0.kind) }
                        let ownStep = next.map { transition.shownByStartedChildren.contains("\($0.kind) \($0.target)") } ?? false
                        current = ownStep ? Self.topScreen(of: child.container) : nil
                    }
                case "dismiss":
                    // Back on the screen that presented the one dismissed, when known; a screen shown
                    // next is not shown over the dismissed one.
                    if let presenter = presenters.popLast() {
                        current = presenter
                    } else {
                        current = current.flatMap { presenterOf[$0] }
                    }
                default:
                    current = nil
                }
            }
        }
        return order.map { name in
            ScannedApp.Screen(
                name: name, title: facts.titles[name], pushes: pushes[name] ?? [], presents: presents[name] ?? [],
                source: catalog[name]?.source ?? firstSeen[name] ?? coordinators[0].source
            )
        }
    }

    /// The screen each presented screen is first presented from: by a transition that starts on
    /// that screen with the presentation, or as a screen of a coordinator's container presented
    /// from it (`presentedFrom`).
    static func presenters(coordinators: [ScannedApp.Coordinator], transitions: [ScannedApp.Transition]) -> [String: String] {
        var found: [String: String] = [:]
        for transition in transitions {
            guard let from = transition.from, let first = transition.steps.first, first.kind == "present", found[first.target] == nil else { continue }
            found[first.target] = from
        }
        for node in coordinators {
            guard let presenter = node.presentation?.from else { continue }
            for screen in screenNames(in: node.container) where found[screen] == nil { found[screen] = presenter }
        }
        return found
    }

    /// Each tab's screens by the names a `switchTab` step uses (title, coordinator or screen), root first.
    static func tabStacks(_ coordinators: [ScannedApp.Coordinator]) -> [String: [String]] {
        var stacks: [String: [String]] = [:]
        for node in coordinators {
            guard case .tabs(let tabs)? = node.container else { continue }
            for tab in tabs {
                let screens = tabScreens(tab, in: coordinators)
                guard !screens.isEmpty else { continue }
                for name in [tab.title, tab.coordinator, tab.screen].compactMap({ $0 }) where stacks[name] == nil { stacks[name] = screens }
            }
        }
        return stacks
    }

    /// A tab's screens, root first: its stack or screen, else those of the coordinator it shows.
    static func tabScreens(_ tab: ScannedApp.Tab, in coordinators: [ScannedApp.Coordinator]) -> [String] {
        let owned = tab.coordinator.flatMap { name in coordinators.first { $0.name == name } }.map { screenNames(in: $0.container) }
        return tab.stack ?? tab.screen.map { [$0] } ?? owned ?? []
    }

    static func screenNames(in container: ScannedApp.Container?) -> [String] {
        switch container {
        case .stack(let screens)?: return screens
        case .screen(let screen)?: return [screen]
        case .tabs(let tabs)?: return tabs.flatMap { ($0.screen.map { [$0] } ?? []) + ($0.stack ?? []) }
        case .split(let parts)?, .pages(let parts)?: return parts
        case nil: return []
        }
    }

    /// `goToHome2ScreenWith(title:)` → `go-to-home2-screen-with`. Ids are ASCII, as a spec's
    /// transition ids must be: `openPréférences()` → `open-preferences`, and a letter with no
    /// Latin base is spelled by its code point (`书` → `u4e66`).
    static func kebab(_ text: String) -> String {
        let base = text.split(separator: "(").first.map(String.init) ?? text
        var result = ""
        for character in base {
            if character.isUppercase, !result.isEmpty, result.last != "-" { result.append("-") }
            if character.isLetter || character.isNumber { result += asciiSpelling(of: character) } else if !result.isEmpty, result.last != "-" { result.append("-") }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "transition" : result
    }

    /// A letter or digit in lowercase ASCII: itself, its Latin base without accents, or `u` and
    /// its code point in hexadecimal.
    static func asciiSpelling(of character: Character) -> String {
        let lowered = character.lowercased()
        if lowered.allSatisfy(\.isASCII) { return lowered }
        let base = lowered.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
        if !base.isEmpty { return String(String.UnicodeScalarView(base)) }
        return lowered.unicodeScalars.first.map { "u" + String($0.value, radix: 16) } ?? ""
    }

    func uniqueID(_ base: String, _ ids: inout Set<String>) -> String {
        var id = base
        var number = 2
        while ids.contains(id) {
            id = "\(base)-\(number)"
            number += 1
        }
        ids.insert(id)
        return id
    }
}
