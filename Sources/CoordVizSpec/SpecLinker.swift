import CoordVizCore

/// Joins the documents of one spec (a single file, or one file per feature) into the
/// ``ArchitectureModel`` they declare: resolves every name across files, reports unknown ones
/// with a suggestion, infers the root when it is unambiguous, and records where each element is
/// written in a ``SpecSourceMap``.
struct SpecLinker {
    var diagnostics: [SpecDiagnostic] = []
    var sourceMap: SpecSourceMap
    /// Transitions not to play: a step was left out or a name in them is unknown.
    var unplayable: Set<String> = []

    let definitions: Definitions
    /// The coordinator declarations, with further places of one screen type numbered.
    var declarations: [CoordinatorDeclaration]
    var coordinatorNames: [String] = []
    /// ``coordinatorNames`` as a set, for look-ups.
    var coordinatorNameSet: Set<String> = []
    /// Every screen named anywhere, with where it is first named.
    var screenNames: [(name: String, location: SourceLocation)] = []
    /// ``screenNames``' names as a set, for look-ups.
    var screenNameSet: Set<String> = []
    /// Every tab of every tab bar and the names a `switchTab` may give them, once the
    /// coordinators are linked.
    var tabNames: (tabs: [Tab], names: Set<String>)?
    /// The coordinator whose stack lists each screen first (version 1's one-stack rule).
    var stackOfScreen: [String: String] = [:]
    /// The coordinator whose navigation stack each `pushesOnto` coordinator uses, chains resolved.
    var stackOwner: [String: String] = [:]
    /// The stacks the push graph gives each coordinator and tab.
    var layout: StackLayout?

    init(_ documents: [SpecDocument], files: [String]) {
        definitions = Definitions(documents)
        declarations = definitions.coordinators
        diagnostics = definitions.diagnostics
        sourceMap = SpecSourceMap(files: files)
    }

    mutating func link() -> ArchitectureModel {
        coordinatorNames = definitions.coordinators.map(\.name.value)
        coordinatorNameSet = Set(coordinatorNames)
        ScreenInstances.number(&declarations, coordinatorNames: coordinatorNameSet)
        resolveStackOwners()
        let layout = StackLayout(coordinators: declarations, screens: definitions.screens, stackOwner: stackOwner)
        self.layout = layout
        collectScreenNames()
        var model = ArchitectureModel(app: definitions.app?.value ?? "App")
        sourceMap.record(.app, at: definitions.app?.location)
        sourceMap.record(.coordinators, at: definitions.coordinatorsKey)
        for declaration in declarations { model.coordinators.append(coordinatorNode(declaration)) }
        diagnostics += layout.diagnostics
        model.phases = phases()
        model.root = resolveRoot(model.coordinators)
        model.coordinators = Self.ordered(model.coordinators, root: model.root)
        resolveBackReferences(in: &model)
        model.screens = screenNodes(in: model)
        let tabs = model.tabBars.flatMap(\.tabBar.tabs)
        tabNames = (tabs, Set(tabs.flatMap(\.names)))
        model.transitions = definitions.transitions.map { transition(from: $0, in: model) }
        let transitionIDs = Set(model.transitions.map(\.id))
        model.deepLinks = definitions.deepLinks.map { deepLink(from: $0, in: model, transitionIDs: transitionIDs) }
        return model
    }

    /// The `root`; else the one coordinator no other holds, or, with `phases`, the first phase's
    /// root (the other phases' roots replace it, so they have no parent either).
    mutating func resolveRoot(_ coordinators: [CoordinatorNode]) -> String? {
        if let root = definitions.root {
            requireCoordinator(root)
            sourceMap.record(.root, at: root.location)
            return root.value
        }
        let held = Set(coordinators.flatMap { $0.children.compactMap(\.coordinator) })
        let phaseRoots = definitions.phases.map(\.root.value)
        if let first = phaseRoots.first, coordinatorNameSet.contains(first) {
            let others = coordinators.filter { !held.contains($0.id) && !phaseRoots.contains($0.id) }
            if others.isEmpty { return first }
        }
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
        var position: [String: Int] = [:]
        for (index, coordinator) in coordinators.enumerated() where position[coordinator.id] == nil { position[coordinator.id] = index }
        var cursor = 0
        while cursor < queue.count {
            let id = queue[cursor]
            cursor += 1
            guard seen.insert(id).inserted, let index = position[id] else { continue }
            let node = coordinators[index]
            result.append(node)
            queue += node.children.compactMap(\.coordinator)
        }
        return result + coordinators.filter { !seen.contains($0.id) }
    }

    // MARK: Names

    @discardableResult
    mutating func requireCoordinator(_ name: Located<String>) -> Bool {
        guard !coordinatorNameSet.contains(name.value) else { return true }
        unknown(.unknownCoordinator, "coordinator", name, among: coordinatorNames, hint: "define it under 'coordinators'")
        return false
    }

    mutating func requireScreen(_ name: Located<String>) -> Bool {
        guard !screenNameSet.contains(name.value) else { return true }
        unknown(.unknownScreen, "screen", name, among: screenNames.map(\.name), hint: "list it in a coordinator's 'stack' or under 'screens'")
        return false
    }

    /// A `switchTab` target: a tab's title, or the coordinator or first screen it shows.
    mutating func requireTab(_ name: Located<String>, in model: ArchitectureModel) -> Bool {
        // Any tab bar's tabs: the first one's, and those of tab bars inside child flows.
        let (tabs, known) = tabNames ?? {
            let tabs = model.tabBars.flatMap(\.tabBar.tabs)
            return (tabs, Set(tabs.flatMap(\.names)))
        }()
        guard !tabs.isEmpty else {
            diagnostics.append(SpecDiagnostic(.unknownTab, "unknown tab '\(name.value)'; the spec declares no tab bar (a coordinator with 'tabs')", at: name.location))
            return false
        }
        guard !known.contains(name.value) else { return true }
        let names = tabs.flatMap(\.names)
        let titles = tabs.compactMap { tab in tab.names.first.map { "'\($0)'" } }.joined(separator: ", ")
        var message = Suggestion.appending(to: "unknown tab '\(name.value)'", for: name.value, among: names)
        if !message.hasSuffix("?") {
            message += titles.isEmpty ? "; no tab has a title, a coordinator or a first screen to be named by: give the tabs a 'title'" : "; the tabs are \(titles)"
        }
        diagnostics.append(SpecDiagnostic(.unknownTab, message, at: name.location))
        return false
    }

    mutating func unknown(_ id: DiagnosticID, _ kind: String, _ name: Located<String>, among known: [String], hint: String) {
        var message = Suggestion.appending(to: "unknown \(kind) '\(name.value)'", for: name.value, among: known)
        if !message.hasSuffix("?") { message += "; \(hint)" }
        diagnostics.append(SpecDiagnostic(id, message, at: name.location))
    }
}
