import CoordVizCore

/// Linking coordinators: children, containers (tab bar, stack, single screen, split and page
/// views), where a container is presented, whose stack a coordinator pushes onto, conditions,
/// the initial tab and declared parent references.
extension SpecLinker {
    mutating func coordinatorNode(_ declaration: CoordinatorDeclaration) -> CoordinatorNode {
        let id = declaration.name.value
        var node = CoordinatorNode(id: id, typeName: id, declaredAs: declaration.declaredAs?.value)
        node.condition = declaration.condition
        sourceMap.record(.coordinator(id), at: declaration.name.location)
        sourceMap.record(.declaredAs(coordinator: id), at: declaration.declaredAs?.location)
        sourceMap.record(.children(of: id), at: declaration.childrenKey)
        for child in declaration.children {
            requireCoordinator(child.coordinator)
            node.children.append(ChildLink(property: child.property, coordinator: child.coordinator.value))
            sourceMap.record(.child(of: id, coordinator: child.coordinator.value), at: child.coordinator.location)
        }
        if let parent = declaration.parent, requireCoordinator(parent.target) {
            // Whether it is the actual parent is known once every coordinator is linked.
            node.backReferences = [BackReference(property: parent.property, target: parent.target.value, pointsToParent: false, strength: parent.strength)]
        }
        if let presentedFrom = declaration.presentedFrom {
            if presentedFrom.value == SpecKeys.unknownPresenter {
                node.presentation = Presentation(over: nil, style: declaration.style?.value)
                if screenNameSet.contains(SpecKeys.unknownPresenter) {
                    diagnostics.append(SpecDiagnostic(
                        .ambiguousPresenter,
                        "'presentedFrom: \(SpecKeys.unknownPresenter)' says no one knows which screen presents coordinator '\(id)'; it does not name the screen called '\(SpecKeys.unknownPresenter)'; to present it over that screen, rename the screen (e.g. 'UnknownViewController') and name it here",
                        at: presentedFrom.location
                    ))
                }
            } else if requireScreen(presentedFrom) {
                node.presentation = Presentation(over: presentedFrom.value, style: declaration.style?.value)
            }
        }
        if declaration.pushesOnto != nil {
            node.pushesOnto = stackOwner[id]
            return node
        }
        guard let container = declaration.container else { return node }
        sourceMap.record(.container(of: id), at: container.key)
        switch container.kind {
        case .tabs(let declared):
            var bar = TabBar(property: "rootViewController", tabs: declared.enumerated().map { tab(of: &node, $0.offset, $0.element) })
            bar.selectedIndex = declared.firstIndex { $0.isSelected?.value == true }
            if let initial = declaration.initialTab { bar.selectedIndex = initialTab(initial, in: bar, of: id) }
            node.container = .tabBar(bar)
        case .stack(let screens):
            if declaration.version == 1 { checkOneStack(screens, of: id) }
            let declared = layout?.screens[.coordinator(id)] ?? screens.map(\.value)
            node.container = .navigationStack(NavigationStack(property: "rootViewController", screens: [], declaredScreens: declared))
        case .screen(let screen):
            node.container = .single(SingleScreen(typeName: ScreenInstances.typeName(of: screen.value), property: "rootViewController", screen: screen.value))
        case .containment(let kind, let parts):
            var contained: [Container] = []
            var columnCoordinators: [String] = []
            for (index, part) in parts.enumerated() {
                if coordinatorNameSet.contains(part.value) {
                    columnCoordinators.append(part.value)
                    // A column or page another coordinator owns: that coordinator is a child,
                    // and its own container is drawn with it.
                    if !node.children.contains(where: { $0.coordinator == part.value }) {
                        node.children.append(ChildLink(property: "", coordinator: part.value))
                    }
                    sourceMap.record(.child(of: id, coordinator: part.value), at: part.location)
                } else {
                    let type = ScreenInstances.typeName(of: part.value)
                    contained.append(.single(SingleScreen(typeName: type, property: "viewControllers[\(index)]", screen: part.value)))
                }
            }
            let host = kind == .split ? "UISplitViewController" : "UIPageViewController"
            var containment = Containment(typeName: host, property: "rootViewController", contained: contained, kind: kind)
            if !columnCoordinators.isEmpty { containment.coordinators = columnCoordinators }
            node.container = .containment(containment)
        }
        return node
    }

