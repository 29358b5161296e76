import CoordVizCore

/// Reading a coordinator's version 2 keys: where its container is shown (`presentedFrom`,
/// `style`), whose stack it pushes onto (`pushesOnto`), its parent back-reference (`parent`),
/// its condition (`when`) and its tab bar's initial tab (`initialTab`, or `selected` on a tab).
extension DocumentReader {
    mutating func readVersion2Fields(_ fields: [NodeReader.Entry], into coordinator: inout CoordinatorDeclaration, what: String) {
        coordinator.condition = fields.value("when").flatMap { reader.string($0, "'when'") }
        coordinator.presentedFrom = fields.value("presentedFrom").flatMap { reader.locatedString($0, "'presentedFrom'") }
        coordinator.style = fields.value("style").flatMap { reader.locatedString($0, "'style'") }
        coordinator.initialTab = fields.value("initialTab").flatMap { reader.locatedString($0, "'initialTab'") }
        if let entry = fields.entry("pushesOnto") {
            coordinator.pushesOnto = reader.locatedString(entry.value, "'pushesOnto'")
            if let container = fields.first(where: { SpecKeys.containers.contains($0.key) && $0.key != "stack" }) {
                reader.error(
                    .conflictingContainer,
                    "\(what) pushes onto another coordinator's stack, so it owns no '\(container.key)'; list the screens it pushes under 'stack'",
                    at: container.keyNode
                )
                coordinator.container = nil
            }
        }
        if let entry = fields.entry("presentedFrom"), coordinator.container == nil || coordinator.pushesOnto != nil {
            reader.error(.missingKey, "\(what) is presented, so it needs a container to present: 'stack', 'tabs', 'screen', 'split' or 'pages' (and no 'pushesOnto')", at: entry.keyNode)
        }
        if let entry = fields.entry("style"), fields.value("presentedFrom") == nil {
            reader.error(.missingKey, "'style' says how \(what) is presented; add 'presentedFrom: <the screen it is presented over>' (or 'presentedFrom: \(SpecKeys.unknownPresenter)' when no one knows which)", at: entry.keyNode)
        }
        if let entry = fields.entry("initialTab") {
            if case .tabs(let tabs)? = coordinator.container?.kind {
                if let selected = tabs.first(where: { $0.isSelected?.value == true }) {
                    reader.error(.conflictingSelection, "\(what) has 'initialTab' and a tab with 'selected: true' (at \(selected.isSelected!.location)); keep one", at: entry.keyNode)
                }
            } else {
                reader.error(.missingKey, "'initialTab' picks one of the coordinator's 'tabs', but \(what) has none", at: entry.keyNode)
            }
        }
        if let node = fields.value("parent") { coordinator.parent = readParent(node, of: what) }
    }

    /// `parent: MainCoordinator` (a weak `parentCoordinator`), or
    /// `parent: { property: parentCoordinator, target: MainCoordinator, strength: weak }`.
    mutating func readParent(_ node: YAMLNode, of what: String) -> ParentDeclaration? {
        if case .scalar = node {
            return reader.locatedString(node, "'parent'").map { ParentDeclaration(property: "parentCoordinator", target: $0, strength: .weak) }
        }
        guard let fields = reader.mapping(node, "'parent' of \(what)") else { return nil }
        reader.rejectUnknownKeys(fields, allowed: SpecKeys.parent, in: "'parent' of \(what)")
        reader.checkSource(fields, in: "'parent' of \(what)")
        let property = fields.value("property").flatMap { reader.string($0, "'property'") } ?? "parentCoordinator"
        var strength = ReferenceStrength.weak
        if let strengthNode = fields.value("strength"), let text = reader.string(strengthNode, "'strength'") {
            let allowed = ReferenceStrength.allCases.filter { $0 != .unknown }
            if let value = allowed.first(where: { $0.rawValue == text }) {
                strength = value
            } else {
                reader.error(.wrongType, "'strength' is one of \(allowed.map(\.rawValue).joined(separator: ", ")), not '\(text)'", at: strengthNode)
            }
        }
        guard let targetNode = fields.value("target") else {
            reader.error(.missingKey, "'parent' of \(what) needs 'target' (the coordinator it points to)", at: node)
            return nil
        }
        return reader.locatedString(targetNode, "'target'").map { ParentDeclaration(property: property, target: $0, strength: strength) }
    }

    /// At most one tab says `selected: true`.
    mutating func checkSelection(of tabs: [TabDeclaration]) {
        let selected = tabs.compactMap(\.isSelected).filter(\.value)
        for extra in selected.dropFirst() {
            reader.error(.conflictingSelection, "a tab bar starts on one tab, and the tab at \(selected[0].location) is already 'selected'; keep 'selected: true' on one tab", at: extra.location)
        }
    }

    /// `true` or `false`.
    mutating func readBool(_ node: YAMLNode, _ what: String) -> Bool? {
        guard let text = reader.string(node, what) else { return nil }
        switch text {
        case "true", "yes": return true
        case "false", "no": return false
        default:
            reader.error(.wrongType, "\(what) is 'true' or 'false', not '\(text)'", at: node)
            return nil
        }
    }
}
