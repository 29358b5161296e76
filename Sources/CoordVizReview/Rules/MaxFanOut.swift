import CoordVizCore

extension Rule {
    /// A coordinator with more children than the configured limit.
    public static let maxFanOut = Rule(
        id: "max_fan_out",
        name: "Fan-out over the limit",
        summary: "A coordinator holds more child coordinators than the configured limit (default 8).",
        rationale: """
        A coordinator that starts and tracks many children is doing the work of several; it is \
        hard to test and every new flow lands there. Children not yet created (lazy) count too: \
        the coordinator still decides about them. Fix: group related children under an \
        intermediate coordinator, or raise the limit in `.coordviz.yml` (`max_fan_out: { limit: 12 }`).
        """,
        defaultSeverity: .warning,
        defaultLimit: 8,
        examples: RuleExamples(
            triggering: [
                RuleExample("With a limit of 2, the app coordinator holds 3 children.", spec: """
                version: 2
                root: AppCoordinator
                coordinators:
                  AppCoordinator: { children: [ACoordinator, BCoordinator, CCoordinator] }
                  ACoordinator: { screen: AViewController }
                  BCoordinator: { screen: BViewController }
                  CCoordinator: { screen: CViewController }
                """, limit: 2, reports: ["coordinator AppCoordinator"]),
            ],
            nonTriggering: [
                RuleExample("The same tree with the default limit.", spec: """
                version: 2
                root: AppCoordinator
                coordinators:
                  AppCoordinator: { children: [ACoordinator, BCoordinator, CCoordinator] }
                  ACoordinator: { screen: AViewController }
                  BCoordinator: { screen: BViewController }
                  CCoordinator: { screen: CViewController }
                """),
            ]
        )
    ) { context in
        guard let limit = context.limit else { return [] }
        return context.model.coordinators.compactMap { coordinator in
            let count = coordinator.children.count
            guard count > limit else { return nil }
            return RuleFinding(
                .coordinator(coordinator.id),
                "coordinator \(coordinator.id) holds \(count) children (limit \(limit)); group related children under an intermediate coordinator, or raise 'max_fan_out' in .coordviz.yml",
                snapshot: [context.live.coordinator(coordinator.id).map { "\($0).children" }]
            )
        }
    }
}
