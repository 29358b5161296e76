import SwiftSyntax

/// SwiftUI navigation a view declares itself: a `NavigationStack` / `NavigationView` without a
/// coordinator's path (its root is the view inside it; the view declaring it owns it, as a
/// coordinator owns a stack), `NavigationLink`s, `.navigationDestination(isPresented:/item:)`,
/// `NavigationLink(value:)` with `.navigationDestination(for:)`, and `.sheet` /
/// `.fullScreenCover` / `.popover`: each is a transition from the view declaring it (or, for a
/// component such as a row, from the screen that shows it), triggered by the link or the button
/// setting the modifier's binding.
extension Inference {
    /// One push, present or pop a view declares.
    private struct PlainAction {
        var from: String
        var trigger: String
        var step: ScannedApp.Step
        var source: SourceReference
        /// How a presentation covers the screen (`fullScreen` for `.fullScreenCover`).
        var style: String? = nil
    }

    /// Adds the stacks and transitions views declare themselves; what it cannot read goes in
    /// `unresolved` with its place. `builders` maps route cases to views (a link's value may be a
    /// route case); `navigators` are the coordinators and routers holding paths, `shared` the router
    /// types each stack holds one of.
    func readPlainNavigation(
        _ coordinators: inout [ScannedApp.Coordinator], _ transitions: inout [ScannedApp.Transition],
        builders: [String: [String: String]], navigators: [PathNavigator], shared: Set<String>, unresolved: inout [ScannedApp.Unresolved]
    ) {
        let navigatorNames = Set(navigators.map(\.name))
        let valueViews = valueDestinations()
        var stacks: [(view: String, owner: String, root: String, source: SourceReference)] = []
        var actions: [PlainAction] = []
        for name in catalog.order {
            guard let type = catalog[name], type.kind == .struct || type.kind == .class, !navigatorNames.contains(name) else { continue }
            let held = heldNavigators(in: type, navigators: navigators)
            var ownPaths: Set<String> = []
            var ownRoot: String?
            for (body, path) in placedBodies(of: name) {
                for call in body.descendants(FunctionCallExprSyntax.self) {
                    let source = catalog.reference(call, in: path)
                    if let host = Roles.hostName(of: call), PlainNavigationSyntax.stacks.contains(host) {
                        guard let owned = plainStack(call, in: type, held: held, shared: shared) else { continue }
                        if case .ownPath(let property) = owned { ownPaths.insert(property) }
                        guard PlainNavigationSyntax.enclosingContent(of: Syntax(call)) == nil, !stacks.contains(where: { $0.view == name }) else { continue }
                        if let root = plainRoot(of: call, owner: name) {
                            stacks.append((name, plainStackOwner(of: type), root, source))
                            ownRoot = root
                        } else {
                            unresolved.append(.init(source: source, message: "the root view of the \(host) in \(name) is not one scan can name: its stack is left out"))
                        }
                        continue
                    }
                    guard let declared = PlainNavigationSyntax.declared(call) else { continue }
                    if case .binding(let property, _) = declared.trigger, let base = property.split(separator: ".").first.map(String.init),
                       property.contains("."), held[base] != nil {
                        continue  // a coordinator's sheet or path: read with the coordinator
                    }
                    if let outer = PlainNavigationSyntax.enclosingContent(of: Syntax(call)) {
                        unresolved.append(.init(source: source, message: "\(declared.written) in \(name) sits in the content of a \(outer) written inline, not a view scan can name as a screen: it is not read"))
                        continue
                    }
                    guard let target = destination(of: declared, in: name, builders: builders, valueViews: valueViews, source: source, unresolved: &unresolved) else { continue }
                    let step = ScannedApp.Step(kind: declared.kind == .push ? "push" : "present", target: target)
                    let style = declared.written == ".fullScreenCover" ? "fullScreen" : nil
                    // A modifier on the stack's root view acts from that screen.
                    let from = ownRoot.flatMap { root in modifiedView(declared.call) == root ? root : nil } ?? name
                    for trigger in triggers(of: declared, in: name) {
                        actions.append(PlainAction(from: from, trigger: trigger.name, step: step, source: trigger.source ?? source, style: style))
                    }
                }
            }
            actions += ownPathActions(in: name, paths: ownPaths, builders: builders, valueViews: valueViews, unresolved: &unresolved)
        }
        var roots: [String: (owner: String, root: String)] = [:]
        for stack in stacks {
            if let index = coordinators.firstIndex(where: { $0.name == stack.owner }) {
                // A coordinator's view wrapping its screen in a stack: the coordinator's stack.
                guard coordinators[index].container == nil, stack.owner != stack.view else { continue }
                coordinators[index].container = .stack([stack.root])
            } else {
                coordinators.append(ScannedApp.Coordinator(name: stack.owner, declaredAs: nil, container: .stack([stack.root]), source: stack.source))
            }
            roots[stack.view] = (stack.owner, stack.root)
        }
        let presented = appendPlainTransitions(actions, coordinators: coordinators, roots: roots, to: &transitions)
        placePresentedStacks(presented, in: &coordinators, transitions: transitions)
        popPushedDismissals(&transitions)
    }

