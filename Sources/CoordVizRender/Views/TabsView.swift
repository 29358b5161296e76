import CoordVizCore

/// One cluster per tab (and per stack outside the tab bar), each holding its navigation stack in
/// push order. With transitions, it becomes the `flows` view: every transition's steps drawn as
/// numbered edges in the transition's colour, explained in a legend.
struct TabsView {
    let model: ArchitectureModel
    let style: Style
    let showTransitions: Bool
    /// Coordinators only: each stack becomes its coordinator, steps run between coordinators.
    var collapse = false
    /// A transition drawn in full colour while the others are faint.
    var highlighted: String?
    /// The screen `--focus` names, outlined.
    var focus: String?
    var links: ViewLinks?
    /// The whole model when `model` is a part of it (`--tab`, `--root`): transitions that come
    /// into the part from elsewhere, or leave it, are drawn too, their steps outside the part
    /// summarised as jumps.
    var outside: ArchitectureModel?

    func diagram() -> Diagram {
        var diagram = Diagram(
            name: showTransitions ? "flows" : "tabs",
            attributes: style.graph(label: "\(model.app) — \(model.mainTabBar == nil ? "stacks" : "tabs")\(showTransitions ? " and transitions" : model.mainTabBar == nil ? "" : " and stacks")"),
            nodeDefaults: style.nodeDefaults,
            edgeDefaults: style.edgeDefaults
        )
        let playbacks = playbacksOfShownTransitions()
        let simulator = playbacks.simulator
        let pushSteps = showTransitions && !collapse ? coveredPushes(playbacks) : []
        var clusterOfScreen: [String: String] = [:]
        /// Presenter screen, the first node presented, and its cluster.
        var presentationEdges: [(over: String?, head: String, cluster: String?)] = []
        /// The coordinator each stack or tab cluster belongs to, for grouping by phase.
        var ownerOfCluster: [String: String] = [:]

        var drawnStacks: Set<String> = []
        var tabLines: [TabLine] = []
        for (barIndex, (owner, bar)) in index.tabBars.enumerated() {
            // The first tab bar keeps the plain cluster ids `tab_<index>`; others are prefixed.
            let prefix = barIndex == 0 ? "tab_" : "tab_\(NodeID.cluster(owner.id))_\(barIndex)_"
            let ownerID = NodeID.coordinator(owner.id)
            if !diagram.allNodes.contains(where: { $0.id == ownerID }) {
                var ownerAttributes = style.coordinator(CoordinatorNodeInfo(owner), tooltip: tooltip.coordinator(owner.id))
                var detail = bar.typeName
                // A tab bar that is itself another tab bar's tab says which.
                if let (outer, outerTab) = index.tabBars.lazy.compactMap({ pair in
                    pair.tabBar.tabs.first { $0.coordinator == owner.id }.map { (pair.owner, $0) }
                }).first {
                    detail += " · \(outer.id)'s tab \(outerTab.index) “\(outerTab.displayTitle)”"
                    diagram.edges.append(.init(from: NodeID.coordinator(outer.id), to: ownerID, key: "nestedTabBar", attributes: [
                        "style": "dashed", "color": .text(style.faint), "arrowhead": "none",
                    ]))
                }
                // A tab bar presented modally (a sheet whose panels are tabs) says over what.
                if let presentation = owner.presentation {
                    detail += " · presented over \(presentation.over.map(simulator.screenName) ?? presentation.overDescription)" + (presentation.style.map { " · \($0)" } ?? "")
                    presentationEdges.append((presentation.over, ownerID, nil))
                }
                ownerAttributes["label"] = .html("<B>\(HTML.escape(owner.id))</B><BR/>\(style.small(detail))")
                diagram.nodes.append(.init(id: ownerID, attributes: ownerAttributes))
            }
            for tab in bar.tabs {
                let clusterID = "\(prefix)\(tab.index)"
                let columns = columns(ofTab: tab).map { $0.filter { !clusterOfScreen.keys.contains($0.id) } }
                let screens = columns.flatMap { $0 }
                if let coordinator = tab.coordinator {
                    drawnStacks.insert(coordinator)
                    index.coordinator(coordinator)?.container.map(columnCoordinators).map { drawnStacks.formUnion($0) }
                }
                var cluster = Diagram.Cluster(id: clusterID, attributes: tabAttributes(tab, selected: tab.index == bar.selectedIndex))
                cluster.nodes = contentNodes(screens, of: tab.coordinator)
                guard !cluster.nodes.isEmpty else { continue }
                screens.forEach { clusterOfScreen[$0.id] = clusterID }
                diagram.clusters.append(cluster)
                ownerOfCluster[clusterID] = owner.id
                if let first = cluster.nodes.first {
                    tabLines.append(.init(box: ownerID, firstNode: first.id))
                    diagram.edges.append(.init(from: ownerID, to: first.id, attributes: [
                        "lhead": .text("cluster_\(clusterID)"), "color": .text(style.faint), "arrowhead": "none", "style": "dashed",
                    ]))
                }
                if !collapse { columns.forEach { appendStackEdges($0.map(\.id), covered: pushSteps, to: &diagram) } }
            }
        }
        // Split and page views outside a tab hold their column coordinators' stacks.
        for coordinator in model.coordinators where !drawnStacks.contains(coordinator.id) {
            if let container = coordinator.container { drawnStacks.formUnion(columnCoordinators(of: container)) }
        }
        // Stacks not shown in a tab: modal flows, a phase's onboarding pages, or apps without a
        // tab bar.
        for coordinator in model.coordinators {
            guard !drawnStacks.contains(coordinator.id) else { continue }
            // A coordinator showing one screen (presented or not: a call screen the app coordinator
            // puts up) is framed like a stack; a split or page view is one frame of columns, each
            // its own stack.
            let held: (columns: [[String]], top: String?, typeName: String)
            switch coordinator.container {
            case .navigationStack(let stack): held = ([stack.allScreens], stack.top, stack.typeName)
            case .single(let single): held = ([[single.screen]], nil, single.typeName)
            case .containment(let host):
                let columns = Self.columns(of: .containment(host)) + columnCoordinators(of: .containment(host)).flatMap { id in
                    index.coordinator(id)?.container.map(Self.columns) ?? []
                }
                held = (columns.map { $0.map(\.id) }, nil, host.typeName)
            default: continue
            }
            let clusterID = "stack_\(NodeID.cluster(coordinator.id))"
            let columns = held.columns.map { $0.filter { !clusterOfScreen.keys.contains($0) } }
            let screens = columns.flatMap { $0 }.map { StackScreen(id: $0, isTop: $0 == held.top) }
            guard !screens.isEmpty else { continue }
            var detail = held.typeName
            if let presentation = coordinator.presentation {
                detail = "presented over \(presentation.over.map(simulator.screenName) ?? presentation.overDescription)" + (presentation.style.map { " · \($0)" } ?? "")
            }
            var attributes = style.cluster(title: coordinator.id, detail: detail, fill: style.tabFill, line: style.faint)
            if coordinator.presentation != nil { attributes["style"] = "rounded,filled,dashed" }
            var cluster = Diagram.Cluster(id: clusterID, attributes: attributes)
            cluster.nodes = contentNodes(screens, of: coordinator.id)
            let first = cluster.nodes.first
            if !collapse, held.columns.count > 1 {
                // Columns and pages side by side, in their order: their first screens share a
                // rank, joined left to right by invisible, unlabelled edges.
                let heads = Set(columns.compactMap(\.first).map(NodeID.screen))
                let row = cluster.nodes.filter { heads.contains($0.id) }
                cluster.nodes.removeAll { heads.contains($0.id) }
                cluster.clusters.append(.init(id: "\(clusterID)_columns", attributes: ["rank": "same"], nodes: row, isFramed: false))
                for (left, right) in zip(row, row.dropFirst()) {
                    diagram.edges.append(.init(from: left.id, to: right.id, key: "columnOrder", attributes: ["style": "invis"]))
                }
            }
            screens.forEach { clusterOfScreen[$0.id] = clusterID }
            diagram.clusters.append(cluster)
            ownerOfCluster[clusterID] = coordinator.id
            if !collapse { columns.forEach { appendStackEdges($0, covered: pushSteps, to: &diagram) } }
            if let presentation = coordinator.presentation, let first {
                presentationEdges.append((presentation.over, first.id, clusterID))
            }
        }
        // Containers presented that no coordinator owns.
        for (index, presented) in (model.presentedContainers ?? []).enumerated() {
            let clusterID = "presented_\(index)"
            let all = presented.container.navigationStack?.allScreens ?? presented.container.screens
            let top = presented.container.navigationStack?.top
            let screens = all.filter { !clusterOfScreen.keys.contains($0) }.map { StackScreen(id: $0, isTop: $0 == top) }
            guard !screens.isEmpty else { continue }
            let detail = "presented over \(presented.presentation.over.map(simulator.screenName) ?? presented.presentation.overDescription)" + (presented.presentation.style.map { " · \($0)" } ?? "")
            var attributes = style.cluster(title: presented.container.typeName, detail: detail, fill: style.tabFill, line: style.faint)
            attributes["style"] = "rounded,filled,dashed"
            var cluster = Diagram.Cluster(id: clusterID, attributes: attributes)
            cluster.nodes = screens.map { screenNode($0.id, isTop: $0.isTop) }
            screens.forEach { clusterOfScreen[$0.id] = clusterID }
            diagram.clusters.append(cluster)
            if !collapse { appendStackEdges(screens.map(\.id), covered: pushSteps, to: &diagram) }
            if let first = cluster.nodes.first { presentationEdges.append((presented.presentation.over, first.id, clusterID)) }
        }
        // Screens presented over a screen drawn here.
        if !collapse {
            for screen in model.screens {
                guard let over = screen.presentedOver, clusterOfScreen[over] != nil, clusterOfScreen[screen.id] == nil else { continue }
                diagram.nodes.append(screenNode(screen.id, isTop: false))
                presentationEdges.append((over, NodeID.screen(screen.id), nil))
            }
        }
        let drawnNodes = presentationEdges.isEmpty ? [] : Set(diagram.allNodes.map(\.id))
        for (over, head, cluster) in presentationEdges where !collapse {
            let tail: String
            if let over {
                guard clusterOfScreen[over] != nil || drawnNodes.contains(NodeID.screen(over)) else { continue }
                tail = NodeID.screen(over)
            } else {
                let marker = UnknownPresenter.node(presenting: head, style: style)
                diagram.nodes.append(marker)
                tail = marker.id
            }
            var attributes: Attributes = ["style": "dotted", "arrowhead": "dot", "color": .text(style.muted), "penwidth": "1.4"]
            if let cluster { attributes["lhead"] = .text("cluster_\(cluster)") }
            diagram.edges.append(.init(from: tail, to: head, key: "presents", attributes: attributes))
        }
        // Screens that a transition names but no stack holds (presented screens, loose screens).
        let placed = Set(diagram.allNodes.map(\.id))
        let reached = showTransitions ? screensTransitionsReach(playbacks) : []
        for screen in model.screens where !placed.contains(NodeID.screen(screen.id)) && reached.contains(screen.id) {
            // Collapsed, a screen some coordinator holds is drawn as that coordinator.
            if collapse, index.owner(ofScreen: screen.id).map({ placed.contains(NodeID.coordinator($0.id)) }) == true { continue }
            diagram.nodes.append(screenNode(screen.id, isTop: false))
        }
        let phases = groupByPhase(&diagram, ownerOfCluster: ownerOfCluster)
        // Frames enough for a grid (see ``SectionGrid``) are drawn in sections too, so that no
        // step joins two parts of the grid.
        let sectioned = showTransitions
            && (outside != nil || playbacks.transitions.count > Self.sectionedTransitionCount || SectionGrid.isLarge(diagram))
        // Cross-tab steps are labelled between the tab clusters: leave them room. Drawn in
        // sections, steps stay inside their section.
        if showTransitions { diagram.attributes["nodesep"] = sectioned ? "0.6" : "1.1" }
        var legend: [LegendEntry] = []
        if showTransitions {
            legend = appendTransitions(playbacks, sectioned: sectioned, clusterOfScreen: clusterOfScreen, to: &diagram)
        }
        if phases { legend.append(.init(symbol: "▭", color: style.muted, text: "a phase of the app: the root it shows, replaced by 'make … the root' steps")) }
        if collapse {
            legend.append(.init(symbol: "▢", color: style.coordinatorLine, text: "a coordinator and the screens its stack holds"))
        } else {
            legend.append(.init(symbol: "│", color: style.muted, text: "stack, bottom to top (push order)"))
            if model.coordinators.contains(where: { $0.container?.navigationStack?.top != nil }) {
                legend.append(.init(symbol: "■", color: style.liveTopLine, text: "top of a live stack"))
            }
        }
        if model.mainTabBar?.tabBar.selectedIndex != nil { legend.append(.init(symbol: "▢", color: style.selectedTabLine, text: "selected tab")) }
        if !collapse, !presentationEdges.isEmpty { legend.append(.init(symbol: "┈┈●", color: style.muted, text: "presented modally over (dashed frame: a presented flow)")) }
        if !collapse, presentationEdges.contains(where: { $0.over == nil }) {
            legend.append(.init(symbol: "┆?┆", color: style.muted, text: "presenter unknown: presented, but from a screen no one named"))
        }
        if !collapse, model.screens.contains(where: { $0.pushedBy != nil }) {
            legend.append(.init(symbol: "by", color: style.coordinatorLine, text: "pushed by another coordinator onto a shared stack"))
        }
        legend += Legend.unread(model, style: style)
        if let focus, !collapse { legend.append(.init(symbol: "▢", color: style.coordinatorLine, text: "\(index.screen(focus)?.shortName ?? focus): the screen in focus")) }
        if !collapse, model.screens.contains(where: { !$0.isLive }) {
            legend.append(.init(symbol: "┅", color: style.faint, text: "not on the stack when the app was captured"))
        }
        let gridLegend = Legend.node(legend, style: style, lineLength: SectionGrid.legendLineLength)
        // A grid, each tab a part of its own when the tab bar is not in a phase: a grid can then
        // wrap the tabs too. (Only when the frames alone make a grid: detached tabs alone would
        // turn a small app's steps into sections.)
        if SectionGrid.isLarge(diagram), let detached = Self.detachingTabs(diagram, tabLines), let grid = SectionGrid(detached, legend: gridLegend) {
            diagram = detached
            grid.apply(to: &diagram, legend: gridLegend)
        } else if let grid = SectionGrid(diagram, legend: gridLegend) {
            grid.apply(to: &diagram, legend: gridLegend)
        } else {
            Legend.append(Legend.node(legend, style: style), to: &diagram)
        }
        diagram.applyLinks(links, style: style)
        return diagram
    }

