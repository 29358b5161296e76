import CoordVizCore

/// One cluster per tab (and per stack outside the tab bar), each holding its navigation stack in
/// push order. With transitions, it becomes the `flows` view: every transition's steps drawn as
/// numbered edges in the transition's colour, explained in a legend.
struct TabsView {
    let model: ArchitectureModel
    let showTransitions: Bool

    func diagram() -> Diagram {
        var diagram = Diagram(
            name: showTransitions ? "flows" : "tabs",
            attributes: Style.graph(label: "\(model.app) — \(showTransitions ? "tabs and transitions" : "tabs and stacks")"),
            nodeDefaults: Style.nodeDefaults,
            edgeDefaults: Style.edgeDefaults
        )
        // Cross-tab steps are labelled between the tab clusters: leave them room.
        if showTransitions { diagram.attributes["nodesep"] = "1.1" }
        let simulator = FlowSimulator(model: model)
        let pushSteps = showTransitions ? coveredPushes(simulator) : []
        var clusterOfScreen: [String: String] = [:]

        if let (owner, bar) = model.mainTabBar {
            var ownerAttributes = Style.coordinator(CoordinatorNodeInfo(owner))
            ownerAttributes["label"] = .html("<B>\(HTML.escape(owner.id))</B><BR/><FONT POINT-SIZE=\"10\" COLOR=\"\(Style.muted)\">\(HTML.escape(bar.typeName))</FONT>")
            diagram.nodes.append(.init(id: NodeID.coordinator(owner.id), attributes: ownerAttributes))
            for tab in bar.tabs {
                let clusterID = "tab_\(tab.index)"
                let screens = screens(ofTab: tab)
                var cluster = Diagram.Cluster(id: clusterID, attributes: tabAttributes(tab, selected: tab.index == bar.selectedIndex))
                cluster.nodes = screens.map { screenNode($0.id, isTop: $0.isTop) }
                screens.forEach { clusterOfScreen[$0.id] = clusterID }
                diagram.clusters.append(cluster)
                if let first = screens.first {
                    diagram.edges.append(.init(from: NodeID.coordinator(owner.id), to: NodeID.screen(first.id), attributes: [
                        "lhead": .text("cluster_\(clusterID)"), "color": .text(Style.faint), "arrowhead": "none", "style": "dashed",
                    ]))
                }
                appendStackEdges(screens.map(\.id), covered: pushSteps, to: &diagram)
            }
        }
        // Stacks not shown in a tab: modal flows, or apps without a tab bar.
        for coordinator in model.coordinators {
            guard let stack = coordinator.container?.navigationStack, model.tab(showing: coordinator.id) == nil else { continue }
            let clusterID = "stack_\(NodeID.cluster(coordinator.id))"
            let ids = stack.allScreens
            var cluster = Diagram.Cluster(id: clusterID, attributes: [
                "label": .html("<B>\(HTML.escape(coordinator.id))</B><BR/><FONT POINT-SIZE=\"10\" COLOR=\"\(Style.muted)\">\(HTML.escape(stack.typeName))</FONT>"),
                "style": "rounded,filled", "fillcolor": .text(Style.tabFill), "color": .text(Style.faint), "fontname": .text(Style.font),
            ])
            cluster.nodes = ids.map { screenNode($0, isTop: $0 == stack.top) }
            ids.forEach { clusterOfScreen[$0] = clusterID }
            diagram.clusters.append(cluster)
            appendStackEdges(ids, covered: pushSteps, to: &diagram)
        }
        // Screens that a transition names but no stack holds (presented screens, loose screens).
        let placed = Set(diagram.allNodes.map(\.id))
        for screen in model.screens where !placed.contains(NodeID.screen(screen.id)) && isNamedByTransition(screen.id) {
            diagram.nodes.append(screenNode(screen.id, isTop: false))
        }
        var legend: [LegendEntry] = []
        if showTransitions {
            legend = appendTransitions(simulator, clusterOfScreen: clusterOfScreen, to: &diagram)
        }
        legend += [
            .init(symbol: "│", color: Style.muted, text: "stack, bottom to top (push order)"),
            .init(symbol: "■", color: Style.liveTopLine, text: "top of a live stack"),
            .init(symbol: "▢", color: Style.selectedTabLine, text: "selected tab"),
        ]
        if model.screens.contains(where: { !$0.isLive }) {
            legend.append(.init(symbol: "┅", color: Style.faint, text: "not on the stack when the app was captured"))
        }
        Legend.append(Legend.node(legend), to: &diagram)
        return diagram
    }

    // MARK: Stacks

    struct StackScreen { var id: String; var isTop: Bool }