    // MARK: - Stacks

    /// How a view owns a `NavigationStack` it declares.
    enum PlainStack: Equatable {
        /// Without a path, or bound to one router of a type several stacks each hold one of.
        case own
        /// Bound to a path the view holds itself (`@State var path = NavigationPath()`).
        case ownPath(String)
    }

    /// Whether a `NavigationStack` is the view's own; nil when a coordinator or router owns it.
    func plainStack(_ call: FunctionCallExprSyntax, in type: TypeDecl, held: [String: String], shared: Set<String>) -> PlainStack? {
        guard let argument = call.arguments.first(where: { $0.label?.text == "path" })?.expression else { return .own }
        guard let binding = NavigationPathSyntax.binding(argument) else { return nil }
        guard let base = binding.base else {
            return type.properties.contains { $0.name == binding.property && $0.getter == nil } ? .ownPath(binding.property) : nil
        }
        guard let navigator = held[base], shared.contains(navigator) else { return nil }
        return .own
    }

    /// Router types one view binds several stacks to, one instance each (a router per tab): each
    /// stack is the view's or the tab's, not the router type's.
    func sharedNavigators(_ navigators: [PathNavigator]) -> Set<String> {
        var bases: [String: Set<String>] = [:]
        for name in catalog.order {
            guard let type = catalog[name] else { continue }
            let held = heldNavigators(in: type, navigators: navigators)
            for body in bodies(of: name) {
                for call in body.descendants(FunctionCallExprSyntax.self) where Roles.hostName(of: call) == "NavigationStack" {
                    guard let argument = call.arguments.first(where: { $0.label?.text == "path" })?.expression,
                          let base = NavigationPathSyntax.binding(argument)?.base, let navigator = held[base] else { continue }
                    bases[navigator, default: []].insert("\(name).\(base)")
                }
            }
        }
        return Set(bases.filter { $0.value.count > 1 }.keys)
    }

    /// The stack's root: the view of the app its content starts with, or the declaring view itself
    /// when the content is SwiftUI's own views (a `List` written inline); nil for a view only known
    /// at run time.
    func plainRoot(of call: FunctionCallExprSyntax, owner: String) -> String? {
        guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { return nil }
        if let view = PlainNavigationSyntax.shownView(closure.statements, catalog: catalog) { return view }
        guard let first = closure.statements.first?.item.as(ExprSyntax.self), let call = PlainNavigationSyntax.baseCall(of: first),
              let host = Roles.hostName(of: call), Roles.swiftUIViews.contains(host) else { return nil }
        return owner
    }

    /// The coordinator a view owning a stack stands for: the one coordinator it holds (a
    /// coordinator's view: `@ObservedObject var coordinator: ProfileCoordinator`), else the view.
    func plainStackOwner(of type: TypeDecl) -> String {
        let held = Set(type.properties.compactMap { property -> String? in
            guard !property.isStatic, property.getter == nil, let name = property.type?.name ?? property.initializer.flatMap({ Roles.viewType(of: $0) }),
                  roles.isCoordinator(name) else { return nil }
            return name
        })
        return held.count == 1 ? held.first! : type.name
    }

