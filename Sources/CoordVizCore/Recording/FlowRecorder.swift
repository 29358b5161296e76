/// Drives a live app through a scenario and records what each action did to the coordinator
/// tree, by snapshotting before the first action and after each one.
///
/// ```swift
/// let main = LoveStoryApp.launch(scheduler: scheduler)
/// let recording = try FlowRecorder().record("headline", root: main, actions: [
///     ScenarioAction("goToHome2ScreenWith(title:)") { homeScreen.goToHome2() },
/// ])
/// ```
public struct FlowRecorder {
    public var introspector: Introspector

    public init(options: IntrospectionOptions = IntrospectionOptions()) {
        introspector = Introspector(options: options)
    }

    public func record(_ scenario: String, root: AnyObject, app: String? = nil, actions: [ScenarioAction]) throws -> Recording {
        let initial = try introspector.snapshot(of: root, app: app)
        var previous = initial
        var recorded: [RecordedAction] = []
        for action in actions {
            let visible = Self.visibleScreen(in: previous)
            try action.perform()
            let next = try introspector.snapshot(of: root, app: app)
            recorded.append(RecordedAction(name: action.name, visibleBefore: visible, steps: SnapshotDiff.steps(from: previous, to: next), snapshot: next))
            previous = next
        }
        return Recording(app: initial.app, scenario: scenario, initial: initial, actions: recorded)
    }

    /// The screen on top of what the user sees in a snapshot.
    static func visibleScreen(in snapshot: Snapshot) -> String? {
        let model = ArchitectureModel(snapshot: snapshot)
        let simulator = model.sharedSimulator
        return simulator.visibleScreen(in: NavigationState(liveStateOf: model))
    }
}
