import SwiftSyntax

/// What views ask a SwiftUI coordinator or router to do: the pushes, pops, sheets and dismissals
/// in their buttons and methods, followed through the navigator's own methods.
extension Inference {
    /// Each action of a view that moves a navigator: by the button it sits in (or its method),
    /// with what it does in order.
    func viewActions(in type: TypeDecl, held: [String: String], navigators: [PathNavigator], dismisses: Bool, dismissBindings: Set<String> = []) -> [(trigger: String, actions: [(PathNavigator, PathAction)], source: SourceReference, from: String?)] {
        var order: [String] = []
        var found: [String: (entries: [(node: Syntax, ways: [[(PathNavigator, PathAction)]])], source: SourceReference)] = [:]
        let receiver: (String?) -> PathNavigator? = { base in base.flatMap { held[$0] }.flatMap { name in navigators.first { $0.name == name } } }
        for (body, path) in placedBodies(of: type.name) {
            var nodes: [Syntax] = body.descendants(FunctionCallExprSyntax.self).map(Syntax.init)
            nodes += body.descendants(SequenceExprSyntax.self).map(Syntax.init)
            nodes.sort { $0.position < $1.position }
            for node in nodes {
                // A menu written as data: one way per item of the list the node is shown for.
                if let items = listedItems(around: node, in: type), !items.isEmpty {
                    for item in items {
                        var actions: [(PathNavigator, PathAction)] = []
                        if let call = node.as(FunctionCallExprSyntax.self) {
                            actions = self.ways(of: call, receiver: receiver, parameters: item.values, depth: 0).flatMap { $0 }
                        } else if let sequence = node.as(SequenceExprSyntax.self) {
                            actions = assignment(sequence, receiver: receiver, parameters: item.values)
                        }
                        guard !actions.isEmpty else { continue }
                        let trigger = item.title ?? NavigationPathSyntax.trigger(around: node, catalog: catalog) ?? "body"
                        let key = "\u{0}\(trigger)"
                        if found[key] == nil {
                            order.append(key)
                            found[key] = ([], catalog.reference(item.node, in: path))
                        }
                        found[key]!.entries.append((node, [actions]))
                    }
                    continue
                }
                var actions: [(PathNavigator, PathAction)] = []
                var ways: [[(PathNavigator, PathAction)]] = []
                if let call = node.as(FunctionCallExprSyntax.self) {
                    if dismisses, ["dismiss()", "presentationMode.wrappedValue.dismiss()", "self.dismiss()"].contains(call.trimmedText.filter { !$0.isWhitespace }) {
                        actions.append((PathNavigator(name: "", path: "", sheets: [], routeTypes: [], source: type.source), .dismiss))
                    }
                    ways = self.ways(of: call, receiver: receiver, parameters: [:], depth: 0)
                } else if let sequence = node.as(SequenceExprSyntax.self) {
                    if Self.setsFalse(sequence, oneOf: dismissBindings) {
                        actions.append((PathNavigator(name: "", path: "", sheets: [], routeTypes: [], source: type.source), .dismiss))
                    }
                    ways = [assignment(sequence, receiver: receiver, parameters: [:])].filter { !$0.isEmpty }
                }
                ways = ways.isEmpty ? [actions].filter { !$0.isEmpty } : ways.map { actions + $0 }
                guard !ways.isEmpty else { continue }
                // Done by the view itself, or from each screen a callback doing it is handed to.
                let sites = callbackSites(of: node, in: type.name)
                let doers: [(from: String?, trigger: String)] = sites.isEmpty
                    ? [(nil, NavigationPathSyntax.trigger(around: node, catalog: catalog) ?? Self.closureTrigger(around: node) ?? "body")] : sites.map { ($0.view, $0.label) }
                for doer in doers {
                    // Each button is an action of its own, even when another has its label; so is each
                    // closure no control names (`OpenURLAction { url in … }`).
                    let control = sites.isEmpty ? NavigationPathSyntax.buttonCall(around: node).map(Syntax.init)
                        ?? (NavigationPathSyntax.trigger(around: node, catalog: catalog) == nil ? Self.innermostClosure(around: node).map(Syntax.init) : nil) : nil
                    let key = "\(doer.from ?? "")\u{0}\(doer.trigger)" + (control.map { "\u{0}\($0.position.utf8Offset)" } ?? "")
                    if found[key] == nil {
                        order.append(key)
                        found[key] = ([], catalog.reference(node, in: path))
                    }
                    found[key]!.entries.append((node, ways))
                }
            }
        }
        return order.flatMap { key in
            let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
            return Self.ways(through: found[key]!.entries).map { (parts[1], $0, found[key]!.source, parts[0].isEmpty ? nil : parts[0]) }
        }
    }

