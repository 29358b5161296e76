extension TabsView {
    /// The dashed line from a tab bar's box to the first node of one of its tab frames.
    struct TabLine: Equatable {
        var box: String
        var firstNode: String
    }

    /// `diagram` with each tab of a top-level tab bar as a part of its own: an app whose tabs
    /// hold many stacks is one part as wide as all of them together, which a grid (see
    /// ``SectionGrid``) cannot wrap. Without the dashed lines from the bar's box to its tabs,
    /// each tab frame is its own part (its title already names its tab and coordinator), and the
    /// box goes into a frame without a border just before its first tab, so that it leads the
    /// tabs in the grid's reading order. Returns `nil` when none of `lines` can be taken away.
    static func detachingTabs(_ diagram: Diagram, _ lines: [TabLine]) -> Diagram? {
        var detached = diagram
        // Only a box outside every frame whose tabs are top-level frames moves; a tab bar inside
        // a phase frame is one part with it anyway.
        var firstTabOfBox: [String: String] = [:]
        for line in lines where firstTabOfBox[line.box] == nil {
            guard diagram.nodes.contains(where: { $0.id == line.box }),
                  let tab = diagram.clusters.first(where: { cluster in cluster.nodes.contains { $0.id == line.firstNode } }) else { continue }
            firstTabOfBox[line.box] = tab.id
        }
        guard !firstTabOfBox.isEmpty else { return nil }
        let taken = Set(lines.filter { firstTabOfBox[$0.box] != nil }.map { "\($0.box)\u{0}\($0.firstNode)" })
        detached.edges.removeAll { $0.key.isEmpty && taken.contains("\($0.from)\u{0}\($0.to)") }
        for (box, tab) in firstTabOfBox.sorted(by: { $0.key < $1.key }) {
            guard let nodeIndex = detached.nodes.firstIndex(where: { $0.id == box }),
                  let tabIndex = detached.clusters.firstIndex(where: { $0.id == tab }) else { continue }
            let node = detached.nodes.remove(at: nodeIndex)
            let frame = Diagram.Cluster(id: "bar_\(NodeID.cluster(box))", attributes: ["peripheries": "0", "label": ""], nodes: [node])
            detached.clusters.insert(frame, at: tabIndex)
        }
        return detached
    }
}
