import CoordVizCore

extension Rule {
    /// One coordinator held as a child by several parents.
    public static let sharedCoordinator = Rule(
        id: "shared_coordinator",
        name: "Coordinator shared by several parents",
        summary: "A coordinator is held as a child by more than one parent.",
        rationale: """
        A coordinator has one owner: the one that starts it, receives its finish and releases \
        it. Held by two, it outlives whichever releases it first and reports to only one. Fix: \
        keep it under one parent and give the other a weak reference, or give each parent its \
        own instance.
        """,
        defaultSeverity: .warning,
        examples: RuleExamples(
            triggering: [
                RuleExample("LoginCoordinator is a child of both the app and the settings coordinator.", spec: """
                version: 2
                root: AppCoordinator
                coordinators:
                  AppCoordinator:
                    children: [SettingsCoordinator, LoginCoordinator]
                  SettingsCoordinator:
                    children: [LoginCoordinator]
                    screen: SettingsViewController
                  LoginCoordinator:
                    screen: LoginViewController
                """, reports: ["coordinator LoginCoordinator"]),
            ],
            nonTriggering: [
                RuleExample("Each coordinator has one parent.", spec: """
                version: 2
                root: AppCoordinator
                coordinators:
                  AppCoordinator:
                    children: [SettingsCoordinator]
                  SettingsCoordinator:
                    children: [LoginCoordinator]
                    screen: SettingsViewController
                  LoginCoordinator:
                    screen: LoginViewController
                """),
            ]
        )
    ) { context in
        var holders: [String: [String]] = [:]
        for parent in context.model.coordinators {
            for id in parent.children.compactMap(\.coordinator) where id != parent.id && !(holders[id]?.contains(parent.id) ?? false) {
                holders[id, default: []].append(parent.id)
            }
        }
        return context.model.coordinators.compactMap { coordinator in
            guard let parents = holders[coordinator.id], parents.count > 1 else { return nil }
            return RuleFinding(
                .coordinator(coordinator.id),
                "\(coordinator.id) is held as a child by \(parents.count) parents (\(parents.joined(separator: ", "))); keep it under one parent and give the others a weak reference, or give each its own instance",
                snapshot: [context.live.child(of: parents[1], coordinator.id)]
            )
        }
    }
}
