import CoordVizCore

extension Rule {
    /// A live child coordinator with no way to tell its parent it finished.
    public static let missingParentReference = Rule(
        id: "missing_parent_reference",
        name: "Missing parent reference",
        summary: "A live child coordinator that can finish (not a tab) holds no reference back to its parent and has no finish handler installed.",
        rationale: """
        A child tells its parent that its flow finished through a (weak) parent reference or a \
        finish closure the parent installs; without either, the parent never hears of it and \
        keeps the finished child. The rule needs a snapshot: only the live app shows which \
        references and handlers are set. A tab's coordinator lives as long as its tab bar and is \
        not reported. Fix: add `weak var parentCoordinator` or a `didFinish` \
        closure that the parent sets when it starts the child.
        """,
        defaultSeverity: .warning,
        examples: RuleExamples(
            triggering: [
                RuleExample("A live child with neither a parent reference nor a finish handler.", snapshot: """
                root: AppCoordinator
                coordinators:
                  - id: AppCoordinator
                    typeName: AppCoordinator
                    children: [{ property: "childCoordinators[0]", coordinator: BuyCoordinator }]
                  - id: BuyCoordinator
                    typeName: BuyCoordinator
                """, reports: ["coordinator BuyCoordinator"]),
            ],
            nonTriggering: [
                RuleExample("A live child with a finish handler its parent installed.", snapshot: """
                root: AppCoordinator
                coordinators:
                  - id: AppCoordinator
                    typeName: AppCoordinator
                    children: [{ property: "childCoordinators[0]", coordinator: BuyCoordinator }]
                  - id: BuyCoordinator
                    typeName: BuyCoordinator
                    installedHandlers: [didFinish]
                """),
                RuleExample("A tab's coordinator, which never finishes.", snapshot: """
                root: AppCoordinator
                coordinators:
                  - id: AppCoordinator
                    typeName: AppCoordinator
                    children: [{ property: homeCoordinator, coordinator: HomeCoordinator }]
                    container:
                      tabBar:
                        typeName: UITabBarController
                        property: tabBarController
                        tabs: [{ index: 0, title: Home, viewControllerType: UINavigationController, coordinator: HomeCoordinator }]
                  - id: HomeCoordinator
                    typeName: HomeCoordinator
                """),
                RuleExample("A child held by an app delegate (not a coordinator), which needs no report.", snapshot: """
                root: AppDelegate
                coordinators:
                  - id: AppDelegate
                    typeName: AppDelegate
                    role: object
                    children: [{ property: appCoordinator, coordinator: AppCoordinator }]
                  - id: AppCoordinator
                    typeName: AppCoordinator
                """),
            ]
        )
    ) { context in
        guard context.input.snapshot != nil else { return [] }
        let tabs = Set(context.model.tabBars.flatMap { $0.tabBar.tabs.compactMap(\.coordinator) })
        return context.model.coordinators.compactMap { coordinator in
            guard coordinator.isCoordinator, coordinator.isLive != false, coordinator.backReferences.isEmpty, !tabs.contains(coordinator.id),
                  (coordinator.installedHandlers ?? []).isEmpty,
                  let parent = context.index.parents[coordinator.id], context.index.coordinator(parent)?.isCoordinator == true else { return nil }
            return RuleFinding(
                .coordinator(coordinator.id),
                "\(coordinator.id) holds no reference back to its parent \(parent) and has no finish handler, so it cannot tell \(parent) it finished; add 'weak var parentCoordinator' or a 'didFinish' closure that \(parent) sets",
                snapshot: [context.live.coordinator(coordinator.id)]
            )
        }
    }
}
