import CoordVizCore

extension Rule {
    /// A `switchTab` whose target several tab bars have.
    public static let ambiguousSwitchTab = Rule(
        id: "ambiguous_switch_tab",
        name: "Ambiguous switchTab",
        summary: "A `switchTab` step names a tab (by title or coordinator) that more than one tab bar has.",
        rationale: """
        With a tab bar inside a tab, two bars may both have a tab titled `Home`; the step then \
        selects whichever coordviz (or the app) looks at first, and the diagrams may show the \
        wrong one. Fix: name the tab by its coordinator, or give the tabs different titles.
        """,
        defaultSeverity: .warning,
        examples: RuleExamples(
            triggering: [
                RuleExample("The main tab bar and the library's inner tab bar both have a tab titled Home.", spec: """
                version: 2
                root: AppCoordinator
                coordinators:
                  AppCoordinator:
                    tabs:
                      - { coordinator: HomeCoordinator, title: Home }
                      - { coordinator: LibraryCoordinator, title: Library }
                  HomeCoordinator:
                    stack: [HomeViewController]
                  LibraryCoordinator:
                    tabs:
                      - { coordinator: ShelfCoordinator, title: Home }
                  ShelfCoordinator:
                    stack: [ShelfViewController]
                transitions:
                  - id: go-home
                    from: ShelfViewController
                    steps:
                      - switchTab: Home
                """, reports: ["transition go-home"]),
            ],
            nonTriggering: [
                RuleExample("The same app, switching by coordinator.", spec: """
                version: 2
                root: AppCoordinator
                coordinators:
                  AppCoordinator:
                    tabs:
                      - { coordinator: HomeCoordinator, title: Home }
                      - { coordinator: LibraryCoordinator, title: Library }
                  HomeCoordinator:
                    stack: [HomeViewController]
                  LibraryCoordinator:
                    tabs:
                      - { coordinator: ShelfCoordinator, title: Home }
                  ShelfCoordinator:
                    stack: [ShelfViewController]
                transitions:
                  - id: go-home
                    from: ShelfViewController
                    steps:
                      - switchTab: HomeCoordinator
                """),
            ]
        )
    ) { context in
        let bars = context.model.tabBars
        return context.model.transitions.flatMap { transition in
            transition.steps.enumerated().compactMap { position, step -> RuleFinding? in
                guard step.kind == .switchTab, let target = step.target else { return nil }
                let owners = bars.filter { $0.tabBar.tabs.contains { $0.title == target || $0.coordinator == target } }.map(\.owner.id)
                guard owners.count > 1 else { return nil }
                return RuleFinding(
                    .step(transition: transition.id, index: position),
                    "step \(position + 1) of transition '\(transition.id)' switches to tab '\(target)', which \(owners.count) tab bars have (those of \(owners.joined(separator: ", "))); name the tab by its coordinator, or give the tabs different titles",
                    snapshot: owners.map { context.live.coordinator($0).map { "\($0).container" } }
                )
            }
        }
    }
}
