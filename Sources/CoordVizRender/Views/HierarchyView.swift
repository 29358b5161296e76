import CoordVizCore

/// The ownership tree: who owns whom, who points back, and what each coordinator shows.
///
/// Collapsed, it draws coordinators only: no root view controllers.
struct HierarchyView {
    let model: ArchitectureModel
    let style: Style
    var collapse = false
    var links: ViewLinks?
    /// Made once per view: its look-ups are indexed.
    private var index: ModelIndex { model.sharedIndex }

    func diagram() -> Diagram {
        var diagram = Diagram(
            name: "hierarchy",
            attributes: style.graph(label: "\(model.app) — coordinator hierarchy"),
            nodeDefaults: style.nodeDefaults,
            edgeDefaults: style.edgeDefaults
        )
        let tooltip = Tooltip(model: model)
        let parents = index.parents
        var usesBackReference = false, usesStrong = false, usesLazy = false, usesFlowOnly = false
        for coordinator in model.coordinators {
            diagram.nodes.append(.init(id: NodeID.coordinator(coordinator.id), attributes: style.coordinator(CoordinatorNodeInfo(coordinator), tooltip: tooltip.coordinator(coordinator.id))))
            usesFlowOnly = usesFlowOnly || coordinator.isFlowOnly
            if let container = coordinator.container, !collapse {
                diagram.nodes.append(.init(id: NodeID.container(coordinator.id), attributes: containerNode(container, of: coordinator)))
                diagram.edges.append(.init(from: NodeID.coordinator(coordinator.id), to: NodeID.container(coordinator.id), attributes: [
                    "label": .text(Self.propertyLabel(containerProperty(container))),
                    "color": .text(style.faint), "arrowhead": "odiamond", "weight": "4",
                ]))
            }
            for child in coordinator.children {
                if let target = child.coordinator {
                    // A reference to a coordinator owned elsewhere is drawn, but does not rank it.
                    let owned = parents[target] == coordinator.id
                    var attributes: Attributes = ["label": .text(Self.propertyLabel(child.property)), "color": .text(style.coordinatorLine), "fontcolor": .text(style.coordinatorLine)]
                    if !owned { attributes["constraint"] = "false"; attributes["style"] = "dashed" }
                    diagram.edges.append(.init(from: NodeID.coordinator(coordinator.id), to: NodeID.coordinator(target), key: child.property, attributes: attributes))
                } else if child.isLazyNotCreated {
                    usesLazy = true
                    let id = NodeID.lazyChild(coordinator.id, child.property)
                    let type = child.declaredType ?? "coordinator"
                    diagram.nodes.append(.init(id: id, attributes: [
                        "label": .html("<I>\(HTML.escape(type))</I><BR/><FONT POINT-SIZE=\"10\" COLOR=\"\(style.muted)\">lazy · not created yet</FONT>"),
                        "style": "rounded,dotted", "color": .text(style.faint), "fontcolor": .text(style.muted),
                        "tooltip": .text("\(coordinator.id).\(child.property): \(type) — lazy, not created yet"),
                    ]))
                    diagram.edges.append(.init(from: NodeID.coordinator(coordinator.id), to: id, key: child.property, attributes: [
                        "label": .text(Self.propertyLabel(child.property)), "style": "dotted", "color": .text(style.faint),
                    ]))
                }
            }
            for reference in coordinator.backReferences {
                let strong = reference.strength == .strong
                usesBackReference = usesBackReference || !strong
                usesStrong = usesStrong || strong
                var label = reference.property
                if !reference.pointsToParent { label += " (not its parent)" }
                if reference.strength != .unknown { label += " · \(reference.strength.rawValue)" }
                // Drawn from the ancestor down with the arrow reversed, so it runs beside the
                // ownership edge instead of looping over the whole tree.
                diagram.edges.append(.init(from: NodeID.coordinator(reference.target), to: NodeID.coordinator(coordinator.id), key: "back:\(reference.property)", attributes: [
                    "label": .text(label), "style": "dashed", "dir": "back", "arrowtail": "empty",
                    // An ancestor sits above anyway: ranking along the reference costs nothing
                    // and keeps its label beside it. A reference sideways must not rank.
                    "constraint": isAncestor(reference.target, of: coordinator.id, parents: parents) ? "true" : "false",
                    "color": .text(strong ? style.retainCycle : style.faint),
                    "fontcolor": .text(strong ? style.retainCycle : style.muted),
                ]))
            }
        }
        let sharedStack = !collapse && model.coordinators.contains { $0.pushesOnto != nil }
        if sharedStack {
            for coordinator in model.coordinators {
                guard let owner = coordinator.pushesOnto, index.coordinator(owner)?.container != nil else { continue }
                // Unlabelled (the legend names it): Graphviz 2.42 frees memory twice laying out a
                // labelled non-ranking edge here (AddressSanitizer, navigation-children).
                diagram.edges.append(.init(from: NodeID.coordinator(coordinator.id), to: NodeID.container(owner), key: "pushesOnto", attributes: [
                    "style": "dashed", "color": .text(style.coordinatorLine), "arrowhead": "odiamond", "constraint": "false",
                    "tooltip": .text("\(coordinator.id) pushes onto \(owner)'s navigation stack"),
                ]))
            }
        }
        let presents = !collapse && appendPresentations(to: &diagram)
        Legend.append(legend(backReference: usesBackReference, strong: usesStrong, lazy: usesLazy, flowOnly: usesFlowOnly, sharedStack: sharedStack, presents: presents), to: &diagram)
        diagram.applyLinks(links, style: style)
        return diagram
    }

