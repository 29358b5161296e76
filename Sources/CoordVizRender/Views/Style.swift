import CoordVizCore

/// Colours, fonts and shapes shared by every view, so one look runs through all diagrams.
/// One value per ``Theme``: views ask it for colours instead of naming them.
struct Style: Sendable {
    let theme: Theme
    let font = "Helvetica"
    /// The page.
    let background: String
    /// Main text.
    let text: String
    let muted: String
    let faint: String
    let coordinatorFill: String
    let coordinatorLine: String
    let flowOnlyFill: String
    let flowOnlyLine: String
    let screenFill: String
    let screenLine: String
    let liveTopFill: String
    let liveTopLine: String
    let selectedTabFill: String
    let selectedTabLine: String
    let tabFill: String
    /// Table headers.
    let headerFill: String
    /// Strong back-references, failed steps, missing transitions.
    let retainCycle: String
    /// The fill of things that went wrong.
    let problemFill: String
    /// One colour per transition, in declaration order (colour-blind-safe Okabe–Ito hues).
    let transitionColors: [String]

    init(_ theme: Theme = .light) {
        self.theme = theme
        switch theme {
        case .light:
            background = "white"; text = "#1F2933"; muted = "#5A6472"; faint = "#9AA5B1"
            coordinatorFill = "#EEF3FB"; coordinatorLine = "#3B6BB5"
            flowOnlyFill = "#F6F0FC"; flowOnlyLine = "#7A4FB5"
            screenFill = "white"; screenLine = "#8A94A3"
            liveTopFill = "#FFF3C4"; liveTopLine = "#C98A00"
            selectedTabFill = "#EAF6EC"; selectedTabLine = "#2E8B57"
            tabFill = "#F7F8FA"; headerFill = "#E9ECF1"
            retainCycle = "#D0443E"; problemFill = "#FDECEA"
            transitionColors = ["#D55E00", "#0072B2", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"]
        case .dark:
            background = "#16191D"; text = "#E6E9EE"; muted = "#A9B3C0"; faint = "#6B7684"
            coordinatorFill = "#1F2D44"; coordinatorLine = "#7FA7E8"
            flowOnlyFill = "#2B2240"; flowOnlyLine = "#B494E8"
            screenFill = "#23282F"; screenLine = "#7C8796"
            liveTopFill = "#4A3D10"; liveTopLine = "#F0C040"
            selectedTabFill = "#16301F"; selectedTabLine = "#5CC98A"
            tabFill = "#1E2228"; headerFill = "#2E343C"
            retainCycle = "#FF6B63"; problemFill = "#3E1C1A"
            transitionColors = ["#FF8A3D", "#56B4E9", "#2BD4A0", "#E89AC7", "#F0C04A", "#9AD3F5"]
        }
    }

    func transitionColor(_ index: Int) -> String { transitionColors[index % transitionColors.count] }

    /// Graph attributes every view starts from.
    func graph(label: String, rankdir: String = "TB") -> Attributes {
        [
            "label": .html("<B>\(HTML.escape(label))</B>"),
            "labelloc": "t",
            "fontname": .text(font),
            "fontsize": "18",
            "fontcolor": .text(text),
            "rankdir": .text(rankdir),
            "nodesep": "0.45",
            "ranksep": "0.6",
            "newrank": "true",
            "compound": "true",
            "forcelabels": "true",
            "bgcolor": .text(background),
            "pad": "0.3",
        ]
    }

    var nodeDefaults: Attributes {
        ["fontname": .text(font), "fontsize": "12", "shape": "box", "margin": "0.15,0.07", "fontcolor": .text(text), "color": .text(screenLine)]
    }

    var edgeDefaults: Attributes {
        ["fontname": .text(font), "fontsize": "10", "color": .text(muted), "fontcolor": .text(muted), "arrowsize": "0.7"]
    }

    /// Small grey type for a second line.
    func small(_ text: String, size: Int = 10) -> String {
        "<FONT POINT-SIZE=\"\(size)\" COLOR=\"\(muted)\">\(HTML.escape(text))</FONT>"
    }

    /// A coordinator box: bold type name over the protocol and container kind in small grey type.
    func coordinator(_ node: CoordinatorNodeInfo, tooltip: String) -> Attributes {
        let detail = [node.declaredAs, node.containerKind ?? "flow only"].compactMap { $0 }.joined(separator: " · ")
        return [
            "label": .html("<B>\(HTML.escape(node.id))</B><BR/>\(small(detail))\(conditionLines(node.condition))"),
            "shape": "box",
            "style": node.isFlowOnly || !node.isLive ? "rounded,filled,dashed" : "rounded,filled",
            "fillcolor": .text(node.isFlowOnly ? flowOnlyFill : coordinatorFill),
            "color": .text(node.isFlowOnly ? flowOnlyLine : coordinatorLine),
            "penwidth": "1.4",
            "tooltip": .text(tooltip),
        ]
    }

    /// The condition a coordinator exists under, below its detail line in small grey type, cut
    /// into short lines so a long one does not widen the box; empty without one.
    func conditionLines(_ condition: String?) -> String {
        guard let condition else { return "" }
        return Legend.wrapped("when \(condition)", at: 48).map { "<BR/>\(small($0))" }.joined()
    }

    /// A screen box: short name in bold, its title below when it has one.
    func screen(name: String, title: String?, isTop: Bool, isLive: Bool, tooltip: String, pushedBy: String? = nil) -> Attributes {
        var lines = "<B>\(HTML.escape(name))</B>"
        if let title, !title.isEmpty, title != name {
            lines += "<BR/>\(small("“\(title)”"))"
        }
        if let pushedBy {
            lines += "<BR/><FONT POINT-SIZE=\"9\" COLOR=\"\(coordinatorLine)\">by \(HTML.escape(pushedBy))</FONT>"
        }
        var attributes: Attributes = ["label": .html(lines), "tooltip": .text(tooltip)]
        if isTop {
            attributes["style"] = "filled,bold"
            attributes["fillcolor"] = .text(liveTopFill)
            attributes["color"] = .text(liveTopLine)
            attributes["penwidth"] = "2"
        } else if isLive {
            attributes["style"] = "filled"
            attributes["fillcolor"] = .text(screenFill)
            attributes["color"] = .text(screenLine)
        } else {
            attributes["style"] = "filled,dashed"
            attributes["fillcolor"] = .text(screenFill)
            attributes["color"] = .text(faint)
            attributes["fontcolor"] = .text(muted)
        }
        return attributes
    }

    /// A rounded cluster frame with a bold title over a small grey line.
    func cluster(title: String, detail: String?, fill: String, line: String, penwidth: String = "1") -> Attributes {
        var label = "<B>\(HTML.escape(title))</B>"
        if let detail { label += "<BR/>\(small(detail))" }
        return [
            "label": .html(label), "style": "rounded,filled", "fillcolor": .text(fill), "color": .text(line),
            "penwidth": .text(penwidth), "fontname": .text(font), "fontcolor": .text(text),
        ]
    }
}

/// The facts about a coordinator a node label needs.
struct CoordinatorNodeInfo {
    var id: String
    var typeName: String
    var declaredAs: String?
    var containerKind: String?
    /// The run-time condition it exists under (`when`).
    var condition: String?
    var isFlowOnly: Bool
    /// False for a coordinator only the spec declares, absent from the live app.
    var isLive = true

