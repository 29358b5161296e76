import CoordVizCore

extension Rule {
    /// A coordinator holding its parent (or another ancestor) strongly: a retain cycle.
    public static let strongParentReference = Rule(
        id: "strong_parent_reference",
        name: "Strong parent reference",
        summary: "A coordinator holds its parent (or another ancestor) strongly, so parent and child keep each other alive.",
        rationale: """
        The parent holds the child as a child; a strong reference back up closes a retain cycle, \
        so neither is freed when the flow ends and its screens stay in memory. A snapshot written \
        with `ReleaseCheck.snapshot(app:makeRoot:)` carries the proof: the coordinators still alive \
        after the app let go of its root, which the finding cites. Fix: declare the back-reference \
        `weak` (or `unowned` when the child cannot outlive the parent).
        """,
        defaultSeverity: .error,
        examples: RuleExamples(
            triggering: [
                RuleExample("A spec declares a strong parent reference.", spec: """
                version: 2
                root: AppCoordinator
                coordinators:
                  AppCoordinator:
                    children: [HomeCoordinator]
                  HomeCoordinator:
                    parent: { property: parentCoordinator, target: AppCoordinator, strength: strong }
                    stack: [HomeViewController]
                """, reports: ["coordinator HomeCoordinator"]),
                RuleExample("A live tree whose release check proves the cycle: both coordinators survived releasing the root.", snapshot: """
                root: AppCoordinator
                coordinators:
                  - id: AppCoordinator
                    typeName: AppCoordinator
                    children: [{ property: homeCoordinator, coordinator: HomeCoordinator }]
                  - id: HomeCoordinator
                    typeName: HomeCoordinator
                    backReferences: [{ property: parentCoordinator, target: AppCoordinator, pointsToParent: true, strength: strong }]
                releaseCheck: { watched: 2, survivors: [AppCoordinator, HomeCoordinator] }
                """, reports: ["coordinator HomeCoordinator"]),
            ],
            nonTriggering: [
                RuleExample("A weak parent reference.", spec: """
                version: 2
                root: AppCoordinator
                coordinators:
                  AppCoordinator:
                    children: [HomeCoordinator]
                  HomeCoordinator:
                    parent: { property: parentCoordinator, target: AppCoordinator, strength: weak }
                    stack: [HomeViewController]
                """),
            ]
        )
    ) { context in
        let check = context.input.snapshot?.releaseCheck
        var findings: [RuleFinding] = []
        for coordinator in context.model.coordinators {
            for reference in coordinator.backReferences where reference.strength == .strong {
                let relation = reference.pointsToParent ? "its parent" : "its ancestor"
                var proof = "a retain cycle with \(reference.target)'s reference to it"
                if let check {
                    if check.survivors.contains(coordinator.id) {
                        proof = "a retain cycle, proved: after the root was released, \(check.survivors.count) of \(check.watched) coordinators stayed alive (\(check.survivors.joined(separator: ", ")))"
                    } else {
                        proof = "the snapshot's release check freed it, so something else breaks the cycle today"
                    }
                }
                findings.append(RuleFinding(
                    .coordinator(coordinator.id),
                    "\(coordinator.id) holds \(relation) \(reference.target) strongly through '\(reference.property)': \(proof); declare it 'weak var \(reference.property)'",
                    snapshot: [context.live.backReference(of: coordinator.id, property: reference.property), check == nil ? nil : context.live.survivors]
                ))
            }
        }
        return findings
    }
}