    /// Made once per view: its look-ups are indexed.
    private var tooltip: Tooltip { tooltipCache.tooltip(for: model) }
    private let tooltipCache = TooltipCache()
    private var index: ModelIndex { model.sharedIndex }

    /// With phases (a login flow the main tab bar replaces), each phase's stacks and tab bars go
    /// into one frame per phase, in phase order; whatever belongs to no phase stays outside.
    /// Returns whether any frame was drawn.
    private func groupByPhase(_ diagram: inout Diagram, ownerOfCluster: [String: String]) -> Bool {
        guard let phases = model.phases, phases.count > 1 else { return false }
        var claimed: Set<String> = []
        var frames: [Diagram.Cluster] = []
        var framedInside = false
        for (index, phase) in phases.enumerated() {
            let members = Set(model.subtree(of: phase.root)).subtracting(claimed)
            claimed.formUnion(members)
            var frame = Diagram.Cluster(id: "phase_\(index)", attributes: style.cluster(
                title: "\(index + 1) · \(phase.name)", detail: "root: \(phase.root)", fill: style.background, line: style.muted
            ))
            frame.attributes["style"] = "rounded,dashed"
            // Also inside an earlier phase's frame: a later phase may push onto its stack.
            if framePushedScreens(in: &diagram.clusters, phase: index, members: members, title: frame.attributes["label"], ownerOfCluster: ownerOfCluster) { framedInside = true }
            if framePushedScreens(in: &frames, phase: index, members: members, title: frame.attributes["label"], ownerOfCluster: ownerOfCluster) { framedInside = true }
            frame.clusters = diagram.clusters.filter { ownerOfCluster[$0.id].map(members.contains) ?? false }
            let memberNodes = Set(members.map(NodeID.coordinator))
            frame.nodes = diagram.nodes.filter { memberNodes.contains($0.id) }
            guard !frame.clusters.isEmpty || !frame.nodes.isEmpty else { continue }
            let movedClusters = Set(frame.clusters.map(\.id)), movedNodes = Set(frame.nodes.map(\.id))
            diagram.clusters.removeAll { movedClusters.contains($0.id) }
            diagram.nodes.removeAll { movedNodes.contains($0.id) }
            frames.append(frame)
        }
        if framedInside { orderPhaseFrames(in: frames + diagram.clusters, edges: &diagram.edges) }
        // Left to right in phase order, as far as Graphviz keeps the order it is given: a stack
        // framing an earlier phase's screens comes before a later phase's own frame.
        diagram.clusters = (frames + diagram.clusters).enumerated().sorted { a, b in
            (Self.firstPhase(in: a.element) ?? phases.count, a.offset) < (Self.firstPhase(in: b.element) ?? phases.count, b.offset)
        }.map(\.element)
        return !frames.isEmpty || framedInside
    }