    /// What a call does to a navigator: `coordinator.push(.detail)`, `coordinator.path.append(…)`,
    /// `path.removeLast()` inside the navigator (receiver `nil` is `self`); one way per arm of
    /// the branches of a navigator's method it follows.
    private func ways(of call: FunctionCallExprSyntax, receiver: (String?) -> PathNavigator?, parameters: [String: RouteValue], depth: Int) -> [[(PathNavigator, PathAction)]] {
        guard depth < 5 else { return [] }
        var base: ExprSyntax?
        let method: String
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            base = member.base
            method = member.declName.baseName.text
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            method = reference.baseName.text
        } else {
            return []
        }
        let parts = (base?.trimmedText.filter { !$0.isWhitespace } ?? "").split(separator: ".").map(String.init).filter { $0 != "self" }
        // An edit of the path itself: `coordinator.path.append(…)`, `path.removeLast()`.
        if let last = parts.last {
            let owner = receiver(parts.count >= 2 ? parts[parts.count - 2] : nil)
            if let owner, owner.path == last, parts.count <= 2 {
                switch method {
                case "append": return [[(owner, .push(route(call.arguments.first?.expression, parameters)))]]
                case "removeLast":
                    let argument = call.arguments.first?.expression.trimmedText
                    return [[(owner, argument == nil || argument == "1" ? .pop : (argument!.hasSuffix(".count") ? .popToRoot : .pop))]]
                case "removeAll": return [[(owner, .popToRoot)]]
                default: return []
                }
            }
        }
        // A method of the navigator: `coordinator.push(.detail(1))`, `model.router.push(.x)`, or
        // `push(.x)` inside it.
        guard parts.count <= 2, let navigator = receiver(parts.isEmpty ? nil : parts.joined(separator: ".")), let type = catalog[navigator.name] else { return [] }
        let candidates = type.functions.filter { $0.name == method && $0.parameters.count == call.arguments.count && $0.body != nil }
        let routeCase = call.arguments.first.flatMap { NavigationPathSyntax.caseName($0.expression) }
        let function = candidates.first { function in
            guard let routeCase, let route = function.parameters.first?.type?.name else { return false }
            return catalog[route]?.cases.contains { $0.name == routeCase } == true
        } ?? candidates.first
        guard let function, let body = function.body else { return [] }
        var inner: [String: RouteValue] = [:]
        for (parameter, argument) in zip(function.parameters, call.arguments) { inner[parameter.name] = route(argument.expression, parameters) }
        let selfReceiver: (String?) -> PathNavigator? = { $0 == nil ? navigator : nil }
        var nodes: [Syntax] = body.descendants(FunctionCallExprSyntax.self).map(Syntax.init) + body.descendants(SequenceExprSyntax.self).map(Syntax.init)
        nodes.sort { $0.position < $1.position }
        var found: [(node: Syntax, ways: [[(PathNavigator, PathAction)]])] = []
        // A callback handed to a screen the method builds runs when that screen calls it, not now.
        for node in nodes where enclosingCallback(of: node) == nil {
            if let inner2 = node.as(FunctionCallExprSyntax.self) {
                found.append((node, ways(of: inner2, receiver: selfReceiver, parameters: inner, depth: depth + 1)))
            } else if let sequence = node.as(SequenceExprSyntax.self) {
                found.append((node, [assignment(sequence, receiver: selfReceiver, parameters: inner)].filter { !$0.isEmpty }))
            }
        }
        return Self.ways(through: found)
    }

    /// What the callbacks a navigator hands the screens it builds do, from those screens: its
    /// closures (`ArticleView(onComments: { self.show(.comments(id)) })`) and its own methods
    /// handed by reference (`AuthorView(onHome: popToTop)`).
    func callbackActions(of navigator: PathNavigator) -> [(trigger: String, actions: [(PathNavigator, PathAction)], source: SourceReference, from: String)] {
        guard let type = catalog[navigator.name] else { return [] }
        let selfReceiver: (String?) -> PathNavigator? = { $0 == nil || $0 == "self" ? navigator : nil }
        var found: [(trigger: String, actions: [(PathNavigator, PathAction)], source: SourceReference, from: String)] = []
        for (body, path) in placedBodies(of: navigator.name) {
            for call in body.descendants(FunctionCallExprSyntax.self) {
                guard let view = screenHost(of: call) else { continue }
                for argument in call.arguments {
                    guard let label = argument.label?.text else { continue }
                    var actions: [(PathNavigator, PathAction)] = []
                    if let closure = argument.expression.as(ClosureExprSyntax.self) {
                        var nodes: [Syntax] = closure.statements.descendants(FunctionCallExprSyntax.self).map(Syntax.init) + closure.statements.descendants(SequenceExprSyntax.self).map(Syntax.init)
                        nodes.sort { $0.position < $1.position }
                        for node in nodes where enclosingCallback(of: node)?.view == view {
                            if let inner = node.as(FunctionCallExprSyntax.self) {
                                actions += self.ways(of: inner, receiver: selfReceiver, parameters: [:], depth: 1).flatMap { $0 }
                            } else if let sequence = node.as(SequenceExprSyntax.self) {
                                actions += assignment(sequence, receiver: selfReceiver, parameters: [:])
                            }
                        }
                    } else if let method = Self.referencedMethod(argument.expression),
                              let function = type.functions.first(where: { $0.name == method && $0.parameters.isEmpty }), function.body != nil {
                        let handed = FunctionCallExprSyntax(
                            calledExpression: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(method))), leftParen: .leftParenToken(),
                            arguments: [], rightParen: .rightParenToken()
                        )
                        actions += self.ways(of: handed, receiver: selfReceiver, parameters: [:], depth: 1).flatMap { $0 }
                    }
                    guard !actions.isEmpty else { continue }
                    found.append((label, actions, catalog.reference(argument, in: path), view))
                }
            }
        }
        return found
    }

    /// `coordinator.sheet = .login` (present), `sheet = nil` (dismiss), `path = NavigationPath()`
    /// (back to the root).
    private func assignment(_ sequence: SequenceExprSyntax, receiver: (String?) -> PathNavigator?, parameters: [String: RouteValue]) -> [(PathNavigator, PathAction)] {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return [] }
        let parts = elements[0].trimmedText.filter { !$0.isWhitespace }.split(separator: ".").map(String.init).filter { $0 != "self" }
        guard let property = parts.last, parts.count <= 3, let navigator = receiver(parts.count >= 2 ? parts.dropLast().joined(separator: ".") : nil) else { return [] }
        let value = elements[2]
        if property == navigator.path {
            let text = value.trimmedText.filter { !$0.isWhitespace }
            return ["NavigationPath()", "[]", ".init()"].contains(text) ? [(navigator, .popToRoot)] : []
        }
        guard navigator.sheets.contains(property) else { return [] }
        if value.is(NilLiteralExprSyntax.self) { return [(navigator, .dismiss)] }
        return [(navigator, .present(route(value, parameters)))]
    }

    private func route(_ expression: ExprSyntax?, _ parameters: [String: RouteValue]) -> RouteValue {
        guard let expression else { return .unreadable("nothing") }
        if let name = NavigationPathSyntax.caseName(expression) { return .named(name) }
        // A field of a listed item: `item.route`.
        if let value = parameters[expression.trimmedText.filter({ !$0.isWhitespace })] { return value }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let value = parameters[reference.baseName.text] { return value }
        return .unreadable(expression.trimmedText)
    }

    /// The spec step of an action; nil (and a line in the report) when its route is unreadable.
    /// A pop names the screen it is made on: the coordinator whose stack holds that screen is
    /// found later, as for a UIKit screen popping its own navigation controller.
    func step(_ action: PathAction, navigator: PathNavigator, from screen: String, builders: [String: [String: String]], source: SourceReference, unresolved: inout [ScannedApp.Unresolved]) -> ScannedApp.Step? {
        func destination(_ value: RouteValue, _ verb: String) -> String? {
            switch value {
            case .unreadable(let text):
                unresolved.append(.init(source: source, message: "\(navigator.name) is asked to \(verb) `\(text)`, a route only known at run time: the screen is not read"))
                return nil
            case .named(let route):
                guard let view = self.destination(route, navigator: navigator, builders: builders) else {
                    unresolved.append(.init(source: source, message: "\(navigator.name) is asked to \(verb) .\(route), which no destination builder scan read maps to a view"))
                    return nil
                }
                return view
            }
        }
        switch action {
        case .push(let value): return destination(value, "push").map { .init(kind: "push", target: $0) }
        case .present(let value): return destination(value, "present").map { .init(kind: "present", target: $0) }
        case .pop: return .init(kind: "pop", target: screen)
        case .popToRoot: return .init(kind: "popToRoot", target: screen)
        case .dismiss: return .init(kind: "dismiss", target: "")
        }
    }

    /// The closure a node sits in, inside the body being read.
    static func innermostClosure(around node: Syntax) -> ClosureExprSyntax? {
        var current = node.parent
        while let next = current, !next.is(FunctionDeclSyntax.self) {
            if let closure = next.as(ClosureExprSyntax.self) { return closure }
            current = next.parent
        }
        return nil
    }

    /// What runs a closure no control names: the call it is handed to (`OpenURLAction`,
    /// `onAppear`, `task`); nil outside a closure.
    static func closureTrigger(around node: Syntax) -> String? {
        guard let closure = innermostClosure(around: node) else { return nil }
        var call = closure.parent?.as(FunctionCallExprSyntax.self)
        if call == nil, let argument = closure.parent?.as(LabeledExprSyntax.self) { call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) }
        guard let call else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
