import CoordVizCore

extension Rule {
    /// Several live instances of one coordinator type under one parent.
    public static let finishedChildStillHeld = Rule(
        id: "finished_child_still_held",
        name: "Finished child still held",
        summary: "A parent holds several live instances of one coordinator type: earlier runs of a flow finished but were never removed.",
        rationale: """
        A flow started twice (open a plan, go back, open it again) should leave one child; two \
        instances of the same type under one parent mean the parent kept the first after it \
        finished, with its screens and state. Fix: remove the child from `childCoordinators` when \
        it reports that it finished.
        """,
        defaultSeverity: .warning,
        examples: RuleExamples(
            triggering: [
                RuleExample("Two BuyCoordinator instances under one parent.", snapshot: """
                root: AppCoordinator
                coordinators:
                  - id: AppCoordinator
                    typeName: AppCoordinator
                    children:
                      - { property: "childCoordinators[0]", coordinator: BuyCoordinator }
                      - { property: "childCoordinators[1]", coordinator: BuyCoordinator#2 }
                  - { id: BuyCoordinator, typeName: BuyCoordinator, installedHandlers: [didFinish] }
                  - { id: BuyCoordinator#2, typeName: BuyCoordinator, installedHandlers: [didFinish] }
                """, reports: ["coordinator AppCoordinator"]),
            ],
            nonTriggering: [
                RuleExample("Two children of different types.", snapshot: """
                root: AppCoordinator
                coordinators:
                  - id: AppCoordinator
                    typeName: AppCoordinator
                    children:
                      - { property: "childCoordinators[0]", coordinator: BuyCoordinator }
                      - { property: "childCoordinators[1]", coordinator: SettingsCoordinator }
                  - { id: BuyCoordinator, typeName: BuyCoordinator, installedHandlers: [didFinish] }
                  - { id: SettingsCoordinator, typeName: SettingsCoordinator, installedHandlers: [didFinish] }
                """),
            ]
        )
    ) { context in
        context.model.coordinators.flatMap { parent -> [RuleFinding] in
            var byType: [String: [ChildLink]] = [:]
            var order: [String] = []
            for link in parent.children {
                guard let id = link.coordinator, let child = context.index.coordinator(id), child.isLive != false else { continue }
                if byType[child.typeName] == nil { order.append(child.typeName) }
                byType[child.typeName, default: []].append(link)
            }
            return order.compactMap { type in
                guard let links = byType[type], links.count > 1 else { return nil }
                let held = links.map { "\($0.coordinator ?? "?") in '\($0.property)'" }.joined(separator: ", ")
                return RuleFinding(
                    .coordinator(parent.id),
                    "\(parent.id) holds \(links.count) live \(type) instances (\(held)): a finished run is still held; remove the child from its parent when it finishes",
                    snapshot: [context.live.child(of: parent.id, links[1].coordinator ?? "")]
                )
            }
        }
    }
}
