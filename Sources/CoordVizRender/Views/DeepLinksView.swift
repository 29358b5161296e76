import CoordVizCore

/// Each deep link as a row, left to right: the URL pattern (parameters picked out) and its
/// handler, the transition it runs as numbered steps, and the state it lands in (tab, stack,
/// visible screen, where Back goes). A link whose transition is missing, or whose transition
/// cannot be played from the app's state, is marked in red with what to fix.
struct DeepLinksView {
    let model: ArchitectureModel
    let style: Style
    var links: ViewLinks?

    func diagram() -> Diagram {
        var diagram = Diagram(
            name: "deeplinks",
            attributes: style.graph(label: "\(model.app) — deep links", rankdir: "LR"),
            nodeDefaults: style.nodeDefaults,
            edgeDefaults: style.edgeDefaults
        )
        diagram.attributes["ranksep"] = "0.8"
        guard !model.deepLinks.isEmpty else {
            diagram.nodes.append(.init(id: "note:no-deep-links", attributes: [
                "label": .html("No deep links declared.<BR/>\(style.small("Add them under deepLinks: in the flow spec: url, handler, transition."))"),
                "shape": "box", "style": "rounded,dashed", "color": .text(style.faint),
            ]))
            diagram.applyLinks(links, style: style)
            return diagram
        }
        let simulator = model.sharedSimulator
        // The first transition of each id, as `model.transition(_:)` finds it, without a scan per link.
        var transitionOfID: [String: Transition] = [:]
        for transition in model.transitions where transitionOfID[transition.id] == nil { transitionOfID[transition.id] = transition }
        let coordinatorIDs = Set(model.coordinators.map(\.id))
        var drawnTransitions: Set<String> = []
        var usesMissing = false, usesImpossible = false
        for (index, link) in model.deepLinks.enumerated() {
            let linkID = "deeplink:\(index)"
            diagram.nodes.append(.init(id: linkID, attributes: urlNode(link, coordinatorIDs: coordinatorIDs)))
            guard let id = link.transition, let transition = transitionOfID[id] else {
                usesMissing = true
                let missingID = "missing:\(index)"
                let text = link.transition.map { "no transition '\($0)' in the spec" } ?? "runs no transition"
                let fix = link.transition == nil ? "name one with transition: in deepLinks" : "add it under transitions:, or fix the id"
                diagram.nodes.append(.init(id: missingID, attributes: [
                    "label": .html("<B>⚠ \(HTML.escape(text))</B><BR/>\(style.small(fix))"),
                    "style": "rounded,filled,dashed", "color": .text(style.retainCycle), "fillcolor": .text(style.problemFill),
                    "fontcolor": .text(style.retainCycle), "tooltip": .text("\(link.pattern): \(text)"),
                ]))
                diagram.edges.append(.init(from: linkID, to: missingID, key: "runs", attributes: [
                    "label": "runs", "color": .text(style.retainCycle), "style": "dashed",
                ]))
                continue
            }
            let transitionID = "transition:\(id)", landingID = "landing:\(id)"
            diagram.edges.append(.init(from: linkID, to: transitionID, key: "runs", attributes: ["label": "runs"]))
            guard drawnTransitions.insert(id).inserted else { continue }
            let playback = simulator.play(transition)
            let landing = LandingState(playback, simulator: simulator)
            usesImpossible = usesImpossible || landing.problem != nil
            diagram.nodes.append(.init(id: transitionID, attributes: transitionNode(transition, playback, simulator: simulator)))
            diagram.nodes.append(.init(id: landingID, attributes: landingNode(landing, simulator: simulator)))
            diagram.edges.append(.init(from: transitionID, to: landingID, key: "lands", attributes: [
                "label": landing.problem == nil ? "lands in" : "cannot land as declared",
                "color": .text(landing.problem == nil ? style.muted : style.retainCycle),
            ]))
        }
        var legend: [LegendEntry] = [
            .init(symbol: "▭", color: style.coordinatorLine, text: "URL pattern ({parameters} in colour) and the coordinator handling it"),
            .init(symbol: "▭", color: style.transitionColor(0), text: "the transition it runs, step by step"),
            .init(symbol: "▭", color: style.selectedTabLine, text: "where it lands: tab, stack (visible screen highlighted), Back"),
        ]
        if usesMissing { legend.append(.init(symbol: "⚠", color: style.retainCycle, text: "missing transition: the link does nothing")) }
        if usesImpossible { legend.append(.init(symbol: "⚠", color: style.retainCycle, text: "a step cannot happen in the app's state")) }
        // The legend, then the links in declaration order, down the first column: invisible
        // edges inside one rank fix the order.
        let column = [Legend.node(legend, style: style)] + diagram.nodes.filter { $0.id.hasPrefix("deeplink:") }
        diagram.nodes.removeAll { $0.id.hasPrefix("deeplink:") }
        diagram.clusters.append(.init(id: "links", attributes: ["rank": "same"], nodes: column, isFramed: false))
        for (upper, lower) in zip(column, column.dropFirst()) {
            diagram.edges.append(.init(from: upper.id, to: lower.id, key: "order", attributes: ["style": "invis"]))
        }
        diagram.applyLinks(links, style: style)
        return diagram
    }

