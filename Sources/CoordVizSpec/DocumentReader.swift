import CoordVizCore
import Yams

/// Reads one composed spec file into a ``SpecDocument``, checking what can be checked inside the
/// file alone: keys, shapes, the version, required keys, tab positions, step kinds, URL patterns.
/// Names are resolved later, across all files, by ``SpecLinker``.
struct DocumentReader {
    var reader: NodeReader

    init(path: String) {
        reader = NodeReader(path: path)
    }

    mutating func read(_ root: Node) -> SpecDocument {
        var document = SpecDocument(path: reader.path, start: reader.location(of: root))
        guard let top = reader.mapping(root, "the spec") else { return document }
        reader.rejectUnknownKeys(top, allowed: SpecKeys.top, in: "the spec")
        if let versionNode = top.value("version") {
            if let version = reader.int(versionNode, "'version'") {
                document.version = Located(value: version, location: reader.location(of: versionNode))
                if !FlowSpecParser.supportedVersions.contains(version) {
                    reader.error(.unsupportedVersion, "spec version \(version) is not supported; this coordviz reads version 1", at: versionNode)
                }
            }
        } else {
            reader.error(.missingVersion, "the spec has no 'version' key; add 'version: 1' at the top", at: root)
        }
        document.app = top.value("app").flatMap { reader.locatedString($0, "'app'") }
        document.root = top.value("root").flatMap { reader.locatedString($0, "'root'") }
        if let entry = top.entry("coordinators") {
            document.coordinatorsKey = reader.location(of: entry.keyNode)
            document.coordinators = readCoordinators(entry.value)
        }
        if let node = top.value("screens") { document.screens = readScreens(node) }
        if let node = top.value("transitions") { document.transitions = readTransitions(node) }
        if let node = top.value("deepLinks") { document.deepLinks = readDeepLinks(node) }
        return document
    }

    // MARK: Coordinators

    mutating func readCoordinators(_ node: Node) -> [CoordinatorDeclaration] {
        guard let entries = reader.mapping(node, "'coordinators'") else { return [] }
        return entries.map { entry in
            var coordinator = CoordinatorDeclaration(name: reader.located(entry.key, entry.keyNode))
            let what = "coordinator '\(entry.key)'"
            guard let fields = reader.optionalMapping(entry.value, what) else { return coordinator }
            reader.rejectUnknownKeys(fields, allowed: SpecKeys.coordinator, in: what)
            for field in fields {
                switch field.key {
                case "as":
                    coordinator.declaredAs = reader.locatedString(field.value, "'as'")
                case "children":
                    coordinator.childrenKey = reader.location(of: field.keyNode)
                    coordinator.children = readChildren(field.value, of: entry.key)
                case "tabs", "stack", "screen":
                    if let existing = fields.first(where: { SpecKeys.containers.contains($0.key) }), existing.key != field.key {
                        reader.error(
                            .conflictingContainer,
                            "\(what) has both '\(existing.key)' and '\(field.key)'; a coordinator owns one container: 'tabs' (a tab bar), 'stack' (a navigation stack) or 'screen' (one view controller)",
                            at: field.keyNode
                        )
                        continue
                    }
                    coordinator.container = readContainer(field, of: entry.key)
                default:
                    continue
                }
            }
            return coordinator
        }
    }

    mutating func readChildren(_ node: Node, of parent: String) -> [ChildDeclaration] {
        if case .mapping = node, let entries = reader.mapping(node, "'children' of '\(parent)'") {
            return entries.compactMap { entry in
                reader.locatedString(entry.value, "child '\(entry.key)'").map { ChildDeclaration(property: entry.key, coordinator: $0) }
            }
        }
        guard let list = reader.sequence(node, "'children' of '\(parent)'") else { return [] }
        return list.compactMap { item in
            reader.locatedString(item, "a child of '\(parent)'").map { ChildDeclaration(property: "", coordinator: $0) }
        }
    }

    mutating func readContainer(_ field: NodeReader.Entry, of owner: String) -> ContainerDeclaration? {
        let key = reader.location(of: field.keyNode)
        switch field.key {
        case "tabs":
            return readTabs(field.value, of: owner).map { ContainerDeclaration(kind: .tabs($0), key: key) }
        case "stack":
            return readStack(field.value, of: owner).map { ContainerDeclaration(kind: .stack($0), key: key) }
        default:
            return reader.locatedString(field.value, "'screen' of '\(owner)'").map { ContainerDeclaration(kind: .screen($0), key: key) }
        }
    }

    mutating func readStack(_ node: Node, of owner: String) -> [Located<String>]? {
        guard let list = reader.sequence(node, "'stack' of '\(owner)'") else { return nil }
        var screens: [Located<String>] = []
        for item in list {
            guard let screen = reader.locatedString(item, "an entry of the 'stack' of '\(owner)'") else { continue }
            if let position = screens.firstIndex(where: { $0.value == screen.value }) {
                reader.error(.duplicateScreen, "'\(screen.value)' is already in the stack of '\(owner)' (position \(position)); a stack lists each screen once, in push order", at: item)
                continue
            }
            screens.append(screen)
        }
        return screens
    }

