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
    struct PlainAction {
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
                    guard let declared = PlainNavigationSyntax.declared(call), !Self.selectsInSidebar(declared) else { continue }
                    if case .binding(let property, _) = declared.trigger, let base = property.split(separator: ".").first.map(String.init),
                       property.contains("."), held[base] != nil {
                        continue  // a coordinator's sheet or path: read with the coordinator
                    }
                    if let outer = PlainNavigationSyntax.enclosingContent(of: Syntax(call)) {
                        unresolved.append(.init(source: source, message: "\(declared.written) in \(name) sits in the content of a \(outer) written inline, not a view scan can name as a screen: it is not read"))
                        continue
                    }
                    // `NavigationLink(value: item.route)` in a ForEach over a menu of routes: a link per item.
                    if let value = declared.value, let items = listedItems(around: Syntax(value), in: type), !items.isEmpty {
                        actions += listedLinks(value, items: items, from: name, builders: builders, path: path, unresolved: &unresolved)
                        continue
                    }
                    guard let target = destination(of: declared, in: name, builders: builders, valueViews: valueViews, source: source, unresolved: &unresolved) else { continue }
                    let step = ScannedApp.Step(kind: declared.kind == .push ? "push" : "present", target: target)
                    let style = declared.written == ".fullScreenCover" ? "fullScreen" : nil
                    // A modifier on the stack's root view acts from that screen.
                    let from = ownRoot.flatMap { root in modifiedView(declared.call) == root ? root : nil } ?? name
                    for trigger in triggers(of: declared, in: name) {
                        actions.append(PlainAction(from: trigger.from ?? from, trigger: trigger.name, step: step, source: trigger.source ?? source, style: style))
                    }
                    // The presented screen closing itself through a callback: `LoginView(onClose: { showsLogin = false })`.
                    if case .binding(let property, _) = declared.trigger, declared.kind == .present {
                        for clearer in PlainNavigationSyntax.clearers(of: property, in: body) {
                            for site in callbackSites(of: clearer, in: name) where site.view == target {
                                actions.append(PlainAction(from: target, trigger: site.label, step: .init(kind: "dismiss", target: ""), source: catalog.reference(clearer, in: path)))
                            }
                        }
                    }
                }
            }
            actions += ownPathActions(in: name, paths: ownPaths, builders: builders, valueViews: valueViews, unresolved: &unresolved)
        }
        var roots: [String: (owner: String, root: String)] = [:]
        for stack in stacks {
            if let index = coordinators.firstIndex(where: { $0.name == stack.owner }) {
                // A coordinator's view wrapping its screen in a stack: the coordinator's stack.
                // So is the stack a coordinator that is a view (`struct AuthCoordinator: View`) declares.
                guard coordinators[index].container == nil, stack.owner != stack.view || roles.isCoordinatorView(stack.view) else { continue }
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
        // A library's own stack started with a route (Stinsen's `NavigationStack(initial: \X.start)`) draws no view here.
        guard !call.arguments.contains(where: { $0.label?.text == "initial" }) else { return nil }
        guard let argument = call.arguments.first(where: { $0.label?.text == "path" })?.expression else { return .own }
        guard let binding = boundPath(argument, in: type.name) else { return nil }
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
                          let base = boundPath(argument, in: name)?.base, let navigator = held[base] else { continue }
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
                          let type = call.arguments.first(where: { $0.label?.text == "for" })?.expression.trimmedText,
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
            unresolved.append(.init(source: source, message: "\(declared.written) in \(owner) shows `\(Self.abridged(content.trimmedText))`, not a view of the app scan can name: it is not read"))
            return nil
        }
        guard let value = declared.value else {
            unresolved.append(.init(source: source, message: "\(declared.written) in \(owner) names no destination scan can read: it is not read"))
            return nil
        }
        if let view = valueView(value, in: owner, builders: builders, valueViews: valueViews) { return view }
        unresolved.append(.init(source: source, message: "\(declared.written)(value: \(Self.abridged(value.trimmedText))) in \(owner) pushes a value no navigationDestination scan read maps to one view: it is not read"))
        return nil
    }

    /// The view a pushed value is shown with: a route case's builder, else the one
    /// `.navigationDestination(for:)` declared in the same view, else the only one in the app.
    private func valueView(_ value: ExprSyntax, in owner: String, builders: [String: [String: String]], valueViews: [String: [(view: String, declaredIn: String)]]) -> String? {
        if let route = NavigationPathSyntax.caseName(value) {
            let type = value.as(MemberAccessExprSyntax.self)?.base?.trimmedText
                ?? value.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedText
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
    private func triggers(of declared: PlainNavigationSyntax.Declared, in owner: String) -> [(name: String, source: SourceReference?, from: String?)] {
        switch declared.trigger {
        case .link(let title):
            return [(title ?? "NavigationLink", nil, nil)]
        case .binding(let property, _):
            var found: [(name: String, source: SourceReference?, from: String?)] = []
            for (body, path) in placedBodies(of: owner) {
                for setter in PlainNavigationSyntax.setters(of: property, in: body) {
                    // A setter in a callback handed to a screen is set off from that screen.
                    let sites = callbackSites(of: setter, in: owner)
                    let setBy: [(name: String, from: String?)] = sites.isEmpty
                        ? [(NavigationPathSyntax.trigger(around: setter, catalog: catalog) ?? property, nil)] : sites.map { ($0.label, $0.view) }
                    for (name, from) in setBy where !found.contains(where: { $0.name == name && $0.from == from }) {
                        found.append((name, catalog.reference(setter, in: path), from))
                    }
                }
            }
            return found.isEmpty ? [(property, nil, nil)] : found
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
                      let base = member.base?.trimmedText.replacingOccurrences(of: "self.", with: ""), paths.contains(base) else { continue }
                let source = catalog.reference(call, in: path)
                // Done by the owner itself, or from each screen a callback doing it is handed to.
                let sites = callbackSites(of: Syntax(call), in: owner)
                let doers: [(from: String, trigger: String)] = sites.isEmpty
                    ? [(owner, NavigationPathSyntax.trigger(around: Syntax(call), catalog: catalog) ?? "body")] : sites.map { ($0.view, $0.label) }
                switch member.declName.baseName.text {
                case "append":
                    guard let value = call.arguments.first?.expression else { continue }
                    if let view = valueView(value, in: owner, builders: builders, valueViews: valueViews) {
                        found += doers.map { PlainAction(from: $0.from, trigger: $0.trigger, step: .init(kind: "push", target: view), source: source) }
                    } else {
                        unresolved.append(.init(source: source, message: "\(owner) appends `\(Self.abridged(value.trimmedText))` to its path `\(base)`, a value no navigationDestination scan read maps to one view: the push is not read"))
                    }
                case "removeLast":
                    found += doers.map { PlainAction(from: $0.from, trigger: $0.trigger, step: .init(kind: "pop", target: $0.from), source: source) }
                case "removeAll":
                    found += doers.map { PlainAction(from: $0.from, trigger: $0.trigger, step: .init(kind: "popToRoot", target: $0.from), source: source) }
                default:
                    continue
                }
            }
        }
        return found
    }
}
