import CoordVizCore

/// The new side of a ``ModelDiff`` drawn over the hierarchy's building blocks: coordinators
/// owning coordinators and holding screens, additions green, removals red and ghosted (dashed,
/// faint text, under their old parent), changes amber; changed transitions as edges between
/// screens, each changed tab bar as a strip of its tabs (old and new, coloured by change) under
/// its owner, transition and deep-link changes as notes, with a legend.
public struct DiffView {
    let old: ArchitectureModel
    let new: ArchitectureModel
    let diff: ModelDiff
    let style: Style

    public init(old: ArchitectureModel, new: ArchitectureModel, diff: ModelDiff, theme: Theme = .light) {
        self.old = old
        self.new = new
        self.diff = diff
        style = Style(theme)
    }

    /// Added, removed, changed: line and fill colours.
    private var added: (line: String, fill: String) { (style.selectedTabLine, style.selectedTabFill) }
    private var removed: (line: String, fill: String) { (style.retainCycle, style.problemFill) }
    private var changed: (line: String, fill: String) { (style.liveTopLine, style.liveTopFill) }

    public func diagram() -> Diagram {
        var diagram = Diagram(
            name: "diff",
            attributes: style.graph(label: "\(new.app) — navigation changes"),
            nodeDefaults: style.nodeDefaults,
            edgeDefaults: style.edgeDefaults
        )
        let status = Dictionary(diff.changes.map { ("\($0.category.rawValue)|\($0.key)", $0) }, uniquingKeysWith: { first, _ in first })
        func change(_ category: ModelDiff.Category, _ key: String) -> ModelDiff.Change? { status["\(category.rawValue)|\(key)"] }

        let newIndex = new.sharedIndex, oldIndex = old.sharedIndex
        let ghosts = diff.changes(.coordinators, .removed).compactMap { oldIndex.coordinator($0.key) }
        var drawnScreens = Set<String>()
        for (coordinator, isGhost) in new.coordinators.map({ ($0, false) }) + ghosts.map({ ($0, true) }) {
            let own = isGhost ? nil : change(.coordinators, coordinator.id)
            diagram.nodes.append(.init(id: NodeID.coordinator(coordinator.id), attributes: coordinatorNode(
                coordinator.id, status: isGhost ? .removed : own?.status, details: own?.details ?? []
            )))
            appendTabStrip(of: coordinator, isGhost: isGhost, to: &diagram)
            let parent = (isGhost ? oldIndex.parents : newIndex.parents)[coordinator.id]
            if let parent {
                let color = isGhost ? removed.line : (own?.status == .added ? added.line : style.coordinatorLine)
                diagram.edges.append(.init(from: NodeID.coordinator(parent), to: NodeID.coordinator(coordinator.id), attributes: [
                    "color": .text(color), "style": isGhost ? "dashed" : "solid",
                ]))
            }
            // The screens it holds on the new side, then those it held on the old side that are gone.
            let model = isGhost ? old : new
            var screens = model.screens(heldBy: coordinator, index: isGhost ? oldIndex : newIndex)
            if !isGhost {
                screens += diff.changes(.screens, .removed).map(\.key).filter { key in
                    oldIndex.screen(key)?.pushedBy == coordinator.id || oldIndex.owner(ofScreen: key)?.id == coordinator.id
                }
            }
            for screen in screens where drawnScreens.insert(screen).inserted {
                let screenChange = change(.screens, screen)
                let ghost = isGhost || screenChange?.status == .removed
                diagram.nodes.append(.init(id: NodeID.screen(screen), attributes: screenNode(screen, status: ghost ? .removed : screenChange?.status, details: screenChange?.details ?? [])))
                diagram.edges.append(.init(from: NodeID.coordinator(coordinator.id), to: NodeID.screen(screen), attributes: [
                    "color": .text(ghost ? removed.line : style.faint), "style": ghost ? "dashed" : "dotted", "arrowhead": "none",
                ]))
            }
        }
        appendTransitions(to: &diagram, drawn: Set(diagram.allNodes.map(\.id)))
        appendNotes(to: &diagram)
        Legend.append(legend(), to: &diagram)
        diagram.useStableSVGIDs()
        return diagram
    }