    /// A phase whose coordinators push onto a stack outside the phase (a login flow on the app's
    /// root navigation controller) has no stack of its own to frame: its screens get a frame
    /// inside that stack instead, titled like the phase's own, so no phase goes unshown.
    /// Returns whether any frame was drawn.
    private func framePushedScreens(
        in clusters: inout [Diagram.Cluster], phase: Int, members: Set<String>, title: AttributeValue?, ownerOfCluster: [String: String]
    ) -> Bool {
        guard !collapse else { return false }
        let pushed = Set(model.screens.filter { $0.pushedBy.map(members.contains) ?? false }.map { NodeID.screen($0.id) })
        guard !pushed.isEmpty else { return false }
        var framed = false
        for position in clusters.indices {
            // A stack of the phase's own goes into the phase's frame whole.
            if let owner = ownerOfCluster[clusters[position].id], members.contains(owner) { continue }
            if framePushedScreens(in: &clusters[position].clusters, phase: phase, members: members, title: title, ownerOfCluster: ownerOfCluster) { framed = true }
            let inside = clusters[position].nodes.filter { pushed.contains($0.id) }
            guard !inside.isEmpty else { continue }
            framed = true
            var frame = Diagram.Cluster(id: "phase_\(phase)_in_\(clusters[position].id)", attributes: [
                "style": "rounded,dashed", "color": .text(style.muted), "fontname": .text(style.font), "fontcolor": .text(style.text),
            ])
            frame.attributes["label"] = title
            frame.nodes = inside
            clusters[position].nodes.removeAll { pushed.contains($0.id) }
            // After earlier phases' frames, before the stack's other clusters.
            let after = clusters[position].clusters.lastIndex { $0.id.hasPrefix("phase_") }.map { $0 + 1 } ?? 0
            clusters[position].clusters.insert(frame, at: after)
        }
        return framed
    }

