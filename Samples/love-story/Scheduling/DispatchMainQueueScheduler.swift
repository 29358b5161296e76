import Dispatch

/// The scheduler the app runs with: work goes to `DispatchQueue.main` after the delay.
public struct DispatchMainQueueScheduler: MainQueueScheduler, Sendable {
    /// Creates the scheduler; it has no state of its own.
    public init() {}

    /// Enqueues `work` on the main queue, to run once `delay` has passed.
    public func schedule(after delay: Duration, _ work: @escaping () -> Void) {
        let handOff = MainQueueHandOff(work: work)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay.dispatchInterval) {
            handOff.work()
        }
    }
}

/// Carries a non-`Sendable` closure into the main queue.
///
/// Dispatch requires a `@Sendable` block, but navigation work captures coordinators and view
/// controllers, which are deliberately not `Sendable` (like UIKit's, they belong to the main
/// thread). The box claims sendability without the compiler checking it. That holds as long as
/// the coordinators are driven from the main thread, which is the contract of the whole sample:
/// the closure is then created on the main thread and runs on the main queue, so it never
/// executes concurrently with the code that shares its captures.
private struct MainQueueHandOff: @unchecked Sendable {
    let work: () -> Void
}

extension Duration {
    /// This duration in whole nanoseconds, as Dispatch measures delays (negative counts as zero).
    fileprivate var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !nanoseconds.overflow else { return .never }
        let total = nanoseconds.partialValue.addingReportingOverflow(attoseconds / 1_000_000_000)
        guard !total.overflow else { return .never }
        return .nanoseconds(Int(clamping: max(total.partialValue, 0)))
    }
}
