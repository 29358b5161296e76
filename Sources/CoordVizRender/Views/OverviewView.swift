import CoordVizCore

/// The map of an app: one node per coordinator with what it holds (screens, transitions that
/// start on them, deep links it handles), ownership as a tree, and one edge per pair of
/// coordinators a transition runs between. Screens are never drawn, so an app of hundreds of
/// coordinators stays a readable tree; the other views are the detail.
struct OverviewView {
    let model: ArchitectureModel
    let style: Style
    var links: ViewLinks?

    func diagram() -> Diagram {
        let owners = model.coordinators.filter { !$0.isCoordinator }.count
        let summary = "\(plural(model.coordinators.count - owners, "coordinator"))" + (owners > 0 ? ", owned by \(model.coordinators.first { !$0.isCoordinator }?.id ?? "")" : "")
            + " · \(plural(model.screens.count, "screen")) · \(plural(model.transitions.count, "transition"))"
        var diagram = Diagram(
            name: "overview",
            attributes: style.graph(label: "\(model.app) — overview", rankdir: "LR"),
            nodeDefaults: style.nodeDefaults,
            edgeDefaults: style.edgeDefaults
        )
        diagram.attributes["label"] = .html("<B>\(HTML.escape("\(model.app) — overview"))</B><BR/>\(style.small(summary, size: 12))")
        diagram.attributes["ranksep"] = "0.9"
        diagram.attributes["nodesep"] = "0.25"
        let index = model.sharedIndex
        let parents = index.parents
        let tooltip = Tooltip(model: model)
        let counts = Counts(model)
        var usesFlowOnly = false, usesLazy = false
        for coordinator in model.coordinators {
            usesFlowOnly = usesFlowOnly || coordinator.isFlowOnly
            var attributes = style.coordinator(CoordinatorNodeInfo(coordinator), tooltip: tooltip.coordinator(coordinator.id))
            attributes["label"] = .html(label(of: coordinator, counts: counts, index: index))
            diagram.nodes.append(.init(id: NodeID.coordinator(coordinator.id), attributes: attributes))
            for child in coordinator.children {
                if let target = child.coordinator {
                    guard parents[target] == coordinator.id else { continue }
                    diagram.edges.append(.init(from: NodeID.coordinator(coordinator.id), to: NodeID.coordinator(target), key: child.property, attributes: [
                        "color": .text(style.coordinatorLine), "tooltip": .text("\(coordinator.id).\(child.property)"),
                    ]))
                } else if child.isLazyNotCreated {
                    usesLazy = true
                    let id = NodeID.lazyChild(coordinator.id, child.property)
                    diagram.nodes.append(.init(id: id, attributes: [
                        "label": .html("<I>\(HTML.escape(child.declaredType ?? child.property))</I><BR/>\(style.small("lazy · not created yet"))"),
                        "style": "rounded,dotted", "color": .text(style.faint), "fontcolor": .text(style.muted),
                        "tooltip": .text("\(coordinator.id).\(child.property): lazy, not created yet"),
                    ]))
                    diagram.edges.append(.init(from: NodeID.coordinator(coordinator.id), to: id, key: child.property, attributes: [
                        "style": "dotted", "color": .text(style.faint),
                    ]))
                }
            }
        }
        let jumps = appendJumps(to: &diagram, index: index)
        var legend: [LegendEntry] = [
            .init(symbol: "▢", color: style.coordinatorLine, text: "coordinator: what it holds, transitions starting on its screens"),
            .init(symbol: "━━▶", color: style.coordinatorLine, text: "owns child"),
        ]
        if usesFlowOnly { legend.append(.init(symbol: "▢", color: style.flowOnlyLine, text: "flow-only coordinator (no view controller)")) }
        if usesLazy { legend.append(.init(symbol: "⋯", color: style.faint, text: "lazy child not created yet")) }
        switch jumps {
        case .drawn: legend.append(.init(symbol: "━━▶", color: style.transitionColor(0), text: "transitions from one coordinator's screens to another's (their triggers where there is room, all of them on hover)"))
        case .counted: legend.append(.init(symbol: "→ N", color: style.transitionColor(0), text: "how many other coordinators its transitions lead to"))
        case .none: break
        }
        legend += Legend.unread(model, style: style)
        Legend.append(Legend.node(legend, style: style), to: &diagram, besideTopLevelNode: NodeID.coordinator(model.topCoordinators(index: index).first ?? ""))
        diagram.applyLinks(links, style: style)
        return diagram
    }

    /// How many transitions start on each screen and how many deep links each coordinator
    /// handles, counted once for every label.
    private struct Counts {
        var startingOn: [String: Int] = [:]
        var handledBy: [String: Int] = [:]

