import CoordVizCore

extension Rule {
    /// A screen that talks to a coordinator other than the one whose container shows it.
    public static let screenInForeignStack = Rule(
        id: "screen_in_foreign_stack",
        name: "Screen coordinated by another flow",
        summary: "A screen sits in one coordinator's stack (or tab, or screen) but talks to another coordinator, which neither owns that stack nor pushes onto it.",
        rationale: """
        When the screen's button calls a coordinator that does not own the stack the screen is \
        on, that coordinator pushes onto or pops a stack it does not manage, and Back and finish \
        go wrong. Fix: let the coordinator that owns the stack coordinate the screen, or let the \
        other coordinator push onto that stack openly (`pushesOnto:` in the spec).
        """,
        defaultSeverity: .warning,
        examples: RuleExamples(
            triggering: [
                RuleExample("ReceiptViewController is on the Orders stack but talks to HomeCoordinator.", spec: """
                version: 2
                root: AppCoordinator
                coordinators:
                  AppCoordinator:
                    tabs:
                      - { coordinator: HomeCoordinator, title: Home }
                      - { coordinator: OrdersCoordinator, title: Orders }
                  HomeCoordinator:
                    stack: [HomeViewController]
                  OrdersCoordinator:
                    stack: [OrdersViewController]
                screens:
                  OrdersViewController: { pushes: [ReceiptViewController] }
                  ReceiptViewController: { coordinator: HomeCoordinator }
                """, reports: ["screen ReceiptViewController"]),
            ],
            nonTriggering: [
                RuleExample("A router's root module: the child's tab bar controller installed as the one screen of the app's stack.", spec: """
                version: 2
                root: AppCoordinator
                coordinators:
                  AppCoordinator:
                    children: [TabsCoordinator]
                    stack: [TabsController]
                  TabsCoordinator:
                    tabs:
                      - { coordinator: HomeCoordinator, title: Home }
                  HomeCoordinator:
                    stack: [HomeViewController]
                screens:
                  TabsController: { coordinator: TabsCoordinator }
                """),
                RuleExample("A child flow that pushes onto its parent's stack openly.", spec: """
                version: 2
                root: AppCoordinator
                coordinators:
                  AppCoordinator:
                    children: [BuyCoordinator]
                    stack: [HomeViewController]
                  BuyCoordinator:
                    pushesOnto: AppCoordinator
                    stack: [BuyViewController]
                screens:
                  HomeViewController: { pushes: [BuyViewController] }
                  BuyViewController: { coordinator: BuyCoordinator }
                """),
            ]
        )
    ) { context in
        context.model.screens.compactMap { screen in
            guard let talksTo = screen.coordinator, let owner = context.index.owner(ofScreen: screen.id), talksTo != owner.id,
                  screen.pushedBy != talksTo, !pushes(talksTo, onto: owner.id, in: context.index),
                  !showsOwnContainer(screen, of: talksTo, under: owner.id, in: context.index) else { return nil }
            return RuleFinding(
                .screen(screen.id),
                "screen \(screen.id) sits in \(owner.id)'s \(owner.container?.kindDescription ?? "container") but talks to \(talksTo); let \(owner.id) coordinate it, or let \(talksTo) push onto \(owner.id)'s stack ('pushesOnto: \(owner.id)')",
                snapshot: [context.live.screen(screen.id).map { "\($0).coordinator" }]
            )
        }
    }

    /// Whether `screen` is `coordinator`'s own container (its tab bar or containment host)
    /// installed as one screen of an ancestor's stack: a router's root module.
    private static func showsOwnContainer(_ screen: ScreenNode, of coordinator: String, under owner: String, in index: ModelIndex) -> Bool {
        guard let container = index.coordinator(coordinator)?.container else { return false }
        if container.typeName == screen.typeName { return true }
        switch container {
        case .tabBar, .containment: break
        case .navigationStack, .single: return false
        }
        var seen: Set<String> = []
        var current = index.parents[coordinator]
        while let id = current, seen.insert(id).inserted {
            if id == owner { return true }
            current = index.parents[id]
        }
        return false
    }

    /// Whether `coordinator` pushes onto `owner`'s stack, directly or through a chain of
    /// `pushesOnto`.
    private static func pushes(_ coordinator: String, onto owner: String, in index: ModelIndex) -> Bool {
        var seen: Set<String> = []
        var current = index.coordinator(coordinator)?.pushesOnto
        while let id = current, seen.insert(id).inserted {
            if id == owner { return true }
            current = index.coordinator(id)?.pushesOnto
        }
        return false
    }
}
