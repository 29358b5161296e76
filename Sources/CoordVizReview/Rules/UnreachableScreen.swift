import CoordVizCore

extension Rule {
    /// A screen nothing shows and no transition opens.
    public static let unreachableScreen = Rule(
        id: "unreachable_screen",
        name: "Unreachable screen",
        summary: "A screen that is no stack's root, tab or coordinator's screen, that no screen declares it pushes or presents, and that no transition that can run opens.",
        rationale: """
        A screen nothing leads to is dead code, or the spec misses the transition that opens it \
        (so the diagrams and docs miss it too). Fix: declare the transition (or the `pushes:` / \
        `presents:` of the screen that opens it), or delete the screen.
        """,
        defaultSeverity: .warning,
        examples: RuleExamples(
            triggering: [
                RuleExample("PostViewController is declared, but no screen or transition opens it.", spec: """
                version: 2
                root: FeedCoordinator
                coordinators:
                  FeedCoordinator:
                    stack: [FeedViewController]
                screens:
                  PostViewController: { title: Post }
                """, reports: ["screen PostViewController"]),
            ],
            nonTriggering: [
                RuleExample("The feed declares that it pushes the post.", spec: """
                version: 2
                root: FeedCoordinator
                coordinators:
                  FeedCoordinator:
                    stack: [FeedViewController]
                screens:
                  FeedViewController: { pushes: [PostViewController] }
                  PostViewController: { title: Post }
                """),
            ]
        )
    ) { context in
        let reached = Reachability(context.model).screens
        return context.model.screens.filter { !reached.contains($0.id) }.map { screen in
            RuleFinding(
                .screen(screen.id),
                "screen \(screen.id) cannot be reached: no container starts with it and no transition that can run opens it; declare the transition (or 'pushes:') that opens it, or delete it",
                snapshot: [context.live.screen(screen.id)]
            )
        }
    }
}
