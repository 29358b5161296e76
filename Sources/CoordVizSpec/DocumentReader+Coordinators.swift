import CoordVizCore

/// Reading `coordinators`: each coordinator's protocol, children and container (tabs, stack or
/// single screen), with the checks one file allows (one container each, tab positions, repeats).
extension DocumentReader {
    mutating func readCoordinators(_ node: YAMLNode) -> [CoordinatorDeclaration] {
        guard let entries = reader.mapping(node, "'coordinators'") else { return [] }
        return entries.map { entry in
            var coordinator = CoordinatorDeclaration(name: reader.located(entry.key, entry.keyNode), version: version)
            let what = "coordinator '\(entry.key)'"
            guard let fields = reader.optionalMapping(entry.value, what) else { return coordinator }
            reader.rejectUnknownKeys(fields, allowed: SpecKeys.coordinator, in: what)
            reader.checkSource(fields, in: what)
            requireVersion2(for: fields, kind: "coordinator", in: what)
            for field in fields {
                switch field.key {
                case "as":
                    coordinator.declaredAs = reader.locatedString(field.value, "'as'")
                case "children":
                    coordinator.childrenKey = reader.location(of: field.keyNode)
                    coordinator.children = readChildren(field.value, of: entry.key)
                case "tabs", "stack", "screen", "split", "pages":
                    if let existing = fields.first(where: { SpecKeys.containers.contains($0.key) }), existing.key != field.key {
                        reader.error(
                            .conflictingContainer,
                            "\(what) has both '\(existing.key)' and '\(field.key)'; a coordinator owns one container: 'tabs' (a tab bar), 'stack' (a navigation stack)\(version == 1 ? " or 'screen' (one view controller)" : ", 'screen' (one view controller), 'split' (a split view) or 'pages' (a page view)")",
                            at: field.keyNode
                        )
                        continue
                    }
                    coordinator.container = readContainer(field, of: entry.key)
                default:
                    continue
                }
            }
            readVersion2Fields(fields, into: &coordinator, what: what)
            return coordinator
        }
    }

    mutating func readChildren(_ node: YAMLNode, of parent: String) -> [ChildDeclaration] {
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
        case "split", "pages":
            let kind: ContainmentKind = field.key == "split" ? .split : .page
            return readNames(field.value, "'\(field.key)' of '\(owner)'").map { ContainerDeclaration(kind: .containment(kind, $0), key: key) }
        default:
            return reader.locatedString(field.value, "'screen' of '\(owner)'").map { ContainerDeclaration(kind: .screen($0), key: key) }
        }
    }

    mutating func readStack(_ node: YAMLNode, of owner: String) -> [Located<String>]? {
        guard let list = reader.sequence(node, "'stack' of '\(owner)'") else { return nil }
        var screens: [Located<String>] = []
        for item in list {
            guard let screen = reader.locatedString(item, "an entry of the 'stack' of '\(owner)'") else { continue }
            if version == 1, let position = screens.firstIndex(where: { $0.value == screen.value }) {
                reader.error(.duplicateScreen, "'\(screen.value)' is already in the stack of '\(owner)' (position \(position)); a stack lists each screen once, in push order", at: item)
                continue
            }
            screens.append(screen)
        }
        return screens
    }

    mutating func readTabs(_ node: YAMLNode, of owner: String) -> [TabDeclaration]? {
        guard let list = reader.sequence(node, "'tabs' of '\(owner)'") else { return nil }
        var tabs: [TabDeclaration] = []
        for (position, item) in list.enumerated() {
            var tab = TabDeclaration(location: reader.location(of: item))
            if case .scalar = item {
                tab.coordinator = reader.locatedString(item, "a tab of '\(owner)'")
            } else if let fields = reader.mapping(item, "a tab of '\(owner)'") {
                reader.rejectUnknownKeys(fields, allowed: SpecKeys.tab, in: "a tab of '\(owner)'")
                reader.checkSource(fields, in: "a tab of '\(owner)'")
                requireVersion2(for: fields, kind: "tab", in: "a tab of '\(owner)'")
                tab.coordinator = fields.value("coordinator").flatMap { reader.locatedString($0, "'coordinator'") }
                tab.title = fields.value("title").flatMap { reader.locatedString($0, "'title'") }
                tab.icon = fields.value("icon").flatMap { reader.string($0, "'icon'") }
                tab.condition = fields.value("when").flatMap { reader.string($0, "'when'") }
                if let selected = fields.value("selected"), let value = readBool(selected, "'selected'") {
                    tab.isSelected = Located(value: value, location: reader.location(of: selected))
                }
                if let screenNode = fields.value("screen") {
                    if tab.coordinator != nil {
                        reader.error(.conflictingContainer, "a tab shows either a 'coordinator' or a 'screen', not both", at: screenNode)
                    } else {
                        tab.screen = reader.locatedString(screenNode, "'screen'")
                    }
                }
                if let stackNode = fields.value("stack") {
                    if tab.coordinator != nil || tab.screen != nil {
                        reader.error(.conflictingContainer, "a tab shows one of a 'coordinator', a 'screen' or a 'stack', not several", at: stackNode)
                    } else {
                        tab.stack = readStack(stackNode, of: "tab '\(Self.label(of: tab))' of '\(owner)'")
                    }
                }
                if let indexNode = fields.value("index"), let index = reader.int(indexNode, "'index'"), index != position {
                    reader.error(
                        .tabIndex,
                        "tab '\(Self.label(of: tab))' has index \(index) but is at position \(position) of the list (counting from 0); tabs show in list order, so move the tab or fix its index",
                        at: indexNode
                    )
                }
                if tab.coordinator == nil && tab.screen == nil && tab.stack == nil
                    && ["coordinator", "screen", "stack"].allSatisfy({ fields.value($0) == nil }) {
                    reader.error(.missingKey, "a tab needs 'coordinator' (the coordinator whose container it shows)\(version == 1 ? " or 'screen'" : ", 'screen' or 'stack'")", at: item)
                }
            } else {
                continue
            }
            checkDuplicate(tab, among: tabs)
            tabs.append(tab)
        }
        checkSelection(of: tabs)
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
        tab.title?.value ?? tab.coordinator?.value ?? tab.screen?.value ?? tab.stack?.first?.value ?? "?"
    }
}
