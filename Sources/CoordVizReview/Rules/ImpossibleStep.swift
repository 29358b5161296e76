import CoordVizCore

extension Rule {
    /// A transition step that cannot happen in the merged (live) model.
    public static let impossibleStep = Rule(
        id: "impossible_step",
        name: "Impossible step",
        summary: "A step of a declared transition cannot happen in the app as the snapshot shows it (the spec alone may allow it).",
        rationale: """
        The spec reader already rejects steps its own structure forbids; merged with a snapshot, \
        the live structure wins, and a transition written for the declared structure may no longer \
        play: a push onto a coordinator that has no navigation stack in the live app, a switch to \
        a tab the live tab bar lacks. Fix: update the transition, or the app.
        """,
        defaultSeverity: .error,
        examples: RuleExamples(
            triggering: [
                RuleExample("The spec gives HomeCoordinator a stack; in the live app it shows one plain screen, so the push cannot happen.", spec: """
                version: 2
                root: HomeCoordinator
                coordinators:
                  HomeCoordinator:
                    stack: [HomeViewController]
                screens:
                  HomeViewController: { pushes: [DetailViewController] }
                transitions:
                  - id: open-detail
                    from: HomeViewController
                    steps:
                      - push: DetailViewController
                """, snapshot: """
                root: HomeCoordinator
                coordinators:
                  - id: HomeCoordinator
                    typeName: HomeCoordinator
                    container: { single: { typeName: HomeViewController, property: rootViewController, screen: HomeViewController } }
                screens:
                  - { id: HomeViewController, typeName: HomeViewController }
                """, reports: ["transition open-detail"]),
            ],
            nonTriggering: [
                RuleExample("The live app has the stack the spec declares.", spec: """
                version: 2
                root: HomeCoordinator
                coordinators:
                  HomeCoordinator:
                    stack: [HomeViewController]
                screens:
                  HomeViewController: { pushes: [DetailViewController] }
                transitions:
                  - id: open-detail
                    from: HomeViewController
                    steps:
                      - push: DetailViewController
                """, snapshot: """
                root: HomeCoordinator
                coordinators:
                  - id: HomeCoordinator
                    typeName: HomeCoordinator
                    container: { navigationStack: { typeName: UINavigationController, property: navigationController, screens: [HomeViewController] } }
                screens:
                  - { id: HomeViewController, typeName: HomeViewController }
                """),
            ]
        )
    ) { context in
        let simulator = context.model.sharedSimulator
        return context.model.transitions.flatMap { transition -> [RuleFinding] in
            let playback = simulator.play(transition)
            var before = playback.initial
            var findings: [RuleFinding] = []
            for played in playback.steps {
                defer { before = played.state }
                guard let problem = played.problem, played.state == before else { continue }
                findings.append(RuleFinding(
                    .step(transition: transition.id, index: played.number - 1),
                    "step \(played.number) of transition '\(transition.id)' (\(played.caption)) cannot happen in the live app: \(problem); update the transition to the app's structure, or the app",
                    snapshot: [played.step.target.flatMap { context.live.coordinator($0) ?? context.live.screen($0) }]
                ))
            }
            return findings
        }
    }
}
