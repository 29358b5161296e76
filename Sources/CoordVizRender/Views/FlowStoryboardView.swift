import CoordVizCore

/// One transition as a storyboard, left to right (in rows, like a comic strip): the state of
/// every stack it involves before it starts and after each step, the step that changed it on the
/// arrow between two frames, then the Back chain from where it ends, drawn screen by screen.
///
/// In each frame the selected tab's column is green and the visible screen yellow; screens a
/// step added carry a `+`, screens it removed stay struck through for that frame.
struct FlowStoryboardView {
    let model: ArchitectureModel
    let transition: Transition
    let style: Style
    var links: ViewLinks?
    /// Made once per storyboard (or shared by every storyboard of a page): every frame and column
    /// asks it where the app stands.
    private let simulator: FlowSimulator
    private let tooltips: TooltipCache

    /// The storyboard of `transition`; `sharing` holds look-ups of this same `model` that other
    /// diagrams made already.
    init(model: ArchitectureModel, transition: Transition, style: Style, links: ViewLinks? = nil, sharing: SharedLookups? = nil) {
        self.model = model
        self.transition = transition
        self.style = style
        self.links = links
        simulator = sharing?.simulator ?? model.sharedSimulator
        tooltips = sharing?.tooltips ?? TooltipCache()
    }

    func diagram() -> Diagram {
        let playback = simulator.play(transition)
        let color = style.transitionColor(model.transitions.firstIndex { $0.id == transition.id } ?? 0)
        let trigger = transition.trigger ?? transition.id
        var diagram = Diagram(
            name: "flow:\(transition.id)",
            attributes: style.graph(label: ""),
            nodeDefaults: style.nodeDefaults,
            edgeDefaults: style.edgeDefaults
        )
        let steps = "\(playback.steps.count) step\(playback.steps.count == 1 ? "" : "s")"
        diagram.attributes["label"] = .html("<B>\(HTML.escape("\(model.app) — \(trigger) on \(simulator.startName(transition))"))</B>"
            + "<BR/>\(style.small("transition \(transition.id) · \(steps)", size: 12))")
        diagram.attributes["ranksep"] = "0.7"
        diagram.attributes["nodesep"] = "0.9"

        let states = [playback.initial] + playback.steps.map(\.state)
        let columns = involvedColumns(states, playback: playback)
        // Frames run left to right in rows, like a comic strip, so a long transition wraps
        // instead of becoming one very wide picture.
        let perRow = columns.count <= 2 ? 3 : 2
        for (index, state) in states.enumerated() {
            let played = index == 0 ? nil : playback.steps[index - 1]
            let node = frame(
                index: index, state: state, previous: index == 0 ? nil : states[index - 1],
                played: played, columns: columns, isLast: index == states.count - 1, color: color
            )
            if index % perRow == 0 {
                diagram.clusters.append(.init(id: "row_\(index / perRow)", attributes: ["rank": "same"], isFramed: false))
            }
            diagram.clusters[diagram.clusters.count - 1].nodes.append(node)
            if let played {
                var attributes = StepStyle.attributes(for: played.step.kind)
                let problem = played.problem.map { "<BR/><FONT COLOR=\"\(style.retainCycle)\">⚠ \(HTML.escape($0))</FONT>" } ?? ""
                attributes["label"] = .html("<FONT COLOR=\"\(played.problem == nil ? color : style.retainCycle)\"><B>\(played.number) \(HTML.escape(played.caption))</B></FONT>\(problem)")
                attributes["color"] = .text(played.problem == nil ? color : style.retainCycle)
                attributes["tooltip"] = .text("step \(played.number) of \(playback.steps.count): \(played.step.kind.rawValue) \(played.step.target ?? "")")
                if index % perRow == 0 {
                    // Wrapping to the next row: the step runs back to its start without pulling it
                    // right; an invisible edge keeps the rows' first frames one above the other.
                    attributes["constraint"] = "false"
                    diagram.edges.append(.init(from: "frame:\(index - perRow)", to: "frame:\(index)", key: "row", attributes: ["style": "invis", "weight": "10"]))
                }
                diagram.edges.append(.init(from: "frame:\(index - 1)", to: "frame:\(index)", key: "step", attributes: attributes))
            }
        }
        let lastRowStart = "frame:\((states.count - 1) / perRow * perRow)"
        appendBackChain(backChain(from: states[states.count - 1], playback: playback), after: "frame:\(states.count - 1)",
                        rowStart: states.count % perRow == 0 ? "frame:\(states.count - perRow)" : nil, color: color, to: &diagram)

        var legend: [LegendEntry] = [
            .init(symbol: "▢", color: style.selectedTabLine, text: "the selected tab (or the stack on screen)"),
            .init(symbol: "■", color: style.liveTopLine, text: "the screen the user sees"),
        ]
        let changes = zip(states, states.dropFirst()).flatMap { before, after in
            // Stacks a step left as they were add nothing to either mark.
            before.stacks.coordinatorsWithDifferentStacks(than: after.stacks).map { (before.stacks[$0] ?? [], after.stacks[$0] ?? []) } + [(before.presented, after.presented)]
        }
        let kept = changes.map { before, after in zip(before, after).prefix { $0 == $1 }.count }
        if zip(changes, kept).contains(where: { $0.1.count > $1 }) { legend.append(.init(symbol: "+", color: color, text: "pushed or presented by this step")) }
        if zip(changes, kept).contains(where: { $0.0.count > $1 }) { legend.append(.init(symbol: "S̶", color: style.faint, text: "removed by this step")) }
        var kinds: [StepKind] = []
        for played in playback.steps where !kinds.contains(played.step.kind) { kinds.append(played.step.kind) }
        legend += StepStyle.legend(for: kinds, color: color)
        if let last = states.last, !last.presented.isEmpty {
            legend.append(.init(symbol: "╌╌▶", color: style.muted, text: "dismiss, then Back, one tap at a time"))
        } else if playback.backChain.count > 1 {
            legend.append(.init(symbol: "╌╌▶", color: style.muted, text: "Back, one tap at a time"))
        }
        if playback.steps.contains(where: { $0.problem != nil }) {
            legend.append(.init(symbol: "⚠", color: style.retainCycle, text: "a step that cannot happen in this state"))
        }
        Legend.append(Legend.node(legend, style: style), to: &diagram, below: [lastRowStart])
        diagram.applyLinks(links, style: style)
        return diagram
    }