    mutating func readTabs(_ node: Node, of owner: String) -> [TabDeclaration]? {
        guard let list = reader.sequence(node, "'tabs' of '\(owner)'") else { return nil }
        var tabs: [TabDeclaration] = []
        for (position, item) in list.enumerated() {
            var tab = TabDeclaration(location: reader.location(of: item))
            if case .scalar = item {
                tab.coordinator = reader.locatedString(item, "a tab of '\(owner)'")
            } else if let fields = reader.mapping(item, "a tab of '\(owner)'") {
                reader.rejectUnknownKeys(fields, allowed: SpecKeys.tab, in: "a tab of '\(owner)'")
                tab.coordinator = fields.value("coordinator").flatMap { reader.locatedString($0, "'coordinator'") }
                tab.title = fields.value("title").flatMap { reader.locatedString($0, "'title'") }
                tab.icon = fields.value("icon").flatMap { reader.string($0, "'icon'") }
                if let screenNode = fields.value("screen") {
                    if tab.coordinator != nil {
                        reader.error(.conflictingContainer, "a tab shows either a 'coordinator' or a 'screen', not both", at: screenNode)
                    } else {
                        tab.screen = reader.locatedString(screenNode, "'screen'")
                    }
                }
                if let indexNode = fields.value("index"), let index = reader.int(indexNode, "'index'"), index != position {
                    reader.error(
                        .tabIndex,
                        "tab '\(Self.label(of: tab))' has index \(index) but is at position \(position) of the list (counting from 0); tabs show in list order, so move the tab or fix its index",
                        at: indexNode
                    )
                }
                if tab.coordinator == nil && tab.screen == nil && fields.value("coordinator") == nil && fields.value("screen") == nil {
                    reader.error(.missingKey, "a tab needs 'coordinator' (the coordinator whose container it shows) or 'screen'", at: item)
                }
            } else {
                continue
            }
            checkDuplicate(tab, among: tabs)
            tabs.append(tab)
        }
        return tabs
    }

    mutating func checkDuplicate(_ tab: TabDeclaration, among earlier: [TabDeclaration]) {
        if let title = tab.title, let other = earlier.firstIndex(where: { $0.title?.value == title.value }) {
            reader.error(.duplicateTab, "tab title '\(title.value)' is already used by tab \(other); 'switchTab: \(title.value)' would be ambiguous", at: title.location)
        }
        for content in [tab.coordinator, tab.screen].compactMap({ $0 }) {
            if let other = earlier.firstIndex(where: { $0.coordinator?.value == content.value || $0.screen?.value == content.value }) {
                reader.error(.duplicateTab, "'\(content.value)' already fills tab \(other); each tab shows its own coordinator or screen", at: content.location)
            }
        }
    }

    static func label(of tab: TabDeclaration) -> String {
        tab.title?.value ?? tab.coordinator?.value ?? tab.screen?.value ?? "?"
    }

    // MARK: Screens

    mutating func readScreens(_ node: Node) -> [ScreenDeclaration] {
        guard let entries = reader.mapping(node, "'screens'") else { return [] }
        return entries.map { entry in
            var screen = ScreenDeclaration(name: reader.located(entry.key, entry.keyNode))
            let what = "screen '\(entry.key)'"
            guard let fields = reader.optionalMapping(entry.value, what) else { return screen }
            reader.rejectUnknownKeys(fields, allowed: SpecKeys.screen, in: what)
            screen.title = fields.value("title").flatMap { reader.string($0, "'title'") }
            screen.coordinator = fields.value("coordinator").flatMap { reader.locatedString($0, "'coordinator'") }
            return screen
        }
    }

    // MARK: Transitions