    private func colors(_ status: ModelDiff.Status?) -> (line: String, fill: String)? {
        switch status {
        case .added: added
        case .removed: removed
        case .changed: changed
        case nil: nil
        }
    }

    private func statusLine(_ status: ModelDiff.Status?, details: [String], color: String) -> String {
        guard let status else { return "" }
        var text = "<BR/><FONT POINT-SIZE=\"10\" COLOR=\"\(color)\">\(status.rawValue)</FONT>"
        for detail in details.prefix(4) { text += "<BR/><FONT POINT-SIZE=\"9\" COLOR=\"\(style.muted)\">\(HTML.escape(Escaping.cut(detail, to: 80)))</FONT>" }
        if details.count > 4 { text += "<BR/><FONT POINT-SIZE=\"9\" COLOR=\"\(style.muted)\">and \(details.count - 4) more</FONT>" }
        return text
    }

    private func coordinatorNode(_ id: String, status: ModelDiff.Status?, details: [String]) -> Attributes {
        let palette = colors(status) ?? (style.coordinatorLine, style.coordinatorFill)
        let label = "<B>\(HTML.escape(id))</B>" + statusLine(status, details: details, color: palette.line)
        return [
            "label": .html(label), "shape": "box",
            "style": .text(status == .removed ? "rounded,dashed,filled" : "rounded,filled"),
            "color": .text(palette.line), "fillcolor": .text(status == .removed ? style.background : palette.fill),
            "fontcolor": .text(status == .removed ? style.muted : style.text),
            "penwidth": .text(status == nil ? "1" : "2"),
            "tooltip": .text("\(id)" + (status.map { " — \($0.rawValue)" } ?? "")),
        ]
    }

    private func screenNode(_ id: String, status: ModelDiff.Status?, details: [String]) -> Attributes {
        let palette = colors(status) ?? (style.screenLine, style.screenFill)
        return [
            "label": .html(HTML.escape(id) + statusLine(status, details: details, color: palette.line)), "shape": "box",
            "style": .text(status == .removed ? "dashed,filled" : "filled"),
            "color": .text(palette.line), "fillcolor": .text(status == .removed ? style.background : palette.fill),
            "fontcolor": .text(status == .removed ? style.muted : style.text), "fontsize": "11",
            "penwidth": .text(status == nil ? "1" : "2"),
            "tooltip": .text("\(id)" + (status.map { " — \($0.rawValue)" } ?? "")),
        ]
    }

    /// The tab bar `owner` holds, when one of its tabs changed: one cell per tab in the new
    /// order, removed tabs after them, each coloured by its change, what differs in the strip's
    /// tooltip; joined to the owner.
    private func appendTabStrip(of owner: CoordinatorNode, isGhost: Bool, to diagram: inout Diagram) {
        let prefix = "\(owner.id) › "
        let tabChanges = diff.changes.filter { $0.category == .tabs && $0.key.hasPrefix(prefix) }
        guard !tabChanges.isEmpty else { return }
        let byTitle = Dictionary(tabChanges.map { (String($0.key.dropFirst(prefix.count)), $0) }, uniquingKeysWith: { first, _ in first })
        let current = isGhost ? [] : (new.tabBars.first { $0.owner.id == owner.id }?.tabBar.tabs.map(\.displayTitle) ?? [])
        let gone = tabChanges.filter { $0.status == .removed }.map { String($0.key.dropFirst(prefix.count)) }
        var cells = "", notes: [String] = []
        for title in current + gone.filter({ !current.contains($0) }) {
            let change = byTitle[title]
            let palette = colors(change?.status) ?? (style.faint, style.background)
            let ghost = change?.status == .removed
            if let change { notes.append("\(title) \(change.status.rawValue)" + (change.details.isEmpty ? "" : " (\(change.details.joined(separator: "; ")))")) }
            cells += "<TD BORDER=\"\(change == nil ? 1 : 2)\" COLOR=\"\(palette.line)\" BGCOLOR=\"\(ghost ? style.background : palette.fill)\""
                + " STYLE=\"\(ghost ? "dashed" : "solid")\">"
                + "<FONT COLOR=\"\(ghost ? style.muted : style.text)\">\(HTML.escape(Escaping.cut(title, to: 30)))</FONT>"
                + (change.map { "<BR/><FONT POINT-SIZE=\"9\" COLOR=\"\(palette.line)\">\($0.status.rawValue)</FONT>" } ?? "") + "</TD>"
        }
        let strip = "diff:tabs:\(owner.id)"
        diagram.nodes.append(.init(id: strip, attributes: [
            "label": .html("<TABLE BORDER=\"0\" CELLSPACING=\"3\" CELLPADDING=\"4\"><TR>\(cells)</TR></TABLE>"),
            "shape": "plain", "fontsize": "10", "tooltip": .text("tab bar of \(owner.id): " + notes.joined(separator: "; ")),
        ]))
        diagram.edges.append(.init(from: NodeID.coordinator(owner.id), to: strip, attributes: [
            "color": .text(style.faint), "style": "dotted", "arrowhead": "none",
        ]))
    }

