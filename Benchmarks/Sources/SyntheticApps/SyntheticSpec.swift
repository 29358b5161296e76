import CoordVizCore

/// A ``SyntheticApp`` written as a version 2 flow spec (YAML), the way a team would declare it:
/// coordinators with their containers, children and parent references, screen titles,
/// transitions and deep links.
///
/// What a spec cannot say stays out: which screens are on the live stacks (a snapshot's
/// business), lazy children not created yet, and references to coordinators owned elsewhere.
public struct SyntheticSpec: Sendable {
    public let app: SyntheticApp

    public init(_ app: SyntheticApp) {
        self.app = app
    }

    /// The spec's text, the same bytes for the same app.
    public func text() -> String {
        write(app.model())
    }

    /// Writes `model` (a synthetic app's model) as a version 2 spec.
    func write(_ model: ArchitectureModel) -> String {
        var lines = ["# A synthetic app written by SyntheticApps (coordinators: \(app.coordinators), seed: \(app.seed)).", "version: 2"]
        lines.append("app: \(quoted(model.app))")
        if let root = model.root { lines.append("root: \(root)") }
        lines.append("coordinators:")
        for coordinator in model.coordinators {
            lines.append("  \(coordinator.id):")
            if let declaredAs = coordinator.declaredAs { lines.append("    as: \(declaredAs)") }
            switch coordinator.container {
            case .tabBar(let bar):
                lines.append("    tabs:")
                for tab in bar.tabs {
                    var fields = [tab.coordinator.map { "coordinator: \($0)" }, tab.screen.map { "screen: \($0)" }]
                    fields += [tab.title.map { "title: \(quoted($0))" }, tab.icon.map { "icon: \(quoted($0))" }]
                    lines.append("      - { \(fields.compactMap { $0 }.joined(separator: ", ")) }")
                }
                if let selected = bar.selectedIndex, let title = bar.tabs.first(where: { $0.index == selected })?.title {
                    lines.append("    initialTab: \(quoted(title))")
                }
            case .navigationStack(let stack):
                lines.append("    stack: [\((stack.declaredScreens ?? stack.screens).joined(separator: ", "))]")
            case .single(let single):
                lines.append("    screen: \(single.screen)")
            case .containment, nil:
                break
            }
            let children = coordinator.children.compactMap { link in link.coordinator.map { (link.property, $0) } }
                .filter { property, _ in !property.hasPrefix("shared") }
            if !children.isEmpty {
                lines.append("    children:")
                for (property, child) in children { lines.append("      \(quoted(property)): \(child)") }
            }
            if let parent = coordinator.backReferences.first(where: \.pointsToParent) {
                let strength = parent.strength == .unknown ? "" : ", strength: \(parent.strength.rawValue)"
                lines.append("    parent: { property: \(parent.property), target: \(parent.target)\(strength) }")
            }
        }
        let titled = model.screens.filter { $0.title != nil }
        if !titled.isEmpty {
            lines.append("screens:")
            for screen in titled { lines.append("  \(screen.id): { title: \(quoted(screen.title ?? "")) }") }
        }
        if !model.transitions.isEmpty {
            lines.append("transitions:")
            for transition in model.transitions {
                lines.append("  - id: \(transition.id)")
                lines.append("    from: \(transition.source)")
                if let trigger = transition.trigger { lines.append("    trigger: \(quoted(trigger))") }
                lines.append("    steps:")
                for step in transition.steps {
                    lines.append("      - \(step.kind.rawValue)" + (step.target.map { ": \(quoted($0))" } ?? ""))
                }
            }
        }
        if !model.deepLinks.isEmpty {
            lines.append("deepLinks:")
            for link in model.deepLinks {
                lines.append("  - url: \(quoted(link.pattern))")
                if let transition = link.transition { lines.append("    transition: \(transition)") }
                if let handler = link.handler { lines.append("    handler: \(handler)") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func quoted(_ text: String) -> String { Escaping.yamlDoubleQuoted(text) }
}