        init(_ model: ArchitectureModel) {
            for transition in model.transitions { startingOn[transition.source, default: 0] += 1 }
            for link in model.deepLinks { if let handler = link.handler { handledBy[handler, default: 0] += 1 } }
        }
    }

    private func label(of coordinator: CoordinatorNode, counts: Counts, index: ModelIndex) -> String {
        let held = model.screens(heldBy: coordinator, index: index)
        let starting = Set(held).reduce(0) { $0 + (counts.startingOn[$1] ?? 0) }
        let handled = counts.handledBy[coordinator.id] ?? 0
        let info = CoordinatorNodeInfo(coordinator)
        var kind = info.containerKind ?? "flow only"
        if case .tabBar(let bar) = coordinator.container { kind += " · \(bar.tabs.count) tab\(bar.tabs.count == 1 ? "" : "s")" }
        var facts: [String] = []
        if !held.isEmpty { facts.append(plural(held.count, "screen")) }
        if starting > 0 || !held.isEmpty { facts.append(plural(starting, "transition")) }
        if handled > 0 { facts.append(plural(handled, "deep link")) }
        var html = "<B>\(HTML.escape(coordinator.id))</B><BR/>\(style.small(kind))\(style.conditionLines(info.condition))"
        if !facts.isEmpty { html += "<BR/><FONT POINT-SIZE=\"11\">\(HTML.escape(facts.joined(separator: " · ")))</FONT>" }
        return html
    }

    /// An ordered pair of coordinators a transition runs between.
    private struct PairKey: Hashable {
        var from: String
        var to: String
    }

    /// The most coordinator-to-coordinator edges the overview draws.
    static let drawnJumpLimit = 40

    private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// One edge per ordered pair of coordinators some transition runs between (from the owner
    /// of its source screen to the owner of the screen it ends on), or counts on the nodes when
    /// there are too many to draw.
    private func appendJumps(to diagram: inout Diagram, index: ModelIndex) -> Jumps {
        let simulator = model.sharedSimulator
        var pairs: [(from: String, to: String, names: [String])] = []
        // Each pair's position in `pairs`, so apps with thousands of transitions stay linear.
        var pairPositions: [PairKey: Int] = [:]
        for transition in model.transitions {
            guard let from = index.owner(ofScreen: transition.source)?.id,
                  let end = simulator.finalScreen(of: transition), let to = index.owner(ofScreen: end)?.id, from != to else { continue }
            let name = transition.trigger ?? transition.id
            if let position = pairPositions[PairKey(from: from, to: to)] {
                pairs[position].names.append(name)
            } else {
                pairPositions[PairKey(from: from, to: to)] = pairs.count
                pairs.append((from, to, [name]))
            }
        }
        // Past a few dozen, drawn jumps become a hairball: each node then counts the
        // coordinators its transitions lead to instead, and the title says so.
        guard pairs.count <= Self.drawnJumpLimit else {
            var leading: [String: Int] = [:]
            for pair in pairs { leading[pair.from, default: 0] += 1 }
            for index in diagram.nodes.indices {
                let id = diagram.nodes[index].id
                guard id.hasPrefix("coordinator:"), let count = leading[String(id.dropFirst("coordinator:".count))],
                      case .html(let label)? = diagram.nodes[index].attributes["label"] else { continue }
                let note = "<BR/><FONT POINT-SIZE=\"10\" COLOR=\"\(style.transitionColor(0))\">→ \(plural(count, "other coordinator"))</FONT>"
                diagram.nodes[index].attributes["label"] = .html(label + note)
            }
            if case .html(let title)? = diagram.attributes["label"] {
                diagram.attributes["label"] = .html(title + "<BR/>" + style.small(
                    "\(pairs.count) pairs of coordinators are linked by transitions: not drawn; see flows with --root, --tab or --focus", size: 11))
            }
            return .counted
        }
        // The edges do not rank, so their names are external labels: Graphviz leaves out one it
        // cannot place without covering a node or another label (the tooltip has them all).
        diagram.attributes["forcelabels"] = "false"
        for pair in pairs {
            let label = pair.names.count <= 2 ? pair.names.joined(separator: "\n") : "\(pair.names.count) transitions"
            diagram.edges.append(.init(from: NodeID.coordinator(pair.from), to: NodeID.coordinator(pair.to), key: "transitions", attributes: [
                "xlabel": .text(label), "color": .text(style.transitionColor(0)), "fontcolor": .text(style.transitionColor(0)),
                "penwidth": "2", "constraint": "false", "tooltip": .text(pair.names.joined(separator: "\n")),
            ]))
        }
        return pairs.isEmpty ? .none : .drawn
    }

    enum Jumps { case none, drawn, counted }
}