    // MARK: Columns

    /// A column of every frame: one coordinator's stack, or the presented screens.
    enum Column: Equatable {
        case stack(String)
        /// A tab of the main tab bar that shows one screen directly (its index).
        case screenTab(Int)
        case presented
    }

    /// The stacks the transition touches: those that change, those on screen at any point, and
    /// those a step names; in tab order, then model order; presented screens last.
    private func involvedColumns(_ states: [NavigationState], playback: FlowSimulator.Playback) -> [Column] {
        var involved: Set<String> = []
        for (before, after) in zip(states, states.dropFirst()) {
            involved.formUnion(before.stacks.coordinatorsWithDifferentStacks(than: after.stacks))
        }
        for state in states { if let active = simulator.activeCoordinator(in: state) { involved.insert(active) } }
        for step in transition.steps {
            guard let target = step.target else { continue }
            switch step.kind.targetKind {
            case .coordinator: if model.coordinator(target)?.container?.navigationStack != nil { involved.insert(target) }
            case .tab: if let coordinator = model.tab(named: target)?.coordinator { involved.insert(coordinator) }
            case .screen:
                // A pushed screen's stack is involved; a presented one has its own column.
                if step.kind == .push, let owner = model.owner(ofScreen: target), owner.container?.navigationStack != nil { involved.insert(owner.id) }
            case .none: break
            }
        }
        var ordered: [String] = (model.mainTabBar.map { owner, bar in bar.tabs.map { $0.coordinator ?? FlowSimulator.plainStackID(owner: owner.id, tab: $0.index) } } ?? [])
            .filter(involved.contains)
        ordered += model.coordinators.map(\.id).filter { involved.contains($0) && !ordered.contains($0) }
        // Whatever else the simulator plays as a stack (a plain stack nothing above names) still
        // gets its column, so no frame is drawn empty.
        ordered += involved.subtracting(ordered).sorted()
        var columns = ordered.map(Column.stack)
        // Tabs showing one screen directly that the transition selects at some point.
        let screenTabs = (model.mainTabBar?.tabBar.tabs ?? []).filter { tab in
            tab.screen != nil && states.contains { $0.selectedTab == tab.index && simulator.visibleScreen(in: $0) == tab.screen }
        }
        columns += screenTabs.map { Column.screenTab($0.index) }
        if states.contains(where: { !$0.presented.isEmpty }) { columns.append(.presented) }
        return columns
    }

    // MARK: Frames

