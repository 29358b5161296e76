import CoordVizCore

/// Joins the documents of one spec (a single file, or one file per feature) into the
/// ``ArchitectureModel`` they declare: resolves every name across files, reports unknown ones
/// with a suggestion, infers the root when it is unambiguous, and records where each element is
/// written in a ``SpecSourceMap``.
struct SpecLinker {
    private(set) var diagnostics: [SpecDiagnostic] = []
    private(set) var sourceMap: SpecSourceMap
    /// Transitions not to play: a step was left out or a name in them is unknown.
    private(set) var unplayable: Set<String> = []

    private let definitions: Definitions
    private var coordinatorNames: [String] = []
    /// Every screen named anywhere, with where it is first named.
    private var screenNames: [(name: String, location: SourceLocation)] = []

    init(_ documents: [SpecDocument], files: [String]) {
        definitions = Definitions(documents)
        diagnostics = definitions.diagnostics
        sourceMap = SpecSourceMap(files: files)
    }

    /// The coordinator whose stack lists each screen first.
    private var stackOfScreen: [String: String] = [:]

    mutating func link() -> ArchitectureModel {
        coordinatorNames = definitions.coordinators.map(\.name.value)
        collectScreenNames()
        var model = ArchitectureModel(app: definitions.app?.value ?? "App")
        sourceMap.record(.app, at: definitions.app?.location)
        sourceMap.record(.coordinators, at: definitions.coordinatorsKey)
        for declaration in definitions.coordinators { model.coordinators.append(coordinatorNode(declaration)) }
        model.root = resolveRoot(model.coordinators)
        model.coordinators = Self.ordered(model.coordinators, root: model.root)
        model.screens = screenNodes(in: model)
        model.transitions = definitions.transitions.map { transition(from: $0, in: model) }
        model.deepLinks = definitions.deepLinks.map { deepLink(from: $0, in: model) }
        return model
    }

    // MARK: Coordinators

    private mutating func coordinatorNode(_ declaration: CoordinatorDeclaration) -> CoordinatorNode {
        let id = declaration.name.value
        var node = CoordinatorNode(id: id, typeName: id, declaredAs: declaration.declaredAs?.value)
        sourceMap.record(.coordinator(id), at: declaration.name.location)
        sourceMap.record(.declaredAs(coordinator: id), at: declaration.declaredAs?.location)
        sourceMap.record(.children(of: id), at: declaration.childrenKey)
        for child in declaration.children {
            requireCoordinator(child.coordinator)
            node.children.append(ChildLink(property: child.property, coordinator: child.coordinator.value))
            sourceMap.record(.child(of: id, coordinator: child.coordinator.value), at: child.coordinator.location)
        }
        guard let container = declaration.container else { return node }
        sourceMap.record(.container(of: id), at: container.key)
        switch container.kind {
        case .tabs(let declared):
            var tabs: [Tab] = []
            for (index, tab) in declared.enumerated() {
                sourceMap.record(.tab(of: id, index: index), at: tab.location)
                if let coordinator = tab.coordinator {
                    requireCoordinator(coordinator)
                    sourceMap.record(.child(of: id, coordinator: coordinator.value), at: coordinator.location)
                    if !node.children.contains(where: { $0.coordinator == coordinator.value }) {
                        node.children.append(ChildLink(property: "", coordinator: coordinator.value))
                    }
                }
                tabs.append(Tab(
                    index: index, title: tab.title?.value, icon: tab.icon,
                    viewControllerType: tab.screen?.value ?? tabContentType(tab.coordinator?.value),
                    coordinator: tab.coordinator?.value, screen: tab.screen?.value
                ))
            }
            node.container = .tabBar(TabBar(property: "rootViewController", tabs: tabs))
        case .stack(let screens):
            for screen in screens {
                if let other = stackOfScreen[screen.value], other != id {
                    diagnostics.append(SpecDiagnostic(
                        .duplicateScreen,
                        "'\(screen.value)' is already in the stack of '\(other)'; a screen belongs to one coordinator's stack: give each place its own name (e.g. \(screen.value)In\(id)) or move it to the coordinator that pushes it",
                        at: screen.location
                    ))
                } else {
                    stackOfScreen[screen.value] = id
                }
            }
            node.container = .navigationStack(NavigationStack(property: "rootViewController", screens: [], declaredScreens: screens.map(\.value)))
        case .screen(let screen):
            node.container = .single(SingleScreen(typeName: screen.value, property: "rootViewController", screen: screen.value))
        }
        return node
    }