    /// The pattern in a monospaced font, `{parameters}` coloured, over its handler.
    private func urlNode(_ link: DeepLink, coordinatorIDs: Set<String>) -> Attributes {
        var pattern = ""
        var rest = link.pattern[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            pattern += HTML.escape(String(rest[..<open]))
            pattern += "<FONT COLOR=\"\(style.transitionColor(0))\">\(HTML.escape(String(rest[open...close])))</FONT>"
            rest = rest[rest.index(after: close)...]
        }
        pattern += HTML.escape(String(rest))
        var handler = "handled by " + (link.handler ?? "no coordinator named")
        if let id = link.handler, !coordinatorIDs.contains(id) { handler += " (not created yet)" }
        var tooltip = link.pattern
        if !link.parameters.isEmpty { tooltip += "\nparameters: " + link.parameters.joined(separator: ", ") }
        return [
            "label": .html("<FONT FACE=\"DejaVu Sans Mono\"><B>\(pattern)</B></FONT><BR/>\(style.small(handler))"),
            "style": "rounded,filled", "fillcolor": .text(style.coordinatorFill), "color": .text(style.coordinatorLine),
            "tooltip": .text(tooltip),
        ]
    }

    /// The trigger and the source screen over the numbered steps; a failing step in red.
    private func transitionNode(_ transition: Transition, _ playback: FlowSimulator.Playback, simulator: FlowSimulator) -> Attributes {
        var rows = "<TR><TD ALIGN=\"LEFT\"><B>\(HTML.escape(transition.trigger ?? transition.id))</B><BR/>"
            + "\(style.small("\(transition.id) · from \(simulator.startName(transition))"))</TD></TR>"
        for played in playback.steps {
            var cell = "\(played.number) \(HTML.escape(played.caption))"
            if let problem = played.problem {
                cell = "<FONT COLOR=\"\(style.retainCycle)\">\(cell)<BR/>⚠ \(HTML.escape(problem))</FONT>"
            }
            rows += "<TR><TD ALIGN=\"LEFT\">\(cell)</TD></TR>"
        }
        let failed = playback.steps.contains { $0.problem != nil }
        return [
            "label": .html("<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"3\">\(rows)</TABLE>"),
            "style": "rounded,filled", "fillcolor": .text(failed ? style.problemFill : style.screenFill),
            "color": .text(failed ? style.retainCycle : style.transitionColor(0)), "penwidth": "1.6",
            "tooltip": .text("\(transition.id): \(playback.steps.count) steps"),
        ]
    }

    /// The tab and stack the user ends up in, the visible screen highlighted, then Back.
    private func landingNode(_ landing: LandingState, simulator: FlowSimulator) -> Attributes {
        var header = landing.tab.map { "tab <B>\(HTML.escape($0.displayTitle))</B>" } ?? landing.coordinator.map { "<B>\(HTML.escape($0))</B>" } ?? "nowhere"
        if let coordinator = landing.coordinator, landing.tab != nil { header += "  \(style.small(coordinator))" }
        var rows = "<TR><TD ALIGN=\"LEFT\" BGCOLOR=\"\(style.selectedTabFill)\">\(header)</TD></TR>"
        for screen in landing.stack {
            let visible = screen == landing.visible
            let background = visible ? " BGCOLOR=\"\(style.liveTopFill)\"" : ""
            rows += "<TR><TD ALIGN=\"LEFT\"\(background)>\(visible ? "<B>" : "")\(HTML.escape(simulator.screenName(screen)))\(visible ? "</B>" : "")</TD></TR>"
        }
        for screen in landing.presented {
            let visible = screen == landing.visible
            rows += "<TR><TD ALIGN=\"LEFT\"\(visible ? " BGCOLOR=\"\(style.liveTopFill)\"" : "")>presented: <B>\(HTML.escape(simulator.screenName(screen)))</B></TD></TR>"
        }
        if landing.backChain.count > 1 {
            rows += "<TR><TD ALIGN=\"LEFT\">\(style.small("Back: " + landing.backChain.map(simulator.screenName).joined(separator: " → ")))</TD></TR>"
        }
        if let problem = landing.problem {
            rows += "<TR><TD ALIGN=\"LEFT\"><FONT COLOR=\"\(style.retainCycle)\">⚠ step \(problem.step) fails</FONT></TD></TR>"
        }
        return [
            "label": .html("<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"4\" COLOR=\"\(style.screenLine)\">\(rows)</TABLE>"),
            "shape": "plain",
            "tooltip": .text("lands on " + (landing.visible.map(simulator.screenName) ?? "nothing")),
        ]
    }
}
