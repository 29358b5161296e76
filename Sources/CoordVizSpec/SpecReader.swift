import CoordVizCore
import Yams

/// Turns the composed YAML tree of a spec into an ``ArchitectureModel``, checking keys, types and
/// references as it goes.
struct SpecReader {
    var reader: NodeReader

    static let topKeys = ["version", "app", "root", "coordinators", "screens", "transitions", "deepLinks"]
    static let coordinatorKeys = ["as", "children", "tabs", "stack", "screen"]
    static let tabKeys = ["coordinator", "screen", "title", "icon"]
    static let screenKeys = ["title", "coordinator"]
    static let transitionKeys = ["id", "from", "trigger", "steps"]
    static let deepLinkKeys = ["url", "handler", "transition"]

    /// Where each declared name was written, for reference checks.
    var coordinatorNodes: [String: Node] = [:]
    var screenNodes: [String: Node] = [:]

    mutating func read(_ root: Node) -> ArchitectureModel? {
        guard let top = reader.mapping(root, "the spec") else { return nil }
        reader.rejectUnknownKeys(top, allowed: Self.topKeys, in: "the spec")
        let value = { (key: String) in top.first { $0.key == key }?.value }

        guard let versionNode = value("version") else {
            reader.error("missing-version", "the spec has no 'version' key; add 'version: 1' at the top", at: root)
            return nil
        }
        if let version = reader.int(versionNode, "'version'"), !FlowSpecParser.supportedVersions.contains(version) {
            reader.error("unsupported-version", "spec version \(version) is not supported; this coordviz reads version 1", at: versionNode)
        }
        var model = ArchitectureModel(app: value("app").flatMap { reader.string($0, "'app'") } ?? "App")
        if let coordinators = value("coordinators") { model.coordinators = readCoordinators(coordinators) }
        model.screens = readScreens(value("screens"), model: model)
        if let rootNode = value("root"), let root = reader.string(rootNode, "'root'") {
            if coordinatorNodes[root] == nil { unknown("coordinator", root, at: rootNode, known: Array(coordinatorNodes.keys)) }
            model.root = root
        } else {
            model.root = model.coordinators.first?.id
        }
        model.coordinators = Self.ordered(model.coordinators, root: model.root)
        if let transitions = value("transitions") { model.transitions = readTransitions(transitions, model: model) }
        if let deepLinks = value("deepLinks") { model.deepLinks = readDeepLinks(deepLinks, model: model) }
        return model
    }

    // MARK: Coordinators

    mutating func readCoordinators(_ node: Node) -> [CoordinatorNode] {
        guard let entries = reader.mapping(node, "'coordinators'") else { return [] }
        var result: [CoordinatorNode] = []
        var pendingReferences: [(name: String, node: Node)] = []
        for entry in entries {
            coordinatorNodes[entry.key] = entry.keyNode
        }
        for entry in entries {
            var coordinator = CoordinatorNode(id: entry.key, typeName: entry.key)
            if case .scalar(let scalar) = entry.value, scalar.string.isEmpty || scalar.string == "~" {
                result.append(coordinator)
                continue
            }
            guard let fields = reader.mapping(entry.value, "coordinator '\(entry.key)'") else { continue }
            var tabChildren: [ChildLink] = []
            reader.rejectUnknownKeys(fields, allowed: Self.coordinatorKeys, in: "coordinator '\(entry.key)'")
            for field in fields {
                switch field.key {
                case "as":
                    coordinator.declaredAs = reader.string(field.value, "'as'")
                case "children":
                    for child in readChildren(field.value, of: entry.key) {
                        coordinator.children.append(child.link)
                        pendingReferences.append((child.link.coordinator ?? "", child.node))
                    }
                case "tabs":
                    let tabs = readTabs(field.value, of: entry.key)
                    coordinator.container = .tabBar(TabBar(property: "rootViewController", tabs: tabs.map(\.tab)))
                    for tab in tabs {
                        if let id = tab.tab.coordinator {
                            pendingReferences.append((id, tab.node))
                            tabChildren.append(ChildLink(property: "", coordinator: id))
                        }
                    }
                case "stack":
                    guard let screens = reader.sequence(field.value, "'stack'") else { continue }
                    let ids = screens.compactMap { screen -> String? in
                        guard let id = reader.string(screen, "a stack entry") else { return nil }
                        noteScreen(id, at: screen)
                        return id
                    }
                    coordinator.container = .navigationStack(NavigationStack(property: "rootViewController", screens: [], declaredScreens: ids))
                case "screen":
                    if let id = reader.string(field.value, "'screen'") {
                        noteScreen(id, at: field.value)
                        coordinator.container = .single(SingleScreen(typeName: id, property: "rootViewController", screen: id))
                    }
                default:
                    continue
                }
            }
            // Tab coordinators are children too; `children` may name their properties.
            for child in tabChildren where !coordinator.children.contains(where: { $0.coordinator == child.coordinator }) {
                coordinator.children.append(child)
            }
            result.append(coordinator)
        }
        for reference in pendingReferences where coordinatorNodes[reference.name] == nil {
            unknown("coordinator", reference.name, at: reference.node, known: Array(coordinatorNodes.keys))
        }
        return result
    }