    /// The view controller a tab shows for a coordinator: its container's type.
    private func tabContentType(_ coordinator: String?) -> String {
        switch definitions.coordinators.first(where: { $0.name.value == coordinator })?.container?.kind {
        case .tabs: "UITabBarController"
        case .screen(let screen): screen.value
        case .stack, nil: "UINavigationController"
        }
    }

    private mutating func resolveRoot(_ coordinators: [CoordinatorNode]) -> String? {
        if let root = definitions.root {
            requireCoordinator(root)
            sourceMap.record(.root, at: root.location)
            return root.value
        }
        let held = Set(coordinators.flatMap { $0.children.compactMap(\.coordinator) })
        let parentless = coordinators.filter { !held.contains($0.id) }.map(\.id)
        if parentless.count > 1 {
            let location = definitions.coordinatorsKey ?? sourceMap.fallback
            let names = parentless.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.append(SpecDiagnostic(
                .missingRoot,
                "the spec has no 'root' and \(parentless.count) coordinators have no parent (\(names)); add 'root: \(parentless[0])' (or whichever starts the app)",
                at: location
            ))
        }
        return parentless.first ?? coordinators.first?.id
    }

    /// Root first, then breadth first through children; coordinators nobody holds come last.
    static func ordered(_ coordinators: [CoordinatorNode], root: String?) -> [CoordinatorNode] {
        var result: [CoordinatorNode] = []
        var seen: Set<String> = []
        var queue = root.map { [$0] } ?? []
        while !queue.isEmpty {
            let id = queue.removeFirst()
            guard seen.insert(id).inserted, let node = coordinators.first(where: { $0.id == id }) else { continue }
            result.append(node)
            queue += node.children.compactMap(\.coordinator)
        }
        return result + coordinators.filter { !seen.contains($0.id) }
    }

    // MARK: Screens

    private mutating func collectScreenNames() {
        func note(_ screen: Located<String>) {
            if !screenNames.contains(where: { $0.name == screen.value }) { screenNames.append((screen.value, screen.location)) }
        }
        definitions.screens.map(\.name).forEach(note)
        for coordinator in definitions.coordinators {
            switch coordinator.container?.kind {
            case .stack(let screens): screens.forEach(note)
            case .screen(let screen): note(screen)
            case .tabs(let tabs): tabs.compactMap(\.screen).forEach(note)
            case nil: break
            }
        }
    }

    /// Screens described under `screens` first, in file order; then those only named in
    /// containers, in the order the (ordered) coordinators hold them.
    private mutating func screenNodes(in model: ArchitectureModel) -> [ScreenNode] {
        var order = definitions.screens.map(\.name.value)
        for coordinator in model.coordinators {
            switch coordinator.container {
            case .navigationStack(let stack): order += stack.allScreens.filter { !order.contains($0) }
            case .single(let single) where !order.contains(single.screen): order.append(single.screen)
            case .tabBar(let bar): order += bar.tabs.compactMap(\.screen).filter { !order.contains($0) }
            default: break
            }
        }
        for (name, location) in screenNames { sourceMap.record(.screen(name), at: location) }
        return order.map { id in
            let declaration = definitions.screens.first { $0.name.value == id }
            if let coordinator = declaration?.coordinator { requireCoordinator(coordinator) }
            let owner = model.owner(ofScreen: id)?.id
            return ScreenNode(id: id, typeName: id, title: declaration?.title, coordinator: declaration?.coordinator?.value ?? owner, isLive: false)
        }
    }