    /// Transitions added, removed or changed, from the screen they start on to the last screen
    /// they show (removed ones from the old side, dashed).
    private func appendTransitions(to diagram: inout Diagram, drawn: Set<String>) {
        for change in diff.changes where change.category == .transitions {
            let model = change.status == .removed ? old : new
            guard let transition = model.transition(change.key), transition.entry == nil else { continue }
            let target = transition.steps.last { $0.kind.targetKind == .screen }?.target
            let from = NodeID.screen(transition.source)
            guard let target, drawn.contains(from), drawn.contains(NodeID.screen(target)) else { continue }
            let color = colors(change.status)?.line ?? style.muted
            // Unlabelled and not ranking: Graphviz 2.42 frees memory twice on labelled flat
            // edges (docs/graphviz-notes.md). The notes table names each transition.
            diagram.edges.append(.init(from: from, to: NodeID.screen(target), key: "transition:\(transition.id)", attributes: [
                "color": .text(color), "style": .text(change.status == .removed ? "dashed,bold" : "bold"), "constraint": "false",
                "tooltip": .text("transition \(transition.id) \(change.status.rawValue)"),
            ]))
        }
    }

    /// Transition and deep-link changes as one table: what each edge is, and what no edge shows.
    private func appendNotes(to diagram: inout Diagram) {
        var rows = ""
        for category in [ModelDiff.Category.transitions, .deepLinks] {
            let entries = diff.changes.filter { $0.category == category }
            guard !entries.isEmpty else { continue }
            rows += "<TR><TD ALIGN=\"LEFT\"><B>\(category == .transitions ? "Transitions" : "Deep links")</B></TD></TR>"
            for change in entries {
                let color = colors(change.status)?.line ?? style.muted
                rows += "<TR><TD ALIGN=\"LEFT\"><FONT COLOR=\"\(color)\">\(HTML.escape(change.key)) \(change.status.rawValue)</FONT></TD></TR>"
            }
        }
        guard !rows.isEmpty else { return }
        diagram.nodes.append(.init(id: "diff:notes", attributes: [
            "label": .html("<TABLE BORDER=\"0\" CELLSPACING=\"2\">\(rows)</TABLE>"),
            "shape": "box", "style": "rounded", "color": .text(style.faint), "fontsize": "10", "tooltip": "Transitions and deep links changed",
        ]))
    }

    private func legend() -> Diagram.Node {
        var entries = [
            LegendEntry(symbol: "■", color: added.line, text: "added"),
            LegendEntry(symbol: "▢", color: removed.line, text: "removed (ghosted, dashed)"),
            LegendEntry(symbol: "■", color: changed.line, text: "changed"),
            LegendEntry(symbol: "■", color: style.coordinatorLine, text: "unchanged coordinator"),
        ]
        if diff.changes.contains(where: { $0.category == .tabs }) {
            entries.append(LegendEntry(symbol: "▭▭", color: style.faint, text: "a changed tab bar: its tabs in order, removed ones last"))
        }
        if diff.changes.contains(where: { $0.category == .transitions }) {
            entries.append(LegendEntry(symbol: "━━▶", color: changed.line, text: "transition, from its screen to the last it shows"))
        }
        if !diff.skipped.isEmpty {
            entries.append(LegendEntry(symbol: "·", color: style.muted, text: "not compared: " + diff.skipped.map(\.rawValue).joined(separator: ", ")))
        }
        return Legend.node(entries, style: style)
    }
}
