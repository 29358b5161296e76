/// A scheduler that only collects work; whoever holds it decides when the work runs, by calling
/// `runPending()`. Tests and tools use it so that a flow's delayed step needs no waiting.
public final class ManualScheduler: MainQueueScheduler {
    private var pending: [(delay: Duration, work: () -> Void)] = []

    /// Creates a scheduler with nothing pending.
    public init() {}

    /// Keeps `work` until the next `runPending()`; the delay is only recorded.
    public func schedule(after delay: Duration, _ work: @escaping () -> Void) {
        pending.append((delay, work))
    }

    /// How many pieces of work are waiting.
    public var pendingCount: Int {
        pending.count
    }

    /// The delays that the waiting work asked for, in the order it was scheduled.
    public var pendingDelays: [Duration] {
        pending.map(\.delay)
    }

    /// Runs the work that is waiting now, in the order it was scheduled, and returns how many
    /// pieces ran. Work scheduled while this runs waits for the next call.
    @discardableResult
    public func runPending() -> Int {
        let batch = pending
        pending.removeAll()
        for item in batch {
            item.work()
        }
        return batch.count
    }
}