    private func screens(ofTab tab: Tab) -> [StackScreen] {
        if let coordinator = tab.coordinator.flatMap(model.coordinator) {
            switch coordinator.container {
            case .navigationStack(let stack): return stack.allScreens.map { StackScreen(id: $0, isTop: $0 == stack.top) }
            case .single(let single): return [StackScreen(id: single.screen, isTop: false)]
            default: return []
            }
        }
        return tab.screen.map { [StackScreen(id: $0, isTop: false)] } ?? []
    }

    private func tabAttributes(_ tab: Tab, selected: Bool) -> Attributes {
        var detail = "tab \(tab.index)"
        if let coordinator = tab.coordinator { detail += " · \(coordinator)" }
        if selected { detail += " · selected" }
        return [
            "label": .html("<B>\(HTML.escape(tab.displayTitle))</B><BR/><FONT POINT-SIZE=\"10\" COLOR=\"\(Style.muted)\">\(HTML.escape(detail))</FONT>"),
            "style": "rounded,filled",
            "fillcolor": .text(selected ? Style.selectedTabFill : Style.tabFill),
            "color": .text(selected ? Style.selectedTabLine : Style.faint),
            "penwidth": selected ? "2" : "1",
            "fontname": .text(Style.font),
            "margin": "14",
        ]
    }

    private func screenNode(_ id: String, isTop: Bool) -> Diagram.Node {
        let screen = model.screen(id) ?? ScreenNode(id: id, typeName: id, isLive: false)
        var tooltip = screen.typeName
        if let coordinator = screen.coordinator { tooltip += " — talks to \(coordinator)" }
        return .init(id: NodeID.screen(id), attributes: Style.screen(
            name: screen.shortName, title: screen.title, isTop: isTop, isLive: screen.isLive, tooltip: tooltip
        ))
    }

    /// Push-order edges between consecutive screens; where a transition draws the same push, the
    /// plain edge stays only as an invisible ranking aid.
    private func appendStackEdges(_ ids: [String], covered: Set<[String]>, to diagram: inout Diagram) {
        for (lower, upper) in zip(ids, ids.dropFirst()) {
            var attributes: Attributes = ["color": .text(Style.muted), "arrowhead": "normal", "weight": "8"]
            if covered.contains([lower, upper]) { attributes["style"] = "invis" }
            diagram.edges.append(.init(from: NodeID.screen(lower), to: NodeID.screen(upper), key: "stack", attributes: attributes))
        }
    }

    private func isNamedByTransition(_ screen: String) -> Bool {
        showTransitions && model.transitions.contains { transition in
            transition.source == screen || transition.steps.contains { $0.target == screen }
        }
    }

    // MARK: Transitions

    private func coveredPushes(_ simulator: FlowSimulator) -> Set<[String]> {
        var pairs: Set<[String]> = []
        for transition in model.transitions {
            for step in simulator.play(transition).steps where step.step.kind == .push {
                if let from = step.from, let to = step.to { pairs.insert([from, to]) }
            }
        }
        return pairs
    }

    /// One drawn step: a transition's step between two screens.
    private struct DrawnStep {
        var from: String
        var to: String
        var kind: StepKind
        var color: String
        var label: String
        var key: String
        var tooltip: String
    }

