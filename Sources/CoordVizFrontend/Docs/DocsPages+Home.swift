import CoordVizCore
import CoordVizRender

extension DocsPages {
    /// The folder's front page: the overview and hierarchy pictures, then tables of
    /// coordinators, tabs, screens, transitions and deep links, each linking to its page.
    func home(overview: Figure, hierarchy: Figure) -> String {
        let page = DocsLayout.Page.home
        var sections = [header("\(model.app) — navigation")]
        if layout.flavour == .docc {
            sections[0] = "# \(Markdown.text("\(model.app) — navigation"))\n\n@Metadata {\n    @TechnologyRoot\n}\n\n\(Self.generatedNote)"
        }
        let counts = [(model.coordinators.count, "coordinator"), (model.screens.count, "screen"), (model.transitions.count, "transition"), (model.deepLinks.count, "deep link")]
            .map { count, noun in "\(count) \(noun)\(count == 1 ? "" : "s")" }
        sections.append(counts.joined(separator: ", ") + ". Every fact, one per line: \(layout.fileLink("navigation.txt", to: "navigation.txt", from: page)).")
        sections.append("## Overview\n\n" + figure(overview, on: page))
        sections.append("## Hierarchy\n\n" + figure(hierarchy, on: page))
        if let phases = model.phases, !phases.isEmpty {
            let rows = phases.enumerated().map { ["\($0.offset + 1)", Markdown.text($0.element.name), coordinatorLink($0.element.root, from: page)] }
            sections.append("## Phases\n\nThe app's root is replaced as it runs; the first phase is where it starts.\n\n"
                + Markdown.table(["#", "Phase", "Root coordinator"], rows))
        }
        sections.append("## Coordinators\n\n" + coordinatorTable(from: page))
        let tabRows = tabRows(from: page)
        if !tabRows.isEmpty {
            sections.append("## Tabs\n\n" + Markdown.table(["Tab bar of", "Index", "Title", "Icon", "Shows"], tabRows))
        }
        if !model.screens.isEmpty { sections.append("## Screens\n\n" + screenTable(from: page)) }
        if !model.transitions.isEmpty {
            let rows = model.transitions.map { transition in
                [transitionLink(transition.id, from: page), start(of: transition), transition.trigger.map(Markdown.text) ?? "",
                 transition.steps.map { step($0, from: page) }.joined(separator: ", then ")]
            }
            sections.append("## Transitions\n\n" + Markdown.table(["Transition", "Starts at", "Trigger", "Steps"], rows))
        }
        if !model.deepLinks.isEmpty {
            let rows = model.deepLinks.map { link in
                [Markdown.text(link.pattern), link.handler.map { coordinatorLink($0, from: page) } ?? "",
                 link.transition.map { transitionLink($0, from: page) } ?? "none"]
            }
            sections.append("## Deep links\n\n" + Markdown.table(["URL", "Handler", "Transition"], rows))
        }
        return assemble(sections)
    }

    private func coordinatorTable(from page: DocsLayout.Page) -> String {
        let rows = model.coordinators.map { coordinator in
            [
                coordinatorLink(coordinator.id, from: page),
                coordinator.declaredAs.map(Markdown.text) ?? "",
                kind(of: coordinator),
                index.parents[coordinator.id].map { coordinatorLink($0, from: page) } ?? "",
                "\(coordinator.children.count)",
                "\(model.screens(heldBy: coordinator, index: index).count)",
            ]
        }
        return Markdown.table(["Coordinator", "Used as", "Owns", "Parent", "Children", "Screens"], rows)
    }

    /// What a coordinator owns, in a few words.
    func kind(of coordinator: CoordinatorNode) -> String {
        if let container = coordinator.container { return Markdown.text("\(container.kindDescription) (\(container.typeName))") }
        if let onto = coordinator.pushesOnto { return "pushes onto " + Markdown.text(onto) }
        if let role = coordinator.role { return Markdown.text(role == .viewController ? "view controller" : "object") }
        return "flow only"
    }

    func tabRows(from page: DocsLayout.Page, owner: String? = nil) -> [[String]] {
        model.tabBars.filter { owner == nil || $0.owner.id == owner }.flatMap { entry in
            entry.tabBar.tabs.map { tab in
                let selected = entry.tabBar.selectedIndex == tab.index ? " (selected)" : ""
                let shows = tab.coordinator.map { coordinatorLink($0, from: page) }
                    ?? tab.screen.map(Markdown.text)
                    ?? tab.container.map { Markdown.text($0.kindDescription) } ?? ""
                return [coordinatorLink(entry.owner.id, from: page), "\(tab.index)", Markdown.text(tab.displayTitle) + selected,
                        tab.icon.map(Markdown.text) ?? "", shows]
            }
        }
    }

    private func screenTable(from page: DocsLayout.Page) -> String {
        // Whether a live app was read: without one, every screen is declared only.
        let live = model.screens.contains(where: \.isLive)
        let rows = model.screens.map { screen in
            let holder = screen.pushedBy ?? index.owner(ofScreen: screen.id)?.id
            return [
                Markdown.text(screen.id), screen.title.map(Markdown.text) ?? "",
                holder.map { coordinatorLink($0, from: page) } ?? "",
                screen.coordinator.map { coordinatorLink($0, from: page) } ?? "",
            ] + (live ? [screen.isLive ? "yes" : "declared only"] : [])
        }
        return Markdown.table(["Screen", "Title", "On the stack of", "Talks to"] + (live ? ["Live"] : []), rows)
    }
}
