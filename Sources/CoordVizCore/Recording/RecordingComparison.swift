/// Compares what a recorded scenario did with what a spec declares.
public struct RecordingComparison: Equatable, Sendable {
    /// One finding, about one recorded action.
    public enum Finding: Equatable, Sendable {
        /// The spec declares the action's transition and the app ends where the spec says.
        case agrees(action: String, transition: String)
        /// The app ends somewhere else than the spec's transition says (or does nothing).
        case differs(action: String, transition: String, declared: [Step], recorded: [Step], problem: String)
        /// The app performed an action no spec transition declares from that screen.
        case undeclared(action: String, source: String?, recorded: [Step])
    }

    public var findings: [Finding]

    /// Whether every action agrees with the spec.
    public var isClean: Bool {
        findings.allSatisfy { if case .agrees = $0 { true } else { false } }
    }

    /// Matches each action to the spec transition with the same trigger from the same screen,
    /// then plays both from the state before the action and compares where they leave the user:
    /// the selected tab, every stack and what is presented. Steps that change nothing (a reset
    /// of a stack already at its root) therefore do not count as differences.
    public init(recording: Recording, spec: ArchitectureModel) {
        var findings: [Finding] = []
        var before = recording.initial
        for action in recording.actions {
            let candidates = spec.transitions.filter { $0.trigger == action.name }
            guard let transition = candidates.first(where: { $0.source == action.visibleBefore }) ?? (candidates.count == 1 ? candidates.first : nil) else {
                findings.append(.undeclared(action: action.name, source: action.visibleBefore, recorded: action.steps))
                before = action.snapshot
                continue
            }
            var model = ModelMerger.merge(live: ArchitectureModel(snapshot: before), declared: spec).model
            model.transitions = [transition]
            let expected = model.sharedSimulator.play(transition, from: NavigationState(liveStateOf: ArchitectureModel(snapshot: before)))
            let after = ArchitectureModel(snapshot: action.snapshot)
            let expectedState = expected.steps.last?.state ?? expected.initial
            let problem = Self.lifecycleDifference(declared: transition.steps, recorded: action.steps)
                ?? Self.difference(expected: expectedState, actual: NavigationState(liveStateOf: after), model: model, after: after)
            if let problem {
                findings.append(.differs(action: action.name, transition: transition.id, declared: transition.steps, recorded: action.steps, problem: problem))
            } else {
                findings.append(.agrees(action: action.name, transition: transition.id))
            }
            before = action.snapshot
        }
        self.findings = findings
    }

    /// Coordinators the spec finishes or starts must be among those the app finished or started
    /// (finishing a coordinator also releases its children, so the app may finish more).
    private static func lifecycleDifference(declared: [Step], recorded: [Step]) -> String? {
        for kind in [StepKind.finish, .startChild] {
            let done = Set(recorded.filter { $0.kind == kind }.compactMap(\.target))
            for step in declared where step.kind == kind {
                guard let target = step.target, !done.contains(target) else { continue }
                return "the spec's step '\(kind.rawValue) \(target)' did not happen in the app"
            }
        }
        return nil
    }

    /// Compares where the two leave the user, for what still exists after the action: stacks
    /// and tabs of coordinators the action finished are gone and not compared.
    private static func difference(expected: NavigationState, actual: NavigationState, model: ArchitectureModel, after: ArchitectureModel) -> String? {
        let tabBarRemains = model.mainTabBar.map { after.coordinator($0.owner.id) != nil } ?? false
        if tabBarRemains, let tab = expected.selectedTab, tab != actual.selectedTab {
            let name = { (index: Int?) in index.flatMap { i in model.mainTabBar?.tabBar.tabs.first { $0.index == i }?.displayTitle } ?? "none" }
            return "the spec ends on tab \(name(tab)), the app on tab \(name(actual.selectedTab))"
        }
        for coordinator in expected.stacks.keys.sorted() where after.coordinator(coordinator) != nil && expected.stacks[coordinator] != actual.stacks[coordinator] {
            let show = { (stack: [String]?) in "[" + (stack ?? []).joined(separator: ", ") + "]" }
            return "the spec leaves \(coordinator)'s stack \(show(expected.stacks[coordinator])), the app \(show(actual.stacks[coordinator]))"
        }
        if expected.presented != actual.presented {
            return "the spec presents [\(expected.presented.joined(separator: ", "))], the app [\(actual.presented.joined(separator: ", "))]"
        }
        return nil
    }

    /// One line per finding, for terminals and report files.
    public var report: String { reportLines.joined(separator: "\n") }

    /// The report's lines, one per finding.
    public var reportLines: [String] {
        func steps(_ list: [Step]) -> String {
            list.isEmpty ? "nothing" : list.map { [$0.kind.rawValue, $0.target].compactMap { $0 }.joined(separator: " ") }.joined(separator: ", ")
        }
        return findings.map { finding in
            switch finding {
            case .agrees(let action, let transition):
                "ok: \(action) performs transition '\(transition)' as declared"
            case .differs(let action, let transition, let declared, let recorded, let problem):
                "mismatch: \(action) should perform transition '\(transition)' (\(steps(declared))) but the app did \(steps(recorded)): \(problem)"
            case .undeclared(let action, let source, let recorded):
                "undeclared: \(action) from \(source ?? "?") did \(steps(recorded)), and the spec declares no transition for it"
            }
        }
    }
}