    /// Presented containers: a coordinator's own, linked from the container holding the screen it
    /// is presented over; one no coordinator owns, as a container node of its own.
    private func appendPresentations(to diagram: inout Diagram) -> Bool {
        var drawn = false
        let holderOf = screenHolders()
        for coordinator in model.coordinators {
            guard let presentation = coordinator.presentation, coordinator.container != nil else { continue }
            let tail: String
            if let over = presentation.over {
                guard let holder = holderOf[over] else { continue }
                tail = NodeID.container(holder)
            } else {
                let marker = UnknownPresenter.node(presenting: NodeID.container(coordinator.id), style: style)
                diagram.nodes.append(marker)
                tail = marker.id
            }
            drawn = true
            diagram.edges.append(.init(from: tail, to: NodeID.container(coordinator.id), key: "presents", attributes: presentsEdge(presentation)))
        }
        for (index, presented) in (model.presentedContainers ?? []).enumerated() {
            drawn = true
            let id = "presented:\(index)"
            var attributes = containerNode(presented.container, of: CoordinatorNode(id: id, typeName: presented.container.typeName))
            attributes["tooltip"] = .text("\(presented.container.kindDescription) presented over \(presented.presentation.overDescription), owned by no coordinator")
            diagram.nodes.append(.init(id: id, attributes: attributes))
            if let holder = presented.presentation.over.flatMap({ holderOf[$0] }) {
                diagram.edges.append(.init(from: NodeID.container(holder), to: id, key: "presents", attributes: presentsEdge(presented.presentation)))
            }
        }
        return drawn
    }

    private func presentsEdge(_ presentation: Presentation) -> Attributes {
        ["label": .text("presents" + (presentation.style.map { " (\($0))" } ?? "")), "style": "dotted", "arrowhead": "dot",
         "color": .text(style.muted), "fontcolor": .text(style.muted)]
    }

    /// The coordinator whose container node lists each screen.
    private func screenHolders() -> [String: String] {
        var result: [String: String] = [:]
        for coordinator in model.coordinators {
            for screen in coordinator.container?.screens ?? [] where result[screen] == nil { result[screen] = coordinator.id }
        }
        return result
    }

    /// Whether `candidate` is above `id` in the ownership tree.
    private func isAncestor(_ candidate: String, of id: String, parents: [String: String]) -> Bool {
        var cursor = parents[id]
        var steps = 0
        while let current = cursor, steps < parents.count {
            if current == candidate { return true }
            cursor = parents[current]
            steps += 1
        }
        return false
    }

    static func propertyLabel(_ property: String) -> String { property.isEmpty ? "" : ".\(property)" }

    private func containerProperty(_ container: Container) -> String { container.property }

    /// A table listing the container's tabs or stack (bottom first), the live top highlighted;
    /// a containing view controller lists what it hosts, indented under a sub-header.
    private func containerNode(_ container: Container, of coordinator: CoordinatorNode) -> Attributes {
        let table = """
        <TABLE BORDER="0" CELLBORDER="1" CELLSPACING="0" CELLPADDING="4" COLOR="\(style.screenLine)">\
        \(header(container.typeName))\(rows(container, of: coordinator).joined())</TABLE>
        """
        return ["label": .html(table), "shape": "plain", "tooltip": .text("\(coordinator.id)'s \(container.kindDescription)")]
    }

    private func header(_ text: String, note: String? = nil) -> String {
        let suffix = note.map { "  <FONT COLOR=\"\(style.muted)\">\($0)</FONT>" } ?? ""
        return "<TR><TD BGCOLOR=\"\(style.headerFill)\" ALIGN=\"LEFT\"><FONT POINT-SIZE=\"10\">\(HTML.escape(text))\(suffix)</FONT></TD></TR>"
    }

