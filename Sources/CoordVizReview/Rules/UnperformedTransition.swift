import CoordVizCore

extension Rule {
    /// A declared transition a recording of the live app never performed.
    public static let unperformedTransition = Rule(
        id: "unperformed_transition",
        name: "Transition never performed",
        summary: "Given a recording, a declared transition (with a `trigger`) that no recorded action performed.",
        rationale: """
        A recording (`Output/<app>/recording.json`, written by `FlowRecorder`) is what the live \
        app did; a transition it never performed is either not covered by the recorded scenarios \
        or no longer in the app. Actions are matched as `coordviz compare` matches them: the same \
        trigger, from the same screen. Transitions without a trigger are not checked. Fix: record \
        a scenario that performs it, or remove it from the spec. A note by default: a recording \
        rarely covers every flow.
        """,
        defaultSeverity: .note,
        examples: RuleExamples(
            triggering: [
                RuleExample("The recording opens an order's details but never the receipt.", spec: """
                version: 2
                root: OrdersCoordinator
                coordinators:
                  OrdersCoordinator:
                    stack: [OrdersViewController]
                screens:
                  OrdersViewController: { pushes: [OrderDetailViewController], presents: [ReceiptViewController] }
                transitions:
                  - id: open-detail
                    from: OrdersViewController
                    trigger: showDetail()
                    steps:
                      - push: OrderDetailViewController
                  - id: open-receipt
                    from: OrdersViewController
                    trigger: showReceipt()
                    steps:
                      - present: ReceiptViewController
                """, recording: """
                scenario: headline
                initial:
                  root: OrdersCoordinator
                  coordinators: [{ id: OrdersCoordinator, typeName: OrdersCoordinator }]
                  screens: [{ id: OrdersViewController, typeName: OrdersViewController }]
                actions:
                  - { name: showDetail(), visibleBefore: OrdersViewController }
                """, reports: ["transition open-receipt"]),
            ],
            nonTriggering: [
                RuleExample("The recording performs the only transition.", spec: """
                version: 2
                root: OrdersCoordinator
                coordinators:
                  OrdersCoordinator:
                    stack: [OrdersViewController]
                screens:
                  OrdersViewController: { pushes: [OrderDetailViewController], presents: [ReceiptViewController] }
                transitions:
                  - id: open-detail
                    from: OrdersViewController
                    trigger: showDetail()
                    steps:
                      - push: OrderDetailViewController
                """, recording: """
                scenario: headline
                initial:
                  root: OrdersCoordinator
                  coordinators: [{ id: OrdersCoordinator, typeName: OrdersCoordinator }]
                  screens: [{ id: OrdersViewController, typeName: OrdersViewController }]
                actions:
                  - { name: showDetail(), visibleBefore: OrdersViewController }
                """),
            ]
        )
    ) { context in
        guard let recording = context.input.recording else { return [] }
        let transitions = context.model.transitions
        return transitions.compactMap { transition in
            guard let trigger = transition.trigger else { return nil }
            let sameTrigger = transitions.filter { $0.trigger == trigger }.count
            let performed = recording.actions.contains { action in
                action.name == trigger && (action.visibleBefore == transition.source || sameTrigger == 1)
            }
            guard !performed else { return nil }
            let from = transition.source.isEmpty ? (transition.entry?.description ?? "its entry point") : transition.source
            return RuleFinding(
                .transition(transition.id),
                "transition '\(transition.id)' (\(trigger) from \(from)) was never performed in recording '\(recording.scenario)'; record a scenario that performs it, or remove it from the spec",
                recording: "$.actions"
            )
        }
    }
}