    mutating func readChildren(_ node: Node, of parent: String) -> [(link: ChildLink, node: Node)] {
        if case .mapping = node, let entries = reader.mapping(node, "'children'") {
            return entries.compactMap { entry in
                reader.string(entry.value, "child '\(entry.key)'").map { (ChildLink(property: entry.key, coordinator: $0), entry.value) }
            }
        }
        guard let list = reader.sequence(node, "'children' of '\(parent)'") else { return [] }
        return list.compactMap { item in
            reader.string(item, "a child").map { (ChildLink(property: "", coordinator: $0), item) }
        }
    }

    mutating func readTabs(_ node: Node, of parent: String) -> [(tab: Tab, node: Node)] {
        guard let list = reader.sequence(node, "'tabs' of '\(parent)'") else { return [] }
        var tabs: [(tab: Tab, node: Node)] = []
        for (index, item) in list.enumerated() {
            var tab = Tab(index: index, title: nil, viewControllerType: "UINavigationController")
            if case .scalar(let scalar) = item {
                tab.coordinator = scalar.string
            } else if let fields = reader.mapping(item, "a tab") {
                reader.rejectUnknownKeys(fields, allowed: Self.tabKeys, in: "a tab")
                for field in fields {
                    switch field.key {
                    case "coordinator": tab.coordinator = reader.string(field.value, "'coordinator'")
                    case "screen":
                        tab.screen = reader.string(field.value, "'screen'")
                        tab.viewControllerType = tab.screen ?? tab.viewControllerType
                        if let id = tab.screen { noteScreen(id, at: field.value) }
                    case "title": tab.title = reader.string(field.value, "'title'")
                    case "icon": tab.icon = reader.string(field.value, "'icon'")
                    default: continue
                    }
                }
                if tab.coordinator == nil && tab.screen == nil {
                    reader.error("missing-key", "a tab needs 'coordinator' (the coordinator it shows) or 'screen'", at: item)
                }
            }
            tabs.append((tab, item))
        }
        return tabs
    }

    // MARK: Screens

    mutating func noteScreen(_ id: String, at node: Node) {
        if screenNodes[id] == nil { screenNodes[id] = node }
    }

    mutating func readScreens(_ node: Node?, model: ArchitectureModel) -> [ScreenNode] {
        var declared: [String: (title: String?, coordinator: String?)] = [:]
        var order: [String] = []
        if let node, let entries = reader.mapping(node, "'screens'") {
            for entry in entries {
                noteScreen(entry.key, at: entry.keyNode)
                order.append(entry.key)
                if case .scalar(let scalar) = entry.value, scalar.string.isEmpty || scalar.string == "~" { continue }
                guard let fields = reader.mapping(entry.value, "screen '\(entry.key)'") else { continue }
                reader.rejectUnknownKeys(fields, allowed: Self.screenKeys, in: "screen '\(entry.key)'")
                var details: (title: String?, coordinator: String?) = (nil, nil)
                for field in fields {
                    if field.key == "title" { details.title = reader.string(field.value, "'title'") }
                    if field.key == "coordinator", let id = reader.string(field.value, "'coordinator'") {
                        if coordinatorNodes[id] == nil { unknown("coordinator", id, at: field.value, known: Array(coordinatorNodes.keys)) }
                        details.coordinator = id
                    }
                }
                declared[entry.key] = details
            }
        }
        // Screens named only in stacks or tabs come after, in the order the coordinators list them.
        for coordinator in model.coordinators {
            switch coordinator.container {
            case .navigationStack(let stack): order += stack.allScreens.filter { !order.contains($0) }
            case .single(let single) where !order.contains(single.screen): order.append(single.screen)
            case .tabBar(let bar): order += bar.tabs.compactMap(\.screen).filter { !order.contains($0) }
            default: break
            }
        }
        return order.map { id in
            let owner = model.owner(ofScreen: id)?.id
            return ScreenNode(id: id, typeName: id, title: declared[id]?.title, coordinator: declared[id]?.coordinator ?? owner, isLive: false)
        }
    }

    // MARK: Transitions and deep links

    mutating func readTransitions(_ node: Node, model: ArchitectureModel) -> [Transition] {
        guard let list = reader.sequence(node, "'transitions'") else { return [] }
        var seen: Set<String> = []
        return list.compactMap { item in
            guard let fields = reader.mapping(item, "a transition") else { return nil }
            reader.rejectUnknownKeys(fields, allowed: Self.transitionKeys, in: "a transition")
            let value = { (key: String) in fields.first { $0.key == key }?.value }
            guard let idNode = value("id"), let id = reader.string(idNode, "'id'") else {
                reader.error("missing-key", "a transition needs an 'id'", at: item)
                return nil
            }
            if !seen.insert(id).inserted { reader.error("duplicate-id", "transition id '\(id)' is used twice", at: idNode) }
            guard let fromNode = value("from"), let source = reader.string(fromNode, "'from'") else {
                reader.error("missing-key", "transition '\(id)' needs 'from' (the screen it starts on)", at: item)
                return nil
            }
            if screenNodes[source] == nil { unknown("screen", source, at: fromNode, known: Array(screenNodes.keys)) }
            let trigger = value("trigger").flatMap { reader.string($0, "'trigger'") }
            guard let stepsNode = value("steps"), let steps = reader.sequence(stepsNode, "'steps'") else {
                reader.error("missing-key", "transition '\(id)' needs 'steps'", at: item)
                return nil
            }
            return Transition(id: id, source: source, trigger: trigger, steps: steps.compactMap { readStep($0, model: model) })
        }
    }

