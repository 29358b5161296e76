/// What a decoded recording must hold before it is drawn or compared: sound snapshots, and
/// actions whose screen and step targets name what its snapshots hold. A file that breaks this
/// was edited or damaged after ``FlowRecorder`` wrote it.
enum RecordingIntegrity {
    /// The first problem found, as a reason naming the field, or `nil`.
    static func problem(in recording: Recording) -> String? {
        let snapshots = [(".initial", recording.initial)] + recording.actions.enumerated().map { (".actions[\($0.offset)].snapshot", $0.element.snapshot) }
        for (path, snapshot) in snapshots {
            if let problem = SnapshotIntegrity.problem(in: snapshot, at: path) { return problem }
        }
        let screens = Set(snapshots.flatMap { $0.1.screens.map(\.id) })
        let coordinators = Set(snapshots.flatMap { $0.1.coordinators.map(\.id) })
        for (index, action) in recording.actions.enumerated() {
            if let visible = action.visibleBefore, !screens.contains(visible) {
                return ".actions[\(index)].visibleBefore names '\(visible)', which no snapshot of the recording holds"
            }
            for (position, step) in action.steps.enumerated() {
                let field = ".actions[\(index)].steps[\(position)]"
                switch step.kind.targetKind {
                case .screen, .coordinator, .tab:
                    guard let target = step.target else { return "\(field) (\(step.kind.rawValue)) has no target" }
                    if step.kind.targetKind == .screen, !screens.contains(target) {
                        return "\(field).target names screen '\(target)', which no snapshot of the recording holds"
                    }
                    if step.kind.targetKind == .coordinator, !coordinators.contains(target) {
                        return "\(field).target names coordinator '\(target)', which no snapshot of the recording holds"
                    }
                case .none:
                    break
                }
            }
        }
        return nil
    }
}