    init(_ node: CoordinatorNode) {
        id = node.id
        typeName = node.typeName
        declaredAs = node.declaredAs
        containerKind = node.container?.kindDescription
        if let owner = node.pushesOnto { containerKind = "pushes onto \(owner)'s stack" }
        if let role = node.role {
            containerKind = [role == .viewController ? "view controller" : "object", containerKind].compactMap { $0 }.joined(separator: " · ")
        }
        if let presentation = node.presentation {
            containerKind = [containerKind, "presented" + (presentation.style.map { " (\($0))" } ?? "")].compactMap { $0 }.joined(separator: " · ")
        }
        condition = node.condition
        if node.isLive == false { containerKind = [containerKind, "not live"].compactMap { $0 }.joined(separator: " · ") }
        isFlowOnly = node.isFlowOnly
        isLive = node.isLive != false
    }
}

/// Escaping for Graphviz HTML-like labels: ``Escaping/dotHTML(_:)``.
enum HTML {
    static func escape(_ text: String) -> String { Escaping.dotHTML(text) }
}

/// Stable node and cluster ids, so links into an SVG survive re-rendering.
enum NodeID {
    static func coordinator(_ id: String) -> String { "coordinator:\(id)" }
    static func screen(_ id: String) -> String { "screen:\(id)" }
    static func container(_ id: String) -> String { "container:\(id)" }
    static func lazyChild(_ parent: String, _ property: String) -> String { "lazy:\(parent).\(property)" }
    /// Cluster ids must be plain identifiers: `tab_1`, `stack_OrdersCoordinator`. Letters and
    /// digits stay; an underscore is doubled and any other character becomes `_u<hex>_`, so two
    /// names that differ only in punctuation (`Home.Coordinator`, `Home_Coordinator`) never share
    /// an id. Read left to right, an encoded name is `__`, `_u…_` and plain characters only, so
    /// an `_` followed by another letter (`_at_`, `_top`) cannot belong to one.
    static func cluster(_ text: String) -> String {
        var id = ""
        for character in text {
            if character == "_" {
                id += "__"
            } else if character.isLetter || character.isNumber {
                id.append(character)
            } else {
                id += "_u" + character.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "_u") + "_"
            }
        }
        return id
    }
}