    mutating func readStep(_ node: Node, model: ArchitectureModel) -> Step? {
        let kindName: String
        var targetNode: Node?
        if case .scalar(let scalar) = node {
            kindName = scalar.string
        } else if let fields = reader.mapping(node, "a step"), fields.count == 1 {
            kindName = fields[0].key
            targetNode = fields[0].value
        } else {
            reader.error("wrong-type", "a step is one 'kind: target' pair, e.g. 'push: Orders2ViewController'", at: node)
            return nil
        }
        guard let kind = StepKind(rawValue: kindName) else {
            var message = "unknown step '\(kindName)'"
            let names = StepKind.allCases.map(\.rawValue)
            if let suggestion = Suggestion.closest(to: kindName, among: names) { message += "; did you mean '\(suggestion)'?" }
            else { message += "; steps are \(names.joined(separator: ", "))" }
            reader.error("unknown-step", message, at: node)
            return nil
        }
        let target = targetNode.flatMap { reader.string($0, "the target of '\(kindName)'") }
        let at = targetNode ?? node
        switch kind.targetKind {
        case .none:
            return Step(kind, target)
        case .tab:
            guard let target else { return missingTarget(kind, "a tab title", at: at) }
            let tabs = model.mainTabBar?.tabBar.tabs ?? []
            if !tabs.contains(where: { $0.title == target || $0.coordinator == target }) {
                unknown("tab", target, at: at, known: tabs.compactMap(\.title))
            }
        case .screen:
            guard let target else { return missingTarget(kind, "a screen", at: at) }
            if screenNodes[target] == nil { unknown("screen", target, at: at, known: Array(screenNodes.keys)) }
        case .coordinator:
            guard let target else { return missingTarget(kind, "a coordinator", at: at) }
            if coordinatorNodes[target] == nil { unknown("coordinator", target, at: at, known: Array(coordinatorNodes.keys)) }
        }
        return Step(kind, target)
    }

    mutating func missingTarget(_ kind: StepKind, _ what: String, at node: Node) -> Step? {
        reader.error("missing-target", "step '\(kind.rawValue)' needs \(what), e.g. '\(kind.rawValue): …'", at: node)
        return nil
    }

    mutating func readDeepLinks(_ node: Node, model: ArchitectureModel) -> [DeepLink] {
        guard let list = reader.sequence(node, "'deepLinks'") else { return [] }
        return list.compactMap { item in
            guard let fields = reader.mapping(item, "a deep link") else { return nil }
            reader.rejectUnknownKeys(fields, allowed: Self.deepLinkKeys, in: "a deep link")
            let value = { (key: String) in fields.first { $0.key == key }?.value }
            guard let urlNode = value("url"), let url = reader.string(urlNode, "'url'") else {
                reader.error("missing-key", "a deep link needs a 'url' pattern, e.g. 'myapp://orders/{id}'", at: item)
                return nil
            }
            var link = DeepLink(pattern: url)
            if let handlerNode = value("handler"), let handler = reader.string(handlerNode, "'handler'") {
                if coordinatorNodes[handler] == nil { unknown("coordinator", handler, at: handlerNode, known: Array(coordinatorNodes.keys)) }
                link.handler = handler
            }
            if let transitionNode = value("transition"), let transition = reader.string(transitionNode, "'transition'") {
                if model.transition(transition) == nil { unknown("transition", transition, at: transitionNode, known: model.transitions.map(\.id)) }
                link.transition = transition
            }
            return link
        }
    }

    // MARK: Helpers

    mutating func unknown(_ kind: String, _ name: String, at node: Node, known: [String]) {
        var message = "unknown \(kind) '\(name)'"
        if let suggestion = Suggestion.closest(to: name, among: known.sorted()) { message += "; did you mean '\(suggestion)'?" }
        reader.error("unknown-\(kind)", message, at: node)
    }

    /// Root first, then breadth first through children; coordinators nobody holds come last.
    static func ordered(_ coordinators: [CoordinatorNode], root: String?) -> [CoordinatorNode] {
        var result: [CoordinatorNode] = []
        var queue = root.map { [$0] } ?? []
        while !queue.isEmpty {
            let id = queue.removeFirst()
            guard !result.contains(where: { $0.id == id }), let node = coordinators.first(where: { $0.id == id }) else { continue }
            result.append(node)
            queue += node.children.compactMap(\.coordinator)
        }
        return result + coordinators.filter { node in !result.contains { $0.id == node.id } }
    }
}