    /// A stack shared by several phases reads top to bottom in phase order: each phase's frame
    /// below the one before, the stack's own screens (the last phase's root) below them all.
    /// Invisible edges rank them; Graphviz would otherwise set the frames side by side in any order.
    private func orderPhaseFrames(in clusters: [Diagram.Cluster], edges: inout [Diagram.Edge], phaseAround: Int? = nil) {
        for cluster in clusters {
            // The stack's own screens belong to the phase whose frame holds it, if any.
            let isPhaseFrame = cluster.id.hasPrefix("phase_") && !cluster.id.contains("_in_")
            let around = isPhaseFrame ? Self.firstPhase(in: Diagram.Cluster(id: cluster.id, attributes: [:])) : phaseAround
            orderPhaseFrames(in: cluster.clusters, edges: &edges, phaseAround: around)
            let frames = cluster.clusters.filter { $0.id.hasPrefix("phase_") && $0.id.contains("_in_") }
            guard !frames.isEmpty else { continue }
            // Each phase's screens below the earlier phases', the stack's own at its phase's place
            // (after every phase when it is in none: the root a later phase ends on).
            let columns = (frames.map { (Self.firstPhase(in: $0) ?? Int.max, $0.nodes) } + [(around ?? Int.max, cluster.nodes)])
                .enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element.1).filter { !$0.isEmpty }
            for (upper, lower) in zip(columns, columns.dropFirst()) {
                edges.append(.init(from: upper[upper.count - 1].id, to: lower[0].id, key: "phaseOrder", attributes: ["style": "invis"]))
            }
        }
    }

    /// The earliest phase a cluster frames, itself or inside (`phase_<n>` ids).
    private static func firstPhase(in cluster: Diagram.Cluster) -> Int? {
        let own = cluster.id.hasPrefix("phase_") ? Int(cluster.id.dropFirst("phase_".count).prefix { $0.isNumber }) : nil
        return ([own].compactMap { $0 } + cluster.clusters.compactMap(firstPhase)).min()
    }

    /// The nodes a stack cluster holds: its screens, or (collapsed) its coordinator.
    private func contentNodes(_ screens: [StackScreen], of coordinator: String?) -> [Diagram.Node] {
        guard collapse, let coordinator = coordinator.flatMap(index.coordinator) else {
            return screens.map { screenNode($0.id, isTop: $0.isTop) }
        }
        var attributes = style.coordinator(CoordinatorNodeInfo(coordinator), tooltip: tooltip.coordinator(coordinator.id))
        let count = screens.count
        let detail = "\(count) screen\(count == 1 ? "" : "s")" + (screens.first(where: \.isTop).map { " · top: \(simulatorName($0.id))" } ?? "")
        attributes["label"] = .html("<B>\(HTML.escape(coordinator.id))</B><BR/>\(style.small(detail))")
        return [.init(id: NodeID.coordinator(coordinator.id), attributes: attributes)]
    }

    private func simulatorName(_ screen: String) -> String { index.screen(screen)?.shortName ?? screen }

    /// The node a step's screen is drawn as: the screen, or (collapsed) the coordinator holding it.
    private func endpoint(_ screen: String) -> String {
        if collapse, let owner = index.owner(ofScreen: screen) { return NodeID.coordinator(owner.id) }
        return NodeID.screen(screen)
    }

    // MARK: Stacks

    struct StackScreen { var id: String; var isTop: Bool }

    /// What a tab shows, one column per stack: a stack, a single screen, or the columns of a
    /// split view (each its own stack, so no push edge joins them).
    private func columns(ofTab tab: Tab) -> [[StackScreen]] {
        if let coordinator = tab.coordinator.flatMap(index.coordinator) {
            guard let container = coordinator.container else { return [] }
            return Self.columns(of: container) + columnCoordinators(of: container).flatMap { id in
                index.coordinator(id)?.container.map(Self.columns) ?? []
            }
        }
        if let content = tab.container { return Self.columns(of: content) }
        return tab.screen.map { [[StackScreen(id: $0, isTop: false)]] } ?? []
    }

    /// Coordinators a split or page view shows as columns, at any depth of containment.
    private func columnCoordinators(of container: Container) -> [String] {
        guard case .containment(let host) = container else { return [] }
        return (host.coordinators ?? []) + host.contained.flatMap(columnCoordinators)
    }

    private static func columns(of container: Container) -> [[StackScreen]] {
        switch container {
        case .navigationStack(let stack): return [stack.allScreens.map { StackScreen(id: $0, isTop: $0 == stack.top) }]
        case .single(let single): return [[StackScreen(id: single.screen, isTop: false)]]
        case .containment(let host): return (host.screen.map { [[StackScreen(id: $0, isTop: false)]] } ?? []) + host.contained.flatMap(columns)
        case .tabBar: return []
        }
    }

    private func tabAttributes(_ tab: Tab, selected: Bool) -> Attributes {
        var detail = "tab \(tab.index)"
        if let coordinator = tab.coordinator { detail += " · \(coordinator)" }
        if let condition = tab.condition { detail += " · when \(condition)" }
        if selected { detail += " · selected" }
        var attributes = style.cluster(
            title: tab.displayTitle, detail: detail,
            fill: selected ? style.selectedTabFill : style.tabFill,
            line: selected ? style.selectedTabLine : style.faint,
            penwidth: selected ? "2" : "1"
        )
        attributes["margin"] = "14"
        return attributes
    }

    private func screenNode(_ id: String, isTop: Bool) -> Diagram.Node {
        let screen = index.screen(id) ?? ScreenNode(id: id, typeName: id, isLive: false)
        var attributes = style.screen(
            name: screen.shortName, title: screen.title, isTop: isTop, isLive: screen.isLive, tooltip: tooltip.screen(id),
            pushedBy: screen.pushedBy.flatMap { index.coordinator($0)?.pushesOnto != nil ? $0 : nil }
        )
        if id == focus {
            attributes["color"] = .text(style.coordinatorLine)
            attributes["penwidth"] = "3"
        }
        return .init(id: NodeID.screen(id), attributes: attributes)
    }

    /// Push-order edges between consecutive screens; where a transition draws the same push, the
    /// plain edge stays only as an invisible ranking aid.
    private func appendStackEdges(_ ids: [String], covered: Set<[String]>, to diagram: inout Diagram) {
        for (lower, upper) in Self.stackPairs(ids, index: index) {
            var attributes: Attributes = ["color": .text(style.muted), "arrowhead": "normal", "weight": "8"]
            if covered.contains([lower, upper]) { attributes["style"] = "invis" }
            diagram.edges.append(.init(from: NodeID.screen(lower), to: NodeID.screen(upper), key: "stack", attributes: attributes))
        }
    }

    /// The push edges of a stack: where a spec says what each screen pushes, that graph (a stack
    /// that branches is drawn as a tree) plus the live order where it goes beyond it; otherwise
    /// consecutive screens in push order.
    static func stackPairs(_ ids: [String], index: ModelIndex) -> [(String, String)] {
        let members = Set(ids)
        guard ids.contains(where: { index.screen($0)?.pushes != nil }) else { return Array(zip(ids, ids.dropFirst())) }
        var pairs: [(String, String)] = []
        var reached: Set<String> = []
        for id in ids {
            for target in index.screen(id)?.pushes ?? [] where members.contains(target) && target != id && reached.insert(target).inserted {
                pairs.append((id, target))
            }
        }
        // A live screen nothing declares pushing (one the spec does not know) hangs under the
        // live screen before it; a declared screen nothing pushes starts a branch of its own
        // (a phase's root module on a shared stack).
        let isLive = { (id: String) in index.screen(id)?.isLive ?? false }
        for (lower, upper) in zip(ids, ids.dropFirst()) where !reached.contains(upper) && isLive(lower) && isLive(upper) {
            reached.insert(upper)
            pairs.append((lower, upper))
        }
        return pairs
    }

    /// Every screen a transition starts on, names, or shows on the way (a step's before and after).
    private func screensTransitionsReach(_ playbacks: Playbacks) -> Set<String> {
        var screens: Set<String> = []
        for transition in playbacks.transitions {
            screens.insert(transition.source)
            screens.formUnion(transition.steps.compactMap(\.screenTarget))
            for played in playbacks[transition].steps { screens.formUnion([played.from, played.to].compactMap { $0 }) }
        }
        return screens
    }

    // MARK: Transitions

    private func coveredPushes(_ playbacks: Playbacks) -> Set<[String]> {
        var pairs: Set<[String]> = []
        for transition in playbacks.transitions {
            for step in playbacks[transition].steps where step.step.kind == .push {
                if let from = step.from, let to = step.to { pairs.insert([from, to]) }
            }
        }
        return pairs
    }

    /// One drawn step: a transition's step between two screens.
    struct DrawnStep {
        var from: String
        var to: String
        var kind: StepKind
        var color: String
        var isHighlighted: Bool
        /// Short: the step's number and verb (`3.2 push`); the rest is in the tooltip and legend.
        var label: String
        var key: String
        var tooltip: String
        /// Which transition (its position) and the step's plain caption, for the legend when the
        /// step is drawn without a label.
        var transitionIndex: Int
        var caption: String
    }

    /// Above this many transitions the flows view is drawn in sections (see ``FlowSections``).
    static let sectionedTransitionCount = 10

    private func appendTransitions(
        _ playbacks: Playbacks, sectioned: Bool, clusterOfScreen: [String: String], to diagram: inout Diagram
    ) -> [LegendEntry] {
        let simulator = playbacks.simulator
        // Each screen's position in its stack: its rank below the tab bar.
        var depth: [String: Int] = [:]
        let paths = PushPaths(model: model)
        for coordinator in model.coordinators where !collapse {
            guard let all = coordinator.container?.navigationStack?.allScreens else { continue }
            for screen in all { depth[screen] = (paths.path(to: screen, in: all)?.count ?? 1) - 1 }
        }
        let placed = Set(diagram.allNodes.map(\.id))
        let sections = outside.map { FlowSections(model: $0) } ?? FlowSections(model: model, index: index)
        var jumps = FlowJumps(style: style)
        var legend: [LegendEntry] = []
        /// What each transition's legend line ends with, after the captions of steps drawn unlabelled.
        var legendEndings: [String] = []
        var kindsUsed: [StepKind] = []
        var drawn: [DrawnStep] = []
        for (index, transition) in playbacks.transitions.enumerated() {
            let isHighlighted = highlighted == nil || highlighted == transition.id
            let color = isHighlighted ? style.transitionColor(index) : style.faint
            let playback = playbacks[transition]
            let multiStep = playback.steps.count > 1
            let number = index + 1
            let trigger = transition.trigger.map { "\($0) from \(simulator.startName(transition))" } ?? "from \(simulator.startName(transition))"
            // A step after one that leaves no screen up (finishing a coordinator whose parent
            // shows nothing) starts where the user last was.
            var lastSeen: String? = transition.entry == nil ? transition.source : nil
            for played in playback.steps {
                defer { lastSeen = played.to ?? played.from ?? lastSeen }
                guard let from = played.from ?? lastSeen, let to = played.to else { continue }
                // Collapsed, a step inside one coordinator's stack is no edge.
                if collapse, endpoint(from) == endpoint(to) { continue }
                if !kindsUsed.contains(played.step.kind) { kindsUsed.append(played.step.kind) }
                let stepNumber = multiStep ? "\(number).\(played.number)" : "\(number)"
                var label = "\(stepNumber) \(StepStyle.verb(for: played.step.kind))"
                var tooltip = "\(stepNumber) \(transition.id): \(trigger); step \(played.number) of \(playback.steps.count): \(played.caption)"
                if let problem = played.problem {
                    label += " ⚠"
                    tooltip += " ⚠ \(problem)"
                }
                let step = DrawnStep(
                    from: from, to: to, kind: played.step.kind, color: color, isHighlighted: highlighted == transition.id, label: label,
                    key: "\(transition.id)#\(played.number)", tooltip: tooltip,
                    transitionIndex: index, caption: "\(stepNumber) \(played.caption)"
                )
                // A transition that starts at an entry point (a notification, a link) comes from
                // outside every section; drawn in sections, its first step enters from there.
                let fromEntry = sectioned && transition.entry != nil && played.number == 1
                let fromSection = fromEntry
                    ? FlowSections.Section(id: "entry \(transition.entry!.description)", title: transition.entry!.description)
                    : sections.section(ofScreen: from)
                let toSection = sections.section(ofScreen: to)
                let tailDrawn = !fromEntry && placed.contains(endpoint(from)), headDrawn = placed.contains(endpoint(to))
                guard tailDrawn, headDrawn, !sectioned || fromSection == toSection else {
                    guard tailDrawn || headDrawn else { continue }
                    jumps.add(step, from: fromSection, to: toSection, tail: tailDrawn ? endpoint(from) : nil, head: headDrawn ? endpoint(to) : nil,
                              tailCluster: clusterOfScreen[from], headCluster: clusterOfScreen[to])
                    continue
                }
                drawn.append(step)
                drawn += otherPresenterReturns(of: step, stepNumber: played.number, transition: transition, simulator: simulator)
                    .filter { placed.contains(endpoint($0.to)) && (!sectioned || sections.section(ofScreen: $0.to) == fromSection) }
            }
            var after = ""
            if multiStep, playback.backChain.count > 1 {
                after += "; then Back: " + playback.backChain.map(simulator.screenName).joined(separator: " → ")
            }
            if let problem = playback.steps.compactMap(\.problem).first { after += " ⚠ \(problem)" }
            if highlighted == transition.id { after += " (highlighted)" }
            legend.append(.init(symbol: "━━", color: color, text: "\(number)  \(trigger)"))
            legendEndings.append(after)
        }
        // Steps of different transitions that draw the same edge become one edge with parallel
        // coloured strokes and one label, a line per transition, instead of two on top of each
        // other. Every step that stays on one screen (starting or finishing a coordinator) is one
        // loop per screen, whatever its kind: two loops on one screen put their labels on each other.
        var groups: [[DrawnStep]] = []
        var groupOfKey: [[String]: Int] = [:]
        /// The first group drawn between two nodes, by tail and head, for two-way edges.
        var firstGroupBetween: [[String]: Int] = [:]
        for step in drawn {
            let tail = endpoint(step.from), head = endpoint(step.to)
            let key = [tail, head, tail == head ? "loop" : "\(step.kind)"]
            if let index = groupOfKey[key] {
                groups[index].append(step)
            } else {
                groupOfKey[key] = groups.count
                if firstGroupBetween[[tail, head]] == nil { firstGroupBetween[[tail, head]] = groups.count }
                groups.append([step])
            }
        }
        var unlabeledCaptions: [Int: [String]] = [:]
        for (groupIndex, group) in groups.enumerated() {
            let first = group[0]
            var attributes = StepStyle.attributes(for: first.kind)
            attributes["color"] = .text(group.map(\.color).joined(separator: ":"))
            attributes["constraint"] = "false"
            attributes["tooltip"] = .text(group.map(\.tooltip).joined(separator: "\n"))
            if group.contains(where: \.isHighlighted) { attributes["penwidth"] = "4" }
            let tail = endpoint(first.from), head = endpoint(first.to)
            let label = Self.label(of: group)
            let crossesClusters = clusterOfScreen[first.from] != clusterOfScreen[first.to]
            let fromDepth = depth[first.from] ?? 0, toDepth = depth[first.to] ?? 0
            // A loop, or a step between screens outside any stack, keeps its label beside it. A
            // loop ranks nothing either way; left ranking, its label stays a label in large diagrams.
            guard tail != head, crossesClusters || (!collapse && clusterOfScreen[first.from] != nil) else {
                if tail == head { attributes["constraint"] = nil }
                attributes["label"] = label
                diagram.edges.append(.init(from: tail, to: head, key: first.key, attributes: attributes))
                continue
            }
            // Dot places the label of a non-ranking edge far from it, and a non-ranking edge up a
            // stack (a pop to the root) arcs around the stack. An edge that goes up the stacks is
            // written from its head with the arrow drawn back, so it ranks, and its label sits
            // beside it; one down the stacks ranks as it is; one at the same depth arcs between
            // the two screens.
            let targetCluster = clusterOfScreen[first.to].map { AttributeValue.text("cluster_\($0)") }
            attributes["constraint"] = fromDepth == toDepth ? "false" : "true"
            attributes["label"] = label
            if toDepth < fromDepth {
                attributes["dir"] = "back"
                attributes["arrowtail"] = attributes["arrowhead"]
                attributes["arrowhead"] = nil
                if first.kind == .switchTab, crossesClusters { attributes["ltail"] = targetCluster }
                diagram.edges.append(.init(from: head, to: tail, key: first.key, attributes: attributes))
                continue
            }
            if fromDepth == toDepth {
                // Between screens on one row the step does not rank and carries no label: with
                // labelled flat edges, ranked with length 0 or not, Graphviz 2.42 frees memory
                // twice or fails in init_rank (seen with AddressSanitizer), and external labels
                // land on the screens. Its caption goes into its transition's legend line, which
                // the colour ties to the line. Steps going both ways between the same two
                // screens are one two-way edge, a stroke per transition.
                attributes["constraint"] = "false"
                attributes["label"] = nil
                var captioned = group
                // Only the first group each way pairs up: a second kind of step one way (a start
                // beside a root change) is drawn on its own, not as another copy of the pair.
                if firstGroupBetween[[tail, head]] == groupIndex, let back = firstGroupBetween[[head, tail]] {
                    if back < groupIndex { continue }
                    let reverse = groups[back]
                    attributes["dir"] = "both"
                    attributes["arrowtail"] = StepStyle.attributes(for: reverse[0].kind)["arrowhead"]
                    attributes["color"] = .text((group + reverse).map(\.color).joined(separator: ":"))
                    attributes["tooltip"] = .text((group + reverse).map(\.tooltip).joined(separator: "\n"))
                    captioned += reverse
                }
                for step in captioned { unlabeledCaptions[step.transitionIndex, default: []].append(step.caption) }
                diagram.edges.append(.init(from: tail, to: head, key: first.key, attributes: attributes))
                continue
            }
            if first.kind == .switchTab, crossesClusters {
                // Clipped at the tab's frame: the step lands on the tab, not on one screen.
                attributes["lhead"] = targetCluster
            }
            diagram.edges.append(.init(from: tail, to: head, key: first.key, attributes: attributes))
        }
        for (index, captions) in unlabeledCaptions where index < legend.count {
            legend[index].text += ": " + captions.joined(separator: ", ")
        }
        for (index, ending) in legendEndings.enumerated() { legend[index].text += ending }
        jumps.append(to: &diagram)
        legend += jumps.legend
        legend += StepStyle.legend(for: kindsUsed, color: style.muted)
        return legend
    }

    /// The label of steps drawn as one edge: each step's short label in its transition's colour,
    /// several on one line.
    static func label(of steps: [DrawnStep]) -> AttributeValue {
        .html(steps.map { "<FONT COLOR=\"\($0.color)\">\(HTML.escape($0.label))</FONT>" }.joined(separator: "<BR/>"))
    }

    /// The transitions drawn: the model's, and with ``outside`` also those that come into the
    /// part drawn from elsewhere or leave it, played in the whole model.
    private func playbacksOfShownTransitions() -> Playbacks {
        guard showTransitions else { return Playbacks(model: model, playing: []) }
        guard let outside else { return Playbacks(model: model, playing: model.transitions) }
        let shown = Set(model.screens.map(\.id))
        let kept = Set(model.transitions.map(\.id))
        let all = Playbacks(model: outside, playing: outside.transitions)
        return all.keeping { transition in
            kept.contains(transition.id) || shown.contains(transition.source)
                || all[transition].steps.contains { [$0.from, $0.to].contains { $0.map(shown.contains) ?? false } }
        }
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
        case .setRoot: ["style": "bold", "penwidth": "3", "arrowhead": "diamond"]
        case .showDetail: ["style": "solid", "penwidth": "2", "arrowhead": "onormal"]
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
        case .setRoot: "━━◆"
        case .showDetail: "──▷"
        }
    }

    /// One legend line per line style the kinds use, kinds sharing a style on one line.
    static func legend(for kinds: [StepKind], color: String) -> [LegendEntry] {
        var entries: [LegendEntry] = []
        for kind in kinds {
            if let index = entries.firstIndex(where: { $0.symbol == symbol(for: kind) }) {
                entries[index].text += " / " + meaning(of: kind)
            } else {
                entries.append(.init(symbol: symbol(for: kind), color: color, text: meaning(of: kind)))
            }
        }
        return entries
    }

    /// The step's verb alone, for short edge labels: `push`, `switch tab`, `start`.
    static func verb(for kind: StepKind) -> String {
        switch kind {
        case .push: "push"
        case .switchTab: "switch tab"
        case .resetToRoot: "reset"
        case .popToRoot: "pop to root"
        case .pop: "pop"
        case .present: "present"
        case .dismiss: "dismiss"
        case .startChild: "start"
        case .finish: "finish"
        case .setRoot: "make root"
        case .showDetail: "show detail"
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
        case .setRoot: "replace the app's root"
        case .showDetail: "show in a split view's detail column"
        }
    }
}
