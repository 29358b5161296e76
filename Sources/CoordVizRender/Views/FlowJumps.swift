import CoordVizCore

/// Steps that go from one section of the app to another (see ``FlowSections``), or into or out
/// of the part a filter draws, summarised at the edge of each section instead of drawn as lines
/// across the picture. The section a jump leaves gets a box `→ Activity tab` saying how many
/// transitions go there and which (their numbers in the legend), with a short edge from each
/// screen they leave; the section it lands in gets a box `from Home tab` with a short edge to
/// each screen they land on. Every step's trigger and caption is in the boxes' and edges' tooltips.
struct FlowJumps {
    let style: Style
    private var exits: [Portal] = []
    private var entries: [Portal] = []
    /// Each portal's position in `exits` or `entries`, by id.
    private var positions: [String: Int] = [:]

    init(style: Style) { self.style = style }

    /// One box at a section's edge and the steps that reach it.
    private struct Portal {
        var id: String
        /// The cluster the box sits in (that of the screens it joins); top level when `nil`.
        var cluster: String?
        var title: String
        var isExit: Bool
        /// Each step with the node it joins the box to.
        var steps: [(node: String, step: TabsView.DrawnStep)] = []
    }

    /// A plain identifier for the portal of `section` drawn in `cluster`: both names encoded by
    /// ``NodeID/cluster(_:)``. Where an encoded name could go on, `_` is always followed by `_`
    /// or `u`, so `_elsewhere`, `_top` and the `_at_` between them cannot be read as part of one.
    private static func portalKey(section: FlowSections.Section?, cluster: String?) -> String {
        (section.map { NodeID.cluster($0.id) } ?? "_elsewhere") + "_at_" + (cluster.map(NodeID.cluster) ?? "_top")
    }

    /// Records a jump from section `from` to section `to`; `tail` and `head` are the nodes of its
    /// ends that are drawn (at least one), in the clusters given.
    mutating func add(
        _ step: TabsView.DrawnStep, from: FlowSections.Section?, to: FlowSections.Section?,
        tail: String?, head: String?, tailCluster: String?, headCluster: String?
    ) {
        if let tail {
            let target = to?.title ?? "elsewhere"
            let id = "jump:to:" + Self.portalKey(section: to, cluster: tailCluster)
            record(step, node: tail, portal: Portal(id: id, cluster: tailCluster, title: "→ \(target)", isExit: true))
        }
        if let head {
            let source = from?.title ?? "elsewhere"
            let id = "jump:from:" + Self.portalKey(section: from, cluster: headCluster)
            record(step, node: head, portal: Portal(id: id, cluster: headCluster, title: "from \(source)", isExit: false))
        }
    }

    private mutating func record(_ step: TabsView.DrawnStep, node: String, portal: Portal) {
        if let index = positions[portal.id] {
            if portal.isExit { exits[index].steps.append((node, step)) } else { entries[index].steps.append((node, step)) }
            return
        }
        var new = portal
        new.steps.append((node, step))
        if portal.isExit {
            positions[portal.id] = exits.count
            exits.append(new)
        } else {
            positions[portal.id] = entries.count
            entries.append(new)
        }
    }

    /// Whether any step was a jump.
    var isEmpty: Bool { exits.isEmpty && entries.isEmpty }

    /// Adds each box to its cluster and an edge per screen it joins (steps of several
    /// transitions between one screen and one box share an edge, a label line each).
    func append(to diagram: inout Diagram) {
        var nodesOfCluster: [String: [Diagram.Node]] = [:]
        for portal in entries + exits {
            if let cluster = portal.cluster { nodesOfCluster[cluster, default: []].append(node(portal)) } else { diagram.nodes.append(node(portal)) }
            var groups: [(node: String, steps: [TabsView.DrawnStep])] = []
            var groupOfNode: [String: Int] = [:]
            for (node, step) in portal.steps {
                if let index = groupOfNode[node] {
                    groups[index].steps.append(step)
                } else {
                    groupOfNode[node] = groups.count
                    groups.append((node, [step]))
                }
            }
            for group in groups {
                var attributes = StepStyle.attributes(for: group.steps[0].kind)
                attributes["color"] = .text(group.steps.map(\.color).joined(separator: ":"))
                attributes["label"] = TabsView.label(of: group.steps)
                attributes["tooltip"] = .text(group.steps.map(\.tooltip).joined(separator: "\n"))
                if group.steps.contains(where: \.isHighlighted) { attributes["penwidth"] = "4" }
                let (from, to) = portal.isExit ? (group.node, portal.id) : (portal.id, group.node)
                diagram.edges.append(.init(from: from, to: to, key: "jump", attributes: attributes))
            }
        }
        diagram.insert(nodesOfCluster)
    }

    private func node(_ portal: Portal) -> Diagram.Node {
        var numbers: [Int] = []
        for (_, step) in portal.steps where !numbers.contains(step.transitionIndex + 1) { numbers.append(step.transitionIndex + 1) }
        let count = "\(numbers.count) transition\(numbers.count == 1 ? "" : "s"): " + numbers.map(String.init).joined(separator: ", ")
        return .init(id: portal.id, attributes: [
            "label": .html("<B>\(HTML.escape(portal.title))</B><BR/>\(style.small(count, size: 9))"),
            "shape": "box", "style": "rounded,dashed,filled", "fillcolor": .text(style.tabFill), "color": .text(style.muted),
            "fontsize": "11", "margin": "0.08,0.04",
            "tooltip": .text(portal.steps.map(\.step.tooltip).joined(separator: "\n")),
        ])
    }

    /// The legend line explaining the boxes, when there are any.
    var legend: [LegendEntry] {
        guard !isEmpty else { return [] }
        return [LegendEntry(symbol: "→ ▭", color: style.muted, text: "a jump to or from another part of the app (→ Cards tab, from Home tab): the transitions' numbers; their other steps are drawn there")]
    }
}

extension Diagram {
    /// Adds nodes to clusters, by cluster id at any depth, in one walk of the clusters; nodes of
    /// a cluster the diagram lacks go to the top level.
    mutating func insert(_ nodesOfCluster: [String: [Node]]) {
        var pending = nodesOfCluster
        Self.insert(&pending, into: &clusters)
        for id in nodesOfCluster.keys.sorted() { nodes += pending[id] ?? [] }
    }

    private static func insert(_ pending: inout [String: [Node]], into clusters: inout [Cluster]) {
        for index in clusters.indices {
            if let nodes = pending.removeValue(forKey: clusters[index].id) { clusters[index].nodes += nodes }
            insert(&pending, into: &clusters[index].clusters)
        }
    }
}