    private func rows(_ container: Container, of coordinator: CoordinatorNode) -> [String] {
        var rows: [String] = []
        switch container {
        case .tabBar(let bar):
            for tab in bar.tabs {
                let selected = tab.index == bar.selectedIndex
                let shows = tab.coordinator ?? tab.screen.map { index.screen($0)?.shortName ?? $0 }
                    ?? tab.container.map { content in "\(content.kindDescription): " + content.screens.map { index.screen($0)?.shortName ?? $0 }.joined(separator: ", ") }
                    ?? tab.viewControllerType
                let text = "\(tab.index) · <B>\(HTML.escape(tab.displayTitle))</B>  <FONT COLOR=\"\(style.muted)\">→ \(HTML.escape(shows))</FONT>"
                rows.append(row(text, highlighted: selected, note: selected ? "selected" : nil))
            }
        case .navigationStack(let stack):
            for (position, id) in stack.allScreens.enumerated() {
                let screen = index.screen(id)
                let live = stack.screens.contains(id)
                var text = "\(position) · <B>\(HTML.escape(screen?.shortName ?? id))</B>"
                if let pusher = screen?.pushedBy, pusher != coordinator.id {
                    text += "  <FONT COLOR=\"\(style.coordinatorLine)\">pushed by \(HTML.escape(pusher))</FONT>"
                } else if let holder = screen?.coordinator, holder != coordinator.id {
                    text += "  <FONT COLOR=\"\(style.muted)\">→ \(HTML.escape(holder))</FONT>"
                }
                if !live { text = "<FONT COLOR=\"\(style.faint)\">\(text)</FONT>" }
                rows.append(row(text, highlighted: id == stack.top, note: id == stack.top ? "top" : (live ? nil : "not on stack now")))
            }
        case .single(let single):
            rows.append(row("<B>\(HTML.escape(index.screen(single.screen)?.shortName ?? single.screen))</B>", highlighted: false, note: nil))
        case .containment(let host):
            if let screen = host.screen {
                rows.append(row("<B>\(HTML.escape(index.screen(screen)?.shortName ?? screen))</B>", highlighted: false, note: "host"))
            }
            for child in host.contained {
                rows.append(header("▸ contains \(child.typeName)"))
                rows += self.rows(child, of: coordinator)
            }
            for column in host.coordinators ?? [] {
                rows.append(row("<FONT COLOR=\"\(style.muted)\">▸ shows \(HTML.escape(column))'s \(HTML.escape(index.coordinator(column)?.container?.kindDescription ?? "container"))</FONT>", highlighted: false, note: nil))
            }
        }
        for screen in index.screensPresented(overAnyOf: container.screens) {
            rows.append(row("<I>\(HTML.escape(screen.shortName))</I>", highlighted: false, note: "presented over \(index.screen(screen.presentedOver!)?.shortName ?? screen.presentedOver!)"))
        }
        return rows
    }

    private func row(_ content: String, highlighted: Bool, note: String?) -> String {
        let suffix = note.map { "  <FONT POINT-SIZE=\"9\" COLOR=\"\(style.muted)\">(\($0))</FONT>" } ?? ""
        let background = highlighted ? " BGCOLOR=\"\(style.liveTopFill)\"" : ""
        return "<TR><TD ALIGN=\"LEFT\"\(background)>\(content)\(suffix)</TD></TR>"
    }

    private func legend(backReference: Bool, strong: Bool, lazy: Bool, flowOnly: Bool, sharedStack: Bool, presents: Bool) -> Diagram.Node {
        var entries: [LegendEntry] = [.init(symbol: "━━▶", color: style.coordinatorLine, text: "owns child (property)")]
        if !collapse { entries.append(.init(symbol: "──◇", color: style.faint, text: "root view controller")) }
        if backReference { entries.append(.init(symbol: "╌╌▷", color: style.faint, text: "back-reference to an ancestor")) }
        if strong { entries.append(.init(symbol: "╌╌▷", color: style.retainCycle, text: "strong back-reference: retain cycle")) }
        if flowOnly { entries.append(.init(symbol: "▢", color: style.flowOnlyLine, text: "flow-only coordinator (no view controller)")) }
        if lazy { entries.append(.init(symbol: "⋯", color: style.faint, text: "lazy child not created yet")) }
        if !collapse { entries.append(.init(symbol: "■", color: style.liveTopLine, text: "top of live stack / selected tab")) }
        if sharedStack { entries.append(.init(symbol: "╌╌◇", color: style.coordinatorLine, text: "pushes onto another coordinator's stack")) }
        if presents { entries.append(.init(symbol: "┈┈●", color: style.muted, text: "presented modally over")) }
        entries += Legend.unread(model, style: style)
        return Legend.node(entries, style: style)
    }
}