    mutating func readTransitions(_ node: Node) -> [TransitionDeclaration] {
        guard let list = reader.sequence(node, "'transitions'") else { return [] }
        return list.compactMap { item in
            guard let fields = reader.mapping(item, "a transition") else { return nil }
            reader.rejectUnknownKeys(fields, allowed: SpecKeys.transition, in: "a transition")
            let id = fields.value("id").flatMap { reader.locatedString($0, "'id'") }
            let name = id.map { "transition '\($0.value)'" } ?? "a transition"
            if let id, !Self.isValidID(id.value) {
                reader.error(.invalidID, "transition id '\(id.value)' may hold only letters, digits, '.', '_' and '-' (it names the flow on the command line); e.g. 'open-orders'", at: id.location)
            }
            let source = fields.value("from").flatMap { reader.locatedString($0, "'from'") }
            let trigger = fields.value("trigger").flatMap { reader.string($0, "'trigger'") }
            var steps: [StepDeclaration] = []
            var isDamaged = false
            if let stepsNode = fields.value("steps"), let list = reader.sequence(stepsNode, "'steps' of \(name)") {
                if list.isEmpty {
                    reader.error(.emptySteps, "\(name) has no steps; list them in order, e.g. '- push: DetailViewController'", at: stepsNode)
                }
                for stepNode in list {
                    if let step = readStep(stepNode) { steps.append(step) } else { isDamaged = true }
                }
            }
            if fields.value("id") == nil { reader.error(.missingKey, "a transition needs an 'id', e.g. 'id: open-orders'", at: item) }
            if fields.value("from") == nil { reader.error(.missingKey, "\(name) needs 'from' (the screen it starts on)", at: item) }
            if fields.value("steps") == nil { reader.error(.missingKey, "\(name) needs 'steps' (what it does, in order)", at: item) }
            guard let id, let source, fields.value("steps") != nil else { return nil }
            return TransitionDeclaration(location: reader.location(of: item), id: id, source: source, trigger: trigger, steps: steps, isDamaged: isDamaged)
        }
    }

    mutating func readStep(_ node: Node) -> StepDeclaration? {
        let kindNode: Node
        var targetNode: Node?
        if case .scalar = node {
            kindNode = node
        } else if case .mapping = node, let fields = reader.mapping(node, "a step"), fields.count == 1 {
            kindNode = fields[0].keyNode
            targetNode = fields[0].value
        } else {
            reader.error(.wrongType, "a step is one 'kind: target' pair, e.g. 'push: Orders2ViewController', or a kind alone ('dismiss')", at: node)
            return nil
        }
        guard let kindName = reader.string(kindNode, "a step kind") else { return nil }
        guard let kind = StepKind(rawValue: kindName) else {
            let names = StepKind.allCases.map(\.rawValue)
            var message = "unknown step '\(kindName)'"
            if let suggestion = Suggestion.closest(to: kindName, among: names) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; steps are \(names.joined(separator: ", "))"
            }
            reader.error(.unknownStep, message, at: kindNode)
            return nil
        }
        let location = reader.location(of: node)
        let hasTarget = targetNode.map { !NodeReader.isNull($0) } ?? false
        if kind.targetKind == .none {
            if hasTarget, let targetNode {
                reader.error(.unexpectedTarget, "step '\(kindName)' takes no target; write '- \(kindName)'", at: targetNode)
                return nil
            }
            return StepDeclaration(location: location, kind: kind)
        }
        guard hasTarget, let targetNode else {
            reader.error(.missingTarget, "step '\(kindName)' needs \(Self.targetDescription(kind)), e.g. '\(kindName): \(Self.targetExample(kind))'", at: targetNode ?? kindNode)
            return nil
        }
        guard let target = reader.locatedString(targetNode, "the target of '\(kindName)'") else { return nil }
        return StepDeclaration(location: location, kind: kind, target: target)
    }

    static func targetDescription(_ kind: StepKind) -> String {
        switch kind.targetKind {
        case .tab: "a tab (its title or its coordinator)"
        case .screen: "a screen"
        case .coordinator: "a coordinator"
        case .none: "no target"
        }
    }

    static func targetExample(_ kind: StepKind) -> String {
        switch kind.targetKind {
        case .tab: "Orders"
        case .screen: "OrderDetailViewController"
        case .coordinator, .none: "OrdersCoordinator"
        }
    }

    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
    }

    // MARK: Deep links

    mutating func readDeepLinks(_ node: Node) -> [DeepLinkDeclaration] {
        guard let list = reader.sequence(node, "'deepLinks'") else { return [] }
        return list.compactMap { item in
            guard let fields = reader.mapping(item, "a deep link") else { return nil }
            reader.rejectUnknownKeys(fields, allowed: SpecKeys.deepLink, in: "a deep link")
            let url = fields.value("url").flatMap { reader.locatedString($0, "'url'") }
            if let url {
                for problem in DeepLinkPattern.problems(in: url.value) {
                    reader.error(.invalidURL, problem, at: url.location)
                }
            }
            let handler = fields.value("handler").flatMap { reader.locatedString($0, "'handler'") }
            let transition = fields.value("transition").flatMap { reader.locatedString($0, "'transition'") }
            if fields.value("url") == nil {
                reader.error(.missingKey, "a deep link needs a 'url' pattern, e.g. 'url: myapp://orders/{id}'", at: item)
            }
            if fields.value("transition") == nil {
                reader.error(.missingKey, "deep link '\(url?.value ?? "?")' needs 'transition' (the id of the transition it runs)", at: item)
            }
            guard let url else { return nil }
            return DeepLinkDeclaration(location: reader.location(of: item), url: url, handler: handler, transition: transition)
        }
    }
}
