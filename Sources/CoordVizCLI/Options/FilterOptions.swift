import ArgumentParser
import CoordVizCore
import CoordVizRender

/// What part of the model to draw and what to stress: the flags behind ``ViewOptions``'s
/// filter, highlight and collapse, the same names as the library's properties.
struct FilterOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Draw only this coordinator's subtree, as the root.", valueName: "coordinator"), completion: ValueCompletion.coordinators)
    var root: String?

    @Option(help: ArgumentHelp("Draw only one tab (a title or the tab's coordinator), under its tab bar.", valueName: "title"), completion: ValueCompletion.tabs)
    var tab: String?

    @Option(help: ArgumentHelp("Draw coordinators at most N levels below the top (0: the top alone).", valueName: "N"))
    var depth: Int?

    @Option(help: ArgumentHelp("Draw only what reaches or leaves this screen (id, type or short name, e.g. Orders2).", valueName: "screen"), completion: ValueCompletion.screens)
    var focus: String?

    @Option(help: ArgumentHelp("Highlight one transition in the flows view; the others are drawn faint.", valueName: "id"), completion: ValueCompletion.transitions)
    var flow: String?

    @Flag(help: "Coordinators only: each stack folds into its coordinator (hierarchy, tabs, flows).")
    var collapse = false

    var filter: ModelFilter { ModelFilter(root: root, tab: tab, depth: depth, focus: focus) }

    mutating func validate() throws {
        if let depth, depth < 0 { throw ValidationError("--depth must be 0 or more, not \(depth)") }
    }

    /// Checks the flags against the views they are used with.
    func check(views: [ViewKind], allViews: Bool) throws {
        guard !allViews else { return }
        if flow != nil, views != [.flows] {
            throw ValidationError("--flow highlights a transition in the flows view; add --view flows")
        }
        if collapse, let other = views.first(where: { ![.hierarchy, .tabs, .flows].contains($0) }) {
            throw ValidationError("--collapse applies to hierarchy, tabs and flows, not \(other.name)")
        }
        if !filter.isEmpty, let storyboard = views.first(where: { if case .flow = $0 { true } else { false } }) {
            throw ValidationError("\(filter.flagNames.joined(separator: ", ")) cannot narrow \(storyboard.name): a storyboard always shows every stack the transition touches")
        }
    }
}
