import CoordVizCore

/// Links between views rendered as sibling files (`overview.svg`, `hierarchy.svg`): the overview
/// links each coordinator to its place in the hierarchy, and every other view links its title
/// and its coordinators back to the overview. Fragments name stable node ids.
struct ViewLinks {
    let fileExtension: String
    let current: ViewKind

    func href(_ view: ViewKind, node: String? = nil) -> String {
        Escaping.urlFragment("\(view.fileName).\(fileExtension)") + (node.map { "#" + Escaping.urlFragment($0) } ?? "")
    }

    /// Where a coordinator node leads: from the overview to the hierarchy, else to the overview.
    func coordinator(_ id: String) -> AttributeValue {
        .text(href(current == .overview ? .hierarchy : .overview, node: NodeID.coordinator(id)))
    }

    /// The graph title with a small link to the overview under it (none on the overview itself).
    func title(_ html: String, style: Style) -> AttributeValue {
        guard current != .overview else { return .html(html) }
        return .html("""
        <TABLE BORDER="0" CELLPADDING="1" CELLSPACING="0"><TR><TD>\(html)</TD></TR>\
        <TR><TD ID="overview-link" HREF="\(HTML.escape(href(.overview)))" TOOLTIP="the overview of every coordinator">\
        <FONT POINT-SIZE="10" COLOR="\(style.coordinatorLine)">↖ overview</FONT></TD></TR></TABLE>
        """)
    }
}

extension Diagram {
    /// Sets the title link and every coordinator node's link, when links are wanted.
    mutating func applyLinks(_ links: ViewLinks?, style: Style) {
        guard let links else { return }
        if case .html(let title)? = attributes["label"] { attributes["label"] = links.title(title, style: style) }
        func stamp(_ nodes: inout [Node]) {
            for index in nodes.indices where nodes[index].id.hasPrefix("coordinator:") {
                nodes[index].attributes["href"] = links.coordinator(String(nodes[index].id.dropFirst("coordinator:".count)))
            }
        }
        func stamp(_ clusters: inout [Cluster]) {
            for index in clusters.indices {
                stamp(&clusters[index].nodes)
                stamp(&clusters[index].clusters)
            }
        }
        stamp(&nodes)
        stamp(&clusters)
    }
}
