/// A coordinator that finishes and then has its presented container dismissed (`finish()` then
/// `root.dismiss(animated:)`, or a parent's `childDidFinish` then `dismiss`) ends one flow in
/// two calls: the `finish` already takes the presented container down, so the `dismiss` right
/// after it is that same dismissal, not a second one looking for something else to close.
extension FlowSimulator {
    /// Whether `step` is the `dismiss` of the presented container of the coordinator the step
    /// before it finished. A `dismiss` after the finish of a coordinator that presents nothing
    /// (one pushing onto its parent's stack) is not: it still needs something presented.
    func dismissesFinishedFlow(_ step: Step, after previous: Step?) -> Bool {
        guard step.kind == .dismiss, let previous, previous.kind == .finish, let finished = previous.target else { return false }
        return coordinators[finished]?.presentation != nil
    }
}
