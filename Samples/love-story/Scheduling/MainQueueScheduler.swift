/// Runs a piece of navigation work later, on the main queue.
///
/// Coordinators ask for a scheduler instead of calling Dispatch directly so that the delayed
/// step of a flow can be run on demand: the app uses `DispatchMainQueueScheduler`, tests and
/// tools use `ManualScheduler`.
public protocol MainQueueScheduler {
    /// Arranges for `work` to run once, on the main queue, no sooner than `delay` from now.
    func schedule(after delay: Duration, _ work: @escaping () -> Void)
}
