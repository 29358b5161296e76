import CoordVizCore

extension Rule {
    /// A back-reference that skips the parent and points further up the tree.
    public static let backReferenceToNonParent = Rule(
        id: "back_reference_to_non_parent",
        name: "Back-reference to a non-parent",
        summary: "A coordinator's back-reference points at an ancestor other than its parent.",
        rationale: """
        A child that talks to its grandparent (or the app coordinator) directly bypasses the \
        coordinator that owns it, which then cannot react to the event or release the child. \
        Fix: point the reference at the parent and let the parent pass the event up.
        """,
        defaultSeverity: .warning,
        examples: RuleExamples(
            triggering: [
                RuleExample("A grandchild whose `appCoordinator` skips its parent.", snapshot: """
                root: AppCoordinator
                coordinators:
                  - id: AppCoordinator
                    typeName: AppCoordinator
                    children: [{ property: homeCoordinator, coordinator: HomeCoordinator }]
                  - id: HomeCoordinator
                    typeName: HomeCoordinator
                    children: [{ property: detailCoordinator, coordinator: DetailCoordinator }]
                    backReferences: [{ property: parentCoordinator, target: AppCoordinator, pointsToParent: true, strength: weak }]
                  - id: DetailCoordinator
                    typeName: DetailCoordinator
                    backReferences: [{ property: appCoordinator, target: AppCoordinator, pointsToParent: false, strength: weak }]
                """, reports: ["coordinator DetailCoordinator"]),
            ],
            nonTriggering: [
                RuleExample("Every back-reference points at the parent.", snapshot: """
                root: AppCoordinator
                coordinators:
                  - id: AppCoordinator
                    typeName: AppCoordinator
                    children: [{ property: homeCoordinator, coordinator: HomeCoordinator }]
                  - id: HomeCoordinator
                    typeName: HomeCoordinator
                    backReferences: [{ property: parentCoordinator, target: AppCoordinator, pointsToParent: true, strength: weak }]
                """),
            ]
        )
    ) { context in
        context.model.coordinators.flatMap { coordinator in
            coordinator.backReferences.filter { !$0.pointsToParent }.map { reference in
                let parent = context.index.parents[coordinator.id].map { "its parent \($0)" } ?? "its parent"
                return RuleFinding(
                    .coordinator(coordinator.id),
                    "\(coordinator.id)'s '\(reference.property)' points at \(reference.target), not at \(parent); point it at the parent and let the parent pass the event up",
                    snapshot: [context.live.backReference(of: coordinator.id, property: reference.property)]
                )
            }
        }
    }
}