    /// One tab: its coordinator (a child too), screen or plain stack, title, icon and condition.
    private mutating func tab(of node: inout CoordinatorNode, _ index: Int, _ tab: TabDeclaration) -> Tab {
        let id = node.id
        sourceMap.record(.tab(of: id, index: index), at: tab.location)
        if let coordinator = tab.coordinator {
            requireCoordinator(coordinator)
            sourceMap.record(.child(of: id, coordinator: coordinator.value), at: coordinator.location)
            if !node.children.contains(where: { $0.coordinator == coordinator.value }) {
                node.children.append(ChildLink(property: "", coordinator: coordinator.value))
            }
        }
        var result = Tab(
            index: index, title: tab.title?.value, icon: tab.icon,
            viewControllerType: tab.screen.map { ScreenInstances.typeName(of: $0.value) } ?? (tab.stack != nil ? "UINavigationController" : tabContentType(tab.coordinator?.value)),
            coordinator: tab.coordinator?.value, screen: tab.screen?.value
        )
        if let stack = tab.stack {
            let declared = layout?.screens[.tab(owner: id, index: index)] ?? stack.map(\.value)
            result.container = .navigationStack(NavigationStack(property: "viewControllers[\(index)]", screens: [], declaredScreens: declared))
        }
        result.condition = tab.condition
        return result
    }

    /// Version 1: a screen belongs to one coordinator's stack.
    private mutating func checkOneStack(_ screens: [Located<String>], of id: String) {
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
    }

    /// The index of the tab `initialTab` names (its title, coordinator or first screen).
    private mutating func initialTab(_ name: Located<String>, in bar: TabBar, of owner: String) -> Int? {
        if let tab = bar.tabs.tab(named: name.value) { return tab.index }
        let names = bar.tabs.flatMap(\.names)
        var message = Suggestion.appending(to: "unknown tab '\(name.value)' for 'initialTab' of '\(owner)'", for: name.value, among: names)
        if !message.hasSuffix("?") { message += "; the tabs are \(bar.tabs.map { "'\($0.displayTitle)'" }.joined(separator: ", "))" }
        diagnostics.append(SpecDiagnostic(.unknownTab, message, at: name.location))
        return nil
    }

    /// The view controller a tab shows for a coordinator: its container's type.
    func tabContentType(_ coordinator: String?) -> String {
        switch declarations.first(where: { $0.name.value == coordinator })?.container?.kind {
        case .tabs: "UITabBarController"
        case .screen(let screen): ScreenInstances.typeName(of: screen.value)
        case .containment(let kind, _): kind == .split ? "UISplitViewController" : "UIPageViewController"
        case .stack, nil: "UINavigationController"
        }
    }

    // MARK: Shared stacks, parents, phases

    /// Follows each `pushesOnto` to the coordinator that owns the navigation stack; a target
    /// that owns none, or a chain that loops, is `shared-stack`.
    mutating func resolveStackOwners() {
        let byName = Dictionary(declarations.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for declaration in declarations {
            guard let target = declaration.pushesOnto, requireCoordinator(target) else { continue }
            var chain = [declaration.name.value]
            var current = target.value
            while let next = byName[current]?.pushesOnto?.value, !chain.contains(current) {
                chain.append(current)
                current = next
            }
            if chain.contains(current) {
                diagnostics.append(SpecDiagnostic(
                    .sharedStack,
                    "'pushesOnto' of '\(declaration.name.value)' goes round in a circle (\((chain + [current]).joined(separator: " → "))); one coordinator in the chain owns the navigation controller: give it a 'stack' and no 'pushesOnto'",
                    at: target.location
                ))
            } else if case .stack? = byName[current]?.container?.kind {
                stackOwner[declaration.name.value] = current
            } else if byName[current] != nil {
                diagnostics.append(SpecDiagnostic(
                    .sharedStack,
                    "'\(declaration.name.value)' pushes onto the stack of '\(current)', which has no 'stack'; give '\(current)' a 'stack', or push onto the coordinator that owns the navigation controller",
                    at: target.location
                ))
            }
        }
    }

    /// Marks each declared `parent` that is the coordinator's actual parent in the tree.
    func resolveBackReferences(in model: inout ArchitectureModel) {
        let parents = model.parents
        for index in model.coordinators.indices {
            let id = model.coordinators[index].id
            for reference in model.coordinators[index].backReferences.indices {
                model.coordinators[index].backReferences[reference].pointsToParent = parents[id] == model.coordinators[index].backReferences[reference].target
            }
        }
    }

    /// The declared phases; each root must be a declared coordinator.
    mutating func phases() -> [Phase]? {
        guard !definitions.phases.isEmpty else { return nil }
        return definitions.phases.compactMap { phase in
            requireCoordinator(phase.root) ? Phase(name: phase.name.value, root: phase.root.value) : nil
        }
    }
}