    private func frame(
        index: Int, state: NavigationState, previous: NavigationState?, played: FlowSimulator.PlayedStep?,
        columns: [Column], isLast: Bool, color: String
    ) -> Diagram.Node {
        let title: String
        var detail: String
        if let played {
            title = "after \(played.number)"
            detail = played.caption
            if let previous, looksTheSame(previous, state) { detail += " · nothing changes" }
        } else {
            title = "before"
            detail = "on \(simulator.startName(transition))" + (transition.trigger.map { ": \($0)" } ?? "")
        }
        let cells = columns.map { "<TD VALIGN=\"TOP\">\(column($0, state: state, previous: previous, color: color))</TD>" }.joined()
        var header = "<B>\(HTML.escape(title))</B><BR/>\(style.small(detail))"
        if isLast, let visible = simulator.visibleScreen(in: state) {
            header += "<BR/><FONT POINT-SIZE=\"10\" COLOR=\"\(color)\"><B>ends on \(HTML.escape(simulator.screenName(visible)))</B></FONT>"
        }
        let table = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"6\" CELLPADDING=\"0\">"
            + "<TR><TD COLSPAN=\"\(max(columns.count, 1))\" ALIGN=\"LEFT\">\(header)</TD></TR><TR>\(cells.isEmpty ? "<TD></TD>" : cells)</TR></TABLE>"
        let failed = played?.problem != nil
        return .init(id: "frame:\(index)", attributes: [
            "label": .html(table), "shape": "box", "style": "rounded,filled",
            "fillcolor": .text(failed ? style.problemFill : style.tabFill),
            "color": .text(failed ? style.retainCycle : (isLast ? color : style.faint)),
            "penwidth": isLast ? "2.5" : "1", "margin": "0.05",
            "tooltip": .text(frameTooltip(state: state, title: title)),
        ])
    }

    /// The main tab bar's tab showing the stack `id`: a coordinator's, or a plain stack in place.
    private func tab(ofStack id: String) -> Tab? {
        if let tab = model.tab(showing: id) { return tab }
        guard let (owner, bar) = model.mainTabBar else { return nil }
        return bar.tabs.first { $0.coordinator == nil && FlowSimulator.plainStackID(owner: owner.id, tab: $0.index) == id }
    }

    /// One stack as a small table: a header naming the tab or coordinator, then the screens from
    /// the root down to the top.
    private func column(_ column: Column, state: NavigationState, previous: NavigationState?, color: String) -> String {
        let visible = simulator.visibleScreen(in: state)
        let name: String, detail: String?, isSelected: Bool, screens: [String], before: [String]
        switch column {
        case .stack(let coordinator):
            let tab = tab(ofStack: coordinator)
            name = tab?.displayTitle ?? coordinator
            detail = tab?.coordinator == nil ? nil : coordinator
            isSelected = state.presented.isEmpty && simulator.activeCoordinator(in: state) == coordinator
            screens = state.stacks[coordinator] ?? []
            before = previous?.stacks[coordinator] ?? screens
        case .screenTab(let index):
            let tab = model.mainTabBar?.tabBar.tabs.first { $0.index == index }
            name = tab?.displayTitle ?? "Tab \(index)"
            detail = nil
            isSelected = state.presented.isEmpty && state.selectedTab == index && simulator.activeCoordinator(in: state) == nil
            screens = tab?.screen.map { [$0] } ?? []
            before = screens
        case .presented:
            name = "presented"
            detail = nil
            isSelected = !state.presented.isEmpty
            screens = state.presented
            before = previous?.presented ?? screens
        }
        var header = "<B>\(HTML.escape(name))</B>"
        if let detail { header += "<BR/>\(style.small(detail, size: 9))" }
        var rows = "<TR><TD BGCOLOR=\"\(isSelected ? style.selectedTabFill : style.headerFill)\">\(header)</TD></TR>"
        let kept = zip(screens, before).prefix { $0 == $1 }.count
        for (position, screen) in screens.enumerated() {
            let isVisible = screen == visible && isSelected
            let isNew = position >= kept && previous != nil
            var text = HTML.escape(simulator.screenName(screen))
            if isVisible { text = "<B>\(text)</B>" }
            if isNew { text = "<FONT COLOR=\"\(color)\"><B>+</B></FONT> " + text }
            let background = isVisible ? style.liveTopFill : style.screenFill
            rows += "<TR><TD BGCOLOR=\"\(background)\">\(text)</TD></TR>"
        }
        for screen in before.dropFirst(kept) where previous != nil {
            rows += "<TR><TD BGCOLOR=\"\(style.screenFill)\"><FONT COLOR=\"\(style.faint)\"><S>\(HTML.escape(simulator.screenName(screen)))</S></FONT></TD></TR>"
        }
        if screens.isEmpty && before.count <= kept {
            rows += "<TR><TD><FONT COLOR=\"\(style.faint)\">empty</FONT></TD></TR>"
        }
        let line = isSelected ? style.selectedTabLine : style.screenLine
        return "<TABLE BORDER=\"\(isSelected ? 2 : 1)\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"4\" COLOR=\"\(line)\">\(rows)</TABLE>"
    }

