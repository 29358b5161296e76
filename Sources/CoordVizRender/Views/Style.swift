import CoordVizCore

/// Colours, fonts and shapes shared by every view, so one look runs through all diagrams.
enum Style {
    static let font = "Helvetica"
    static let muted = "#5A6472"
    static let faint = "#9AA5B1"
    static let coordinatorFill = "#EEF3FB"
    static let coordinatorLine = "#3B6BB5"
    static let flowOnlyFill = "#F6F0FC"
    static let flowOnlyLine = "#7A4FB5"
    static let screenLine = "#8A94A3"
    static let liveTopFill = "#FFF3C4"
    static let liveTopLine = "#C98A00"
    static let selectedTabFill = "#EAF6EC"
    static let selectedTabLine = "#2E8B57"
    static let tabFill = "#F7F8FA"
    static let retainCycle = "#D0443E"
    /// One colour per transition, in declaration order (colour-blind-safe Okabe–Ito hues).
    static let transitionColors = ["#D55E00", "#0072B2", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"]

    static func transitionColor(_ index: Int) -> String { transitionColors[index % transitionColors.count] }

    /// Graph attributes every view starts from.
    static func graph(label: String, rankdir: String = "TB") -> Attributes {
        [
            "label": .html("<B>\(HTML.escape(label))</B>"),
            "labelloc": "t",
            "fontname": .text(font),
            "fontsize": "18",
            "rankdir": .text(rankdir),
            "nodesep": "0.45",
            "ranksep": "0.6",
            "newrank": "true",
            "compound": "true",
            "forcelabels": "true",
            "bgcolor": "white",
            "pad": "0.3",
        ]
    }

    static let nodeDefaults: Attributes = ["fontname": .text(font), "fontsize": "12", "shape": "box", "margin": "0.15,0.07"]
    static let edgeDefaults: Attributes = ["fontname": .text(font), "fontsize": "10", "color": .text(muted), "fontcolor": .text(muted), "arrowsize": "0.7"]

    /// A coordinator box: bold type name over the protocol and container kind in small grey type.
    static func coordinator(_ node: CoordinatorNodeInfo) -> Attributes {
        let detail = [node.declaredAs, node.containerKind ?? "flow only"].compactMap { $0 }.joined(separator: " · ")
        return [
            "label": .html("<B>\(HTML.escape(node.id))</B><BR/><FONT POINT-SIZE=\"10\" COLOR=\"\(muted)\">\(HTML.escape(detail))</FONT>"),
            "shape": "box",
            "style": node.isFlowOnly ? "rounded,filled,dashed" : "rounded,filled",
            "fillcolor": .text(node.isFlowOnly ? flowOnlyFill : coordinatorFill),
            "color": .text(node.isFlowOnly ? flowOnlyLine : coordinatorLine),
            "penwidth": "1.4",
            "tooltip": .text("\(node.typeName)\(node.declaredAs.map { " as \($0)" } ?? "")"),
        ]
    }

    /// A screen box: short name in bold, its title below when it has one.
    static func screen(name: String, title: String?, isTop: Bool, isLive: Bool, tooltip: String) -> Attributes {
        var lines = "<B>\(HTML.escape(name))</B>"
        if let title, !title.isEmpty, title != name {
            lines += "<BR/><FONT POINT-SIZE=\"10\" COLOR=\"\(muted)\">“\(HTML.escape(title))”</FONT>"
        }
        var attributes: Attributes = ["label": .html(lines), "tooltip": .text(tooltip)]
        if isTop {
            attributes["style"] = "filled,bold"
            attributes["fillcolor"] = .text(liveTopFill)
            attributes["color"] = .text(liveTopLine)
            attributes["penwidth"] = "2"
        } else if isLive {
            attributes["style"] = "filled"
            attributes["fillcolor"] = "white"
            attributes["color"] = .text(screenLine)
        } else {
            attributes["style"] = "filled,dashed"
            attributes["fillcolor"] = "white"
            attributes["color"] = .text(faint)
            attributes["fontcolor"] = .text(muted)
        }
        return attributes
    }
}

/// The facts about a coordinator a node label needs.
struct CoordinatorNodeInfo {
    var id: String
    var typeName: String
    var declaredAs: String?
    var containerKind: String?
    var isFlowOnly: Bool

    init(_ node: CoordinatorNode) {
        id = node.id
        typeName = node.typeName
        declaredAs = node.declaredAs
        containerKind = node.container?.kindDescription
        isFlowOnly = node.isFlowOnly
    }
}

/// Escaping for Graphviz HTML-like labels.
enum HTML {
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}

/// Stable node and cluster ids, so links into an SVG survive re-rendering.
enum NodeID {
    static func coordinator(_ id: String) -> String { "coordinator:\(id)" }
    static func screen(_ id: String) -> String { "screen:\(id)" }
    static func container(_ id: String) -> String { "container:\(id)" }
    static func lazyChild(_ parent: String, _ property: String) -> String { "lazy:\(parent).\(property)" }
    /// Cluster ids must be plain identifiers: `tab_1`, `stack_OrdersCoordinator`.
    static func cluster(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
