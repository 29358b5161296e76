import CoordVizCore
import CoordVizRender

extension DocsPages {
    /// A coordinator's page: its subtree picture, what it owns (stack, tabs), its parent,
    /// children and back-references, the transitions it takes part in and the deep links it
    /// handles.
    func coordinator(_ coordinator: CoordinatorNode, subtree: Figure) -> String {
        let page = DocsLayout.Page.coordinator(coordinator.id)
        let id = coordinator.id
        var sections = [header(id)]
        var facts: [String] = []
        if coordinator.typeName != id { facts.append("Type: \(Markdown.text(coordinator.typeName))") }
        if let declared = coordinator.declaredAs { facts.append("Used as: \(Markdown.text(declared))") }
        facts.append("Owns: \(kind(of: coordinator))")
        facts.append("Parent: " + (index.parents[id].map { coordinatorLink($0, from: page) } ?? (model.root == id ? "none (the root)" : "none")))
        if let presentation = coordinator.presentation {
            facts.append("Presented over \(Markdown.text(presentation.overDescription))" + (presentation.style.map { " as \(Markdown.text($0))" } ?? ""))
        }
        if let condition = coordinator.condition { facts.append("Exists when: \(Markdown.text(condition))") }
        if coordinator.isLive == false { facts.append("Not in the live app right now (declared by the spec only)") }
        if let declaredAt = coordinator.declaredAt { facts.append("Declared at: \(Markdown.text(declaredAt))") }
        sections.append(facts.map { "- \($0)" }.joined(separator: "\n"))
        sections.append("Back to \(layout.link("every coordinator", to: .home, from: page)).")
        sections.append("## Subtree\n\n" + figure(subtree, on: page))

        let screens = model.screens(heldBy: coordinator, index: index)
        if !screens.isEmpty {
            let live = Set(coordinator.container?.navigationStack?.screens ?? [])
            let rows = screens.enumerated().map { position, screen in
                [ "\(position + 1)", Markdown.text(screen), index.screen(screen)?.title.map(Markdown.text) ?? "", live.contains(screen) ? "yes" : "" ]
            }
            let title = coordinator.container?.navigationStack != nil ? "## Stack, bottom to top" : "## Screens"
            sections.append(title + "\n\n" + Markdown.table(["#", "Screen", "Title", "On the live stack"], rows))
        }
        let tabs = tabRows(from: page, owner: id)
        if !tabs.isEmpty { sections.append("## Tabs\n\n" + Markdown.table(["Tab bar of", "Index", "Title", "Icon", "Shows"], tabs)) }
        if !coordinator.children.isEmpty {
            let rows = coordinator.children.map { child in
                [Markdown.text(child.property), child.coordinator.map { coordinatorLink($0, from: page) } ?? "not created yet",
                 child.declaredType.map(Markdown.text) ?? "", child.isLazy ? "yes" : ""]
            }
            sections.append("## Children\n\n" + Markdown.table(["Property", "Child", "Declared type", "Lazy"], rows))
        }
        if !coordinator.backReferences.isEmpty {
            let rows = coordinator.backReferences.map { reference in
                [Markdown.text(reference.property), coordinatorLink(reference.target, from: page), reference.strength.rawValue,
                 reference.pointsToParent ? "yes" : "no"]
            }
            sections.append("## Back-references\n\n" + Markdown.table(["Property", "Points to", "Strength", "Its parent"], rows))
        }
        let transitions = participants.transitions(involving: id, in: model)
        if !transitions.isEmpty {
            let rows = transitions.map { transition in
                [transitionLink(transition.id, from: page), start(of: transition), transition.trigger.map(Markdown.text) ?? ""]
            }
            sections.append("## Transitions it takes part in\n\n" + Markdown.table(["Transition", "Starts at", "Trigger"], rows))
        }
        let links = model.deepLinks.filter { $0.handler == id }
        if !links.isEmpty {
            let rows = links.map { [Markdown.text($0.pattern), $0.transition.map { transitionLink($0, from: page) } ?? "none"] }
            sections.append("## Deep links it handles\n\n" + Markdown.table(["URL", "Transition"], rows))
        }
        return assemble(sections)
    }
}