    // MARK: Transitions and deep links

    private mutating func transition(from declaration: TransitionDeclaration, in model: ArchitectureModel) -> Transition {
        let id = declaration.id.value
        sourceMap.record(.transition(id), at: declaration.location)
        var resolved = !declaration.isDamaged
        resolved = requireScreen(declaration.source) && resolved
        var steps: [Step] = []
        for (index, step) in declaration.steps.enumerated() {
            sourceMap.record(.step(transition: id, index: index), at: step.location)
            if let target = step.target {
                switch step.kind.targetKind {
                case .tab: resolved = requireTab(target, in: model) && resolved
                case .screen: resolved = requireScreen(target) && resolved
                case .coordinator: resolved = requireCoordinator(target) && resolved
                case .none: break
                }
            }
            steps.append(Step(step.kind, step.target?.value))
        }
        if !resolved { unplayable.insert(id) }
        return Transition(id: id, source: declaration.source.value, trigger: declaration.trigger, steps: steps)
    }

    private mutating func deepLink(from declaration: DeepLinkDeclaration, in model: ArchitectureModel) -> DeepLink {
        sourceMap.record(.deepLink(declaration.url.value), at: declaration.url.location)
        if let handler = declaration.handler { requireCoordinator(handler) }
        if let transition = declaration.transition, model.transition(transition.value) == nil {
            unknown(.unknownTransition, "transition", transition, among: model.transitions.map(\.id), hint: "declare it under 'transitions'")
        }
        return DeepLink(pattern: declaration.url.value, handler: declaration.handler?.value, transition: declaration.transition?.value)
    }

    // MARK: Names

    @discardableResult
    private mutating func requireCoordinator(_ name: Located<String>) -> Bool {
        guard !coordinatorNames.contains(name.value) else { return true }
        unknown(.unknownCoordinator, "coordinator", name, among: coordinatorNames, hint: "define it under 'coordinators'")
        return false
    }

    private mutating func requireScreen(_ name: Located<String>) -> Bool {
        guard !screenNames.contains(where: { $0.name == name.value }) else { return true }
        unknown(.unknownScreen, "screen", name, among: screenNames.map(\.name), hint: "list it in a coordinator's 'stack' or under 'screens'")
        return false
    }

    /// A `switchTab` target: a tab's title, or the coordinator or screen it shows.
    private mutating func requireTab(_ name: Located<String>, in model: ArchitectureModel) -> Bool {
        guard let bar = model.mainTabBar?.tabBar else {
            diagnostics.append(SpecDiagnostic(.unknownTab, "unknown tab '\(name.value)'; the spec declares no tab bar (a coordinator with 'tabs')", at: name.location))
            return false
        }
        let names = bar.tabs.flatMap { [$0.title, $0.coordinator, $0.screen].compactMap { $0 } }
        guard !names.contains(name.value) else { return true }
        let titles = bar.tabs.compactMap { tab in (tab.title ?? tab.coordinator ?? tab.screen).map { "'\($0)'" } }.joined(separator: ", ")
        var message = Suggestion.appending(to: "unknown tab '\(name.value)'", for: name.value, among: names)
        if !message.hasSuffix("?") { message += "; the tabs are \(titles)" }
        diagnostics.append(SpecDiagnostic(.unknownTab, message, at: name.location))
        return false
    }

    private mutating func unknown(_ id: DiagnosticID, _ kind: String, _ name: Located<String>, among known: [String], hint: String) {
        var message = Suggestion.appending(to: "unknown \(kind) '\(name.value)'", for: name.value, among: known)
        if !message.hasSuffix("?") { message += "; \(hint)" }
        diagnostics.append(SpecDiagnostic(id, message, at: name.location))
    }
}
