import CoordVizCore
import CoordVizRender

extension DocsPages {
    /// A transition's page: where it starts, its trigger, its steps, the coordinators it
    /// involves, the deep links that run it, and its storyboard.
    func transition(_ transition: Transition, storyboard: Figure) -> String {
        let page = DocsLayout.Page.transition(transition.id)
        var sections = [header("Transition \(transition.id)")]
        var facts = ["Starts at: " + start(of: transition)]
        if transition.entry == nil, let owner = index.owner(ofScreen: transition.source) {
            facts[0] += " (on the stack of \(coordinatorLink(owner.id, from: page)))"
        }
        if let trigger = transition.trigger { facts.append("Trigger: \(Markdown.code(trigger))") }
        let involved = participants.coordinators(of: transition.id)
        if !involved.isEmpty { facts.append("Coordinators: " + involved.map { coordinatorLink($0, from: page) }.joined(separator: ", ")) }
        let links = model.deepLinks.filter { $0.transition == transition.id }
        if !links.isEmpty { facts.append("Deep links: " + links.map { Markdown.text($0.pattern) }.joined(separator: ", ")) }
        sections.append(facts.map { "- \($0)" }.joined(separator: "\n"))
        sections.append("Back to \(layout.link("every transition", to: .home, from: page)).")
        let steps = transition.steps.enumerated().map { "\($0.offset + 1). \(step($0.element, from: page))" }
        sections.append("## Steps\n\n" + (steps.isEmpty ? "No steps." : steps.joined(separator: "\n")))
        sections.append("## Storyboard\n\n" + figure(storyboard, on: page))
        return assemble(sections)
    }
}
