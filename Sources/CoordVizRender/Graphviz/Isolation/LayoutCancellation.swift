import Foundation

/// Stops the layouts of one ``LayoutScheduler`` run: jobs not yet started are not started, and
/// the worker processes drawing the others are killed (their jobs then fail; the caller reports
/// why it stopped instead). A layout in process cannot be stopped and runs to its end.
final class LayoutCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private var running: Set<pid_t> = []

    /// Whether ``cancel()`` was called.
    var isCancelled: Bool { lock.withLock { cancelled } }

    /// Notes that the worker `processID` draws a job of this run; `false` (and nothing noted)
    /// when the run is already cancelled, so the job must not be sent.
    func register(_ processID: pid_t) -> Bool {
        lock.withLock {
            guard !cancelled else { return false }
            running.insert(processID)
            return true
        }
    }

    /// Notes that the worker `processID` has answered its job of this run.
    func unregister(_ processID: pid_t) {
        _ = lock.withLock { running.remove(processID) }
    }

    /// Cancels the run: kills every worker drawing one of its jobs now.
    func cancel() {
        let killed = lock.withLock { () -> Set<pid_t> in
            cancelled = true
            defer { running = [] }
            return running
        }
        for processID in killed { kill(processID, SIGKILL) }
    }
}

/// A job of a cancelled run that was not sent to a worker. The run's caller reports why it
/// cancelled instead, so this never reaches a user.
struct LayoutCancelled: Error {}
