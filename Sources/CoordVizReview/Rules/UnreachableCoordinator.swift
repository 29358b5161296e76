import CoordVizCore

extension Rule {
    /// A coordinator no path of children leads to from the root.
    public static let unreachableCoordinator = Rule(
        id: "unreachable_coordinator",
        name: "Unreachable coordinator",
        summary: "A coordinator that no parent holds as a child (or tab, split column or page), and that no phase makes the root.",
        rationale: """
        Nothing can start a coordinator no parent holds: it is dead code in the app, or the spec \
        forgot where it lives. Fix: add it to its parent's `children` (or `tabs`), or delete it.
        """,
        defaultSeverity: .warning,
        examples: RuleExamples(
            triggering: [
                RuleExample("ProfileCoordinator is declared but no coordinator holds it.", spec: """
                version: 2
                root: AppCoordinator
                coordinators:
                  AppCoordinator:
                    screen: HomeViewController
                  ProfileCoordinator:
                    screen: ProfileViewController
                """, reports: ["coordinator ProfileCoordinator"]),
            ],
            nonTriggering: [
                RuleExample("ProfileCoordinator is the app coordinator's child.", spec: """
                version: 2
                root: AppCoordinator
                coordinators:
                  AppCoordinator:
                    children: [ProfileCoordinator]
                    screen: HomeViewController
                  ProfileCoordinator:
                    screen: ProfileViewController
                """),
            ]
        )
    ) { context in
        guard let root = context.model.root else { return [] }
        let reached = Reachability(context.model).coordinators
        return context.model.coordinators.filter { !reached.contains($0.id) }.map { coordinator in
            RuleFinding(
                .coordinator(coordinator.id),
                "coordinator \(coordinator.id) cannot be reached from the root \(root): no coordinator holds it as a child; add it to its parent's children, or delete it",
                snapshot: [context.live.coordinator(coordinator.id)]
            )
        }
    }
}