    /// The view of the app a modifier is applied to (`ProfileView(…).sheet(…)` → `ProfileView`).
    private func modifiedView(_ call: FunctionCallExprSyntax) -> String? {
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
        return Roles.viewType(of: base).flatMap { Roles.swiftUIViews.contains($0) ? nil : $0 }
    }

    // MARK: - Destinations

    /// `.navigationDestination(for: Item.self) { ItemView(item: $0) }`: the one view a value type
    /// is shown with, with the view declaring it.
    private func valueDestinations() -> [String: [(view: String, declaredIn: String)]] {
        var found: [String: [(view: String, declaredIn: String)]] = [:]
        for name in catalog.order {
            for body in bodies(of: name) {
                for call in body.descendants(FunctionCallExprSyntax.self) {
                    guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "navigationDestination",
                          let type = call.arguments.first(where: { $0.label?.text == "for" })?.expression.trimmedDescription,
                          let content = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "destination" })?.expression.as(ClosureExprSyntax.self),
                          content.descendants(SwitchExprSyntax.self).isEmpty,
                          let view = PlainNavigationSyntax.shownView(content.statements, catalog: catalog) else { continue }
                    let valueType = type.hasSuffix(".self") ? String(type.dropLast(5)) : type
                    found[valueType, default: []].append((view, name))
                }
            }
        }
        return found
    }

    /// The view a link or modifier shows; nil (and a line in the report) when scan cannot name it.
    private func destination(
        of declared: PlainNavigationSyntax.Declared, in owner: String, builders: [String: [String: String]],
        valueViews: [String: [(view: String, declaredIn: String)]], source: SourceReference, unresolved: inout [ScannedApp.Unresolved]
    ) -> String? {
        if let content = declared.content {
            if let view = PlainNavigationSyntax.shownView(content, catalog: catalog) { return view }
            unresolved.append(.init(source: source, message: "\(declared.written) in \(owner) shows `\(Self.abridged(content.trimmedDescription))`, not a view of the app scan can name: it is not read"))
            return nil
        }
        guard let value = declared.value else {
            unresolved.append(.init(source: source, message: "\(declared.written) in \(owner) names no destination scan can read: it is not read"))
            return nil
        }
        if let view = valueView(value, in: owner, builders: builders, valueViews: valueViews) { return view }
        unresolved.append(.init(source: source, message: "\(declared.written)(value: \(Self.abridged(value.trimmedDescription))) in \(owner) pushes a value no navigationDestination scan read maps to one view: it is not read"))
        return nil
    }

    /// The view a pushed value is shown with: a route case's builder, else the one
    /// `.navigationDestination(for:)` declared in the same view, else the only one in the app.
    private func valueView(_ value: ExprSyntax, in owner: String, builders: [String: [String: String]], valueViews: [String: [(view: String, declaredIn: String)]]) -> String? {
        if let route = NavigationPathSyntax.caseName(value) {
            let type = value.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
                ?? value.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
            if let type, let view = builders[type]?[route] { return view }
            let any = Set(builders.values.compactMap { $0[route] })
            if any.count == 1 { return any.first }
        }
        let own = Set(valueViews.values.flatMap { $0 }.filter { $0.declaredIn == owner }.map(\.view))
        if own.count == 1 { return own.first }
        let all = Set(valueViews.values.flatMap { $0 }.map(\.view))
        return all.count == 1 ? all.first : nil
    }

    // MARK: - Triggers

    /// What sets a link or modifier off: the link's label; the buttons (or methods) that set its
    /// binding, else the binding's name.
    private func triggers(of declared: PlainNavigationSyntax.Declared, in owner: String) -> [(name: String, source: SourceReference?)] {
        switch declared.trigger {
        case .link(let title):
            return [(title ?? "NavigationLink", nil)]
        case .binding(let property, _):
            var found: [(name: String, source: SourceReference?)] = []
            for (body, path) in placedBodies(of: owner) {
                for setter in PlainNavigationSyntax.setters(of: property, in: body) {
                    let name = NavigationPathSyntax.trigger(around: setter, catalog: catalog) ?? property
                    if !found.contains(where: { $0.name == name }) { found.append((name, catalog.reference(setter, in: path))) }
                }
            }
            return found.isEmpty ? [(property, nil)] : found
        }
    }

    /// Pushes and pops on a path the view holds itself: `path.append(item)`, `path.removeLast()`.
    private func ownPathActions(
        in owner: String, paths: Set<String>, builders: [String: [String: String]],
        valueViews: [String: [(view: String, declaredIn: String)]], unresolved: inout [ScannedApp.Unresolved]
    ) -> [PlainAction] {
        guard !paths.isEmpty else { return [] }
        var found: [PlainAction] = []
        for (body, path) in placedBodies(of: owner) {
            for call in body.descendants(FunctionCallExprSyntax.self) {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      let base = member.base?.trimmedDescription.replacingOccurrences(of: "self.", with: ""), paths.contains(base) else { continue }
                let source = catalog.reference(call, in: path)
                let trigger = NavigationPathSyntax.trigger(around: Syntax(call), catalog: catalog) ?? "body"
                switch member.declName.baseName.text {
                case "append":
                    guard let value = call.arguments.first?.expression else { continue }
                    if let view = valueView(value, in: owner, builders: builders, valueViews: valueViews) {
                        found.append(PlainAction(from: owner, trigger: trigger, step: .init(kind: "push", target: view), source: source))
                    } else {
                        unresolved.append(.init(source: source, message: "\(owner) appends `\(Self.abridged(value.trimmedDescription))` to its path `\(base)`, a value no navigationDestination scan read maps to one view: the push is not read"))
                    }
                case "removeLast":
                    found.append(PlainAction(from: owner, trigger: trigger, step: .init(kind: "pop", target: owner), source: source))
                case "removeAll":
                    found.append(PlainAction(from: owner, trigger: trigger, step: .init(kind: "popToRoot", target: owner), source: source))
                default:
                    continue
                }
            }
        }
        return found
    }

    // MARK: - Transitions

    /// One transition per view and trigger, steps in order; an action declared in a view no stack,
    /// tab or step shows (a row, a card) starts on each screen that shows that view. Presenting a
    /// view that owns a stack presents that stack's root; the presentations of such views are
    /// returned (owner, presenting screen, style, where).
    private func appendPlainTransitions(
        _ actions: [PlainAction], coordinators: [ScannedApp.Coordinator], roots: [String: (owner: String, root: String)], to transitions: inout [ScannedApp.Transition]
    ) -> [ShownStack] {
        var presented: [ShownStack] = []
        var placed = Set(coordinators.flatMap { Self.screenNames(in: $0.container) })
        for transition in transitions { placed.formUnion([transition.from].compactMap { $0 } + transition.steps.map(\.target)) }
        placed.formUnion(actions.map(\.step.target))
        let embedders = self.embedders()
        var order: [String] = []
        var grouped: [String: (from: String, trigger: String, steps: [ScannedApp.Step], source: SourceReference)] = [:]
        for action in actions {
            for from in screens(showing: action.from, placed: placed, embedders: embedders) {
                let key = "\(from)\u{0}\(action.trigger)"
                if grouped[key] == nil {
                    order.append(key)
                    grouped[key] = (from, action.trigger, [], action.source)
                }
                var step = action.step
                if step.kind.hasPrefix("pop"), step.target == action.from { step.target = from }
                if ["present", "push"].contains(step.kind), let shown = roots[step.target] {
                    presented.append(ShownStack(owner: shown.owner, from: from, pushed: step.kind == "push", style: action.style, source: action.source))
                    step.target = shown.root
                }
                if !grouped[key]!.steps.contains(step) { grouped[key]!.steps.append(step) }
            }
        }
        var ids = Set(transitions.map(\.id))
        for key in order {
            let entry = grouped[key]!
            transitions.append(ScannedApp.Transition(
                id: uniqueID(Self.kebab(entry.trigger), &ids), from: entry.from, entryPoint: nil, trigger: entry.trigger, steps: entry.steps, source: entry.source
            ))
        }
        return presented
    }

    /// A stack shown by a step: whose it is, the screen it is shown from, and how.
    private struct ShownStack {
        var owner: String
        var from: String
        /// Pushed onto the screen's stack (a view wrapping its screen in a stack of its own,
        /// pushed); else presented.
        var pushed: Bool
        var style: String?
        var source: SourceReference
    }

    /// A view owning a stack that a screen presents is presented from that screen (pushed, it
    /// pushes onto that screen's stack), and a child of the coordinator (or view) whose container
    /// holds the screen.
    private func placePresentedStacks(_ presented: [ShownStack], in coordinators: inout [ScannedApp.Coordinator], transitions: [ScannedApp.Transition]) {
        guard !presented.isEmpty else { return }
        var holder: [String: String] = [:]
        for node in coordinators {
            for screen in Self.screenNames(in: node.container) where holder[screen] == nil { holder[screen] = node.name }
        }
        var changed = true
        while changed {
            changed = false
            for transition in transitions {
                guard let from = transition.from, let owner = holder[from] else { continue }
                for step in transition.steps where step.kind == "push" && holder[step.target] == nil {
                    holder[step.target] = owner
                    changed = true
                }
            }
        }
        for presentation in presented {
            guard let index = coordinators.firstIndex(where: { $0.name == presentation.owner }), coordinators[index].presentation == nil,
                  coordinators[index].pushesOnto == nil else { continue }
            let parent = holder[presentation.from]
            if !presentation.pushed {
                coordinators[index].presentation = .init(from: presentation.from, style: presentation.style, source: presentation.source)
            } else if let parent, parent != presentation.owner, let host = coordinators.first(where: { $0.name == parent }), case .stack = host.container {
                coordinators[index].pushesOnto = parent
            }
            if let parent = holder[presentation.from], parent != presentation.owner, let at = coordinators.firstIndex(where: { $0.name == parent }),
               !coordinators[at].children.contains(where: { $0.coordinator == presentation.owner }) {
                coordinators[at].children.append(.init(property: nil, coordinator: presentation.owner, source: presentation.source))
            }
        }
    }

    /// The screens a view is part of: itself when something shows it as a screen, else the
    /// screens whose bodies show it (through other components), else itself.
    private func screens(showing view: String, placed: Set<String>, embedders: [String: [String]]) -> [String] {
        guard !placed.contains(view) else { return [view] }
        var found: [String] = []
        var seen: Set<String> = [view]
        var queue = [view]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            for outer in embedders[current] ?? [] where seen.insert(outer).inserted {
                if placed.contains(outer) { found.append(outer) } else { queue.append(outer) }
            }
        }
        return found.isEmpty ? [view] : found
    }

    /// View → the views whose bodies construct it, in declaration order.
    private func embedders() -> [String: [String]] {
        var result: [String: [String]] = [:]
        for name in catalog.order {
            guard let type = catalog[name], type.kind == .struct || type.kind == .class else { continue }
            for body in bodies(of: name) {
                for call in body.descendants(FunctionCallExprSyntax.self) {
                    guard let host = Roles.hostName(of: call), host != name, host.first?.isUppercase == true, catalog[host]?.kind == .struct || catalog[host]?.kind == .class,
                          !(result[host] ?? []).contains(name) else { continue }
                    result[host, default: []].append(name)
                }
            }
        }
        return result
    }

    /// SwiftUI's `dismiss()` pops a view that is pushed: a dismissal from a view some step pushes
    /// and none presents is a pop.
    private func popPushedDismissals(_ transitions: inout [ScannedApp.Transition]) {
        let steps = transitions.flatMap(\.steps)
        let pushed = Set(steps.filter { $0.kind == "push" }.map(\.target))
        let presented = Set(steps.filter { $0.kind == "present" }.map(\.target))
        for index in transitions.indices {
            guard let from = transitions[index].from, pushed.contains(from), !presented.contains(from), catalog[from]?.kind == .struct else { continue }
            for step in transitions[index].steps.indices where transitions[index].steps[step].kind == "dismiss" {
                transitions[index].steps[step] = .init(kind: "pop", target: from)
            }
        }
    }

    /// A long expression cut for the report.
    static func abridged(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return flat.count > 60 ? String(flat.prefix(57)) + "…" : flat
    }
}