    private func appendTransitions(_ simulator: FlowSimulator, clusterOfScreen: [String: String], to diagram: inout Diagram) -> [LegendEntry] {
        // Each screen's position in its stack: its rank below the tab bar.
        var depth: [String: Int] = [:]
        for coordinator in model.coordinators {
            coordinator.container?.navigationStack?.allScreens.enumerated().forEach { depth[$1] = $0 }
        }
        var legend: [LegendEntry] = []
        var kindsUsed: [StepKind] = []
        var drawn: [DrawnStep] = []
        for (index, transition) in model.transitions.enumerated() {
            let color = Style.transitionColor(index)
            let playback = simulator.play(transition)
            let multiStep = playback.steps.count > 1
            for played in playback.steps {
                guard let from = played.from, let to = played.to else { continue }
                if !kindsUsed.contains(played.step.kind) { kindsUsed.append(played.step.kind) }
                var label = multiStep ? "\(played.number) \(played.caption)" : played.caption
                if played.number == 1, let trigger = transition.trigger { label = "\(trigger)\n\(label)" }
                if let problem = played.problem { label += "\n⚠ \(problem)" }
                drawn.append(DrawnStep(
                    from: from, to: to, kind: played.step.kind, color: color, label: label,
                    key: "\(transition.id)#\(played.number)",
                    tooltip: "\(transition.id): step \(played.number) of \(playback.steps.count)"
                ))
            }
            var text = "\(transition.trigger ?? transition.id) from \(simulator.screenName(transition.source))"
            if multiStep, playback.backChain.count > 1 {
                text += "; then Back: " + playback.backChain.map(simulator.screenName).joined(separator: " → ")
            }
            legend.append(.init(symbol: "━━", color: color, text: text))
        }
        // Steps of different transitions that draw the same edge become one edge with parallel
        // coloured strokes and one label, a line per transition, instead of two on top of each other.
        var groups: [[DrawnStep]] = []
        for step in drawn {
            if let index = groups.firstIndex(where: { $0[0].from == step.from && $0[0].to == step.to && $0[0].kind == step.kind }) {
                groups[index].append(step)
            } else {
                groups.append([step])
            }
        }
        for group in groups {
            let first = group[0]
            var attributes = StepStyle.attributes(for: first.kind)
            attributes["color"] = .text(group.map(\.color).joined(separator: ":"))
            attributes["constraint"] = "false"
            attributes["tooltip"] = .text(group.map(\.tooltip).joined(separator: "; "))
            let lines = group.map { step in
                step.label.split(separator: "\n").map { "<FONT COLOR=\"\(step.color)\">\(HTML.escape(String($0)))</FONT>" }.joined(separator: "<BR/>")
            }
            let label = AttributeValue.html(lines.joined(separator: "<BR/>"))
            let crossesClusters = clusterOfScreen[first.from] != clusterOfScreen[first.to]
            guard crossesClusters else {
                attributes["label"] = label
                diagram.edges.append(.init(from: NodeID.screen(first.from), to: NodeID.screen(first.to), key: first.key, attributes: attributes))
                continue
            }
            // Between clusters, dot places the label of a non-ranking edge far from it. An edge
            // that goes up the stacks is written from its head with the arrow drawn back, so it
            // ranks, and its label sits beside it; one at the same depth gets an external label.
            let fromDepth = depth[first.from] ?? 0, toDepth = depth[first.to] ?? 0
            let targetCluster = clusterOfScreen[first.to].map { AttributeValue.text("cluster_\($0)") }
            attributes["constraint"] = fromDepth == toDepth ? "false" : "true"
            attributes[fromDepth == toDepth ? "xlabel" : "label"] = label
            if toDepth < fromDepth {
                attributes["dir"] = "back"
                attributes["arrowtail"] = attributes["arrowhead"]
                attributes["arrowhead"] = nil
                if first.kind == .switchTab { attributes["ltail"] = targetCluster }
                diagram.edges.append(.init(from: NodeID.screen(first.to), to: NodeID.screen(first.from), key: first.key, attributes: attributes))
                continue
            }
            if first.kind == .switchTab { attributes["lhead"] = targetCluster }
            diagram.edges.append(.init(from: NodeID.screen(first.from), to: NodeID.screen(first.to), key: first.key, attributes: attributes))
        }
        for kind in kindsUsed {
            legend.append(.init(symbol: StepStyle.symbol(for: kind), color: Style.muted, text: StepStyle.meaning(of: kind)))
        }
        return legend
    }
}

/// One line style per step kind, used on edges and explained in legends.
enum StepStyle {
    static func attributes(for kind: StepKind) -> Attributes {
        switch kind {
        case .push: ["style": "solid", "penwidth": "2", "arrowhead": "normal"]
        case .switchTab: ["style": "bold", "penwidth": "2.5", "arrowhead": "vee"]
        case .resetToRoot, .popToRoot: ["style": "dashed", "penwidth": "2", "arrowhead": "veevee"]
        case .pop: ["style": "dashed", "penwidth": "2", "arrowhead": "vee"]
        case .present: ["style": "solid", "penwidth": "2", "arrowhead": "dot"]
        case .dismiss: ["style": "dotted", "penwidth": "2", "arrowhead": "odot"]
        case .startChild, .finish: ["style": "dotted", "penwidth": "2", "arrowhead": "box"]
        }
    }

    static func symbol(for kind: StepKind) -> String {
        switch kind {
        case .push: "──▶"
        case .switchTab: "━━➤"
        case .resetToRoot, .popToRoot: "╌╌»"
        case .pop: "╌╌▶"
        case .present: "──●"
        case .dismiss: "┈┈○"
        case .startChild, .finish: "┈┈■"
        }
    }

    static func meaning(of kind: StepKind) -> String {
        switch kind {
        case .push: "push onto a stack"
        case .switchTab: "switch tab"
        case .resetToRoot: "reset a stack to its root"
        case .popToRoot: "pop a stack to its root"
        case .pop: "pop one screen"
        case .present: "present modally"
        case .dismiss: "dismiss"
        case .startChild: "start a child coordinator"
        case .finish: "finish a coordinator"
        }
    }
}