    /// Whether the user sees no difference: same tab, stacks, presented screens and visible screen.
    private func looksTheSame(_ a: NavigationState, _ b: NavigationState) -> Bool {
        a.selectedTab == b.selectedTab && a.stacks == b.stacks && a.presented == b.presented
            && simulator.visibleScreen(in: a) == simulator.visibleScreen(in: b)
    }

    private func frameTooltip(state: NavigationState, title: String) -> String {
        var lines = [title]
        if let tab = state.selectedTab.flatMap({ index in model.mainTabBar?.tabBar.tabs.first { $0.index == index } }) {
            lines.append("selected tab: \(tab.displayTitle)")
        }
        if let visible = simulator.visibleScreen(in: state) { lines.append("on screen: \(simulator.screenName(visible))") }
        return lines.joined(separator: "\n")
    }

    // MARK: Back

    /// One screen of the way back: the screen, and whether leaving it is a dismiss.
    struct BackStep { var screen: String; var dismisses: Bool }

    /// Where Back goes from the final state, screen by screen: the flow's Back chain; below a
    /// presented screen, dismissing it, then on down the stack underneath.
    private func backChain(from state: NavigationState, playback: FlowSimulator.Playback) -> [BackStep] {
        guard !state.presented.isEmpty else { return playback.backChain.map { BackStep(screen: $0, dismisses: false) } }
        let underneath = simulator.activeCoordinator(in: state).flatMap { state.stacks[$0] } ?? []
        return state.presented.reversed().map { BackStep(screen: $0, dismisses: true) }
            + underneath.reversed().map { BackStep(screen: $0, dismisses: false) }
    }

    /// The screens Back walks through from the last one, as the strip's last panel.
    /// `rowStart` names the first frame of a full last row: the chain then starts a row of its own
    /// under it; otherwise it joins the last row.
    private func appendBackChain(_ chain: [BackStep], after last: String, rowStart: String?, color: String, to diagram: inout Diagram) {
        guard !chain.isEmpty else { return }
        var cluster = Diagram.Cluster(id: "back", attributes: style.cluster(
            title: "then Back", detail: chain.count > 1 ? "one tap at a time" : "nothing to go back to", fill: style.background, line: style.faint
        ))
        cluster.attributes["fontsize"] = "13"
        cluster.attributes["style"] = "rounded,dashed"
        let tooltip = tooltips.tooltip(for: model)
        for (position, step) in chain.enumerated() {
            let screen = step.screen
            let isRoot = position == chain.count - 1
            let name = simulator.screenName(screen)
            var attributes = style.screen(
                name: name, title: isRoot && chain.count > 1 ? "root: Back stops here" : nil,
                isTop: position == 0, isLive: true, tooltip: tooltip.screen(screen)
            )
            if isRoot && chain.count > 1 { attributes["label"] = .html("<B>\(HTML.escape(name))</B><BR/>\(style.small("root: Back stops here", size: 9))") }
            cluster.nodes.append(.init(id: "back:\(position)", attributes: attributes))
        }
        // The chain is the strip's last panel: after the last frame, or first on a row of its own.
        var link: Attributes = ["style": "dashed", "color": .text(color), "arrowhead": "none", "lhead": "cluster_back"]
        if let rowStart {
            diagram.clusters.append(.init(id: "row_back", attributes: ["rank": "same"], clusters: [cluster], isFramed: false))
            diagram.edges.append(.init(from: rowStart, to: "back:0", key: "row", attributes: ["style": "invis", "weight": "10"]))
            link["constraint"] = "false"
        } else {
            diagram.clusters[diagram.clusters.count - 1].clusters.append(cluster)
        }
        diagram.edges.append(.init(from: last, to: "back:0", key: "back", attributes: link))
        for position in chain.indices.dropLast() {
            diagram.edges.append(.init(from: "back:\(position)", to: "back:\(position + 1)", key: "back", attributes: [
                "label": chain[position].dismisses ? "dismiss" : "Back", "style": "dashed", "color": .text(style.muted), "arrowhead": "vee",
            ]))
        }
    }
}
