import Dispatch

/// The single process-wide gate every Graphviz call goes through.
///
/// Graphviz is not thread-safe, not even with one context per thread: it keeps global state
/// (its error hook and count, the render job list, `strtok`, the locale). Every call into the
/// C shim therefore runs on one serial queue. Layouts can take seconds, so the `async`
/// variant hands the work to that queue and suspends, keeping Swift's cooperative thread
/// pool free; the synchronous variant blocks the calling thread until the gate is free.
///
/// The gate is reentrant: work already running inside it may call ``run(_:)`` again (for
/// example a renderer called from inside a larger gated job) and runs inline.
public enum GraphvizGate {
    /// Marks the gate's queue so reentrant calls can be recognised.
    private static let queueKey = DispatchSpecificKey<Bool>()

    /// The serial queue that owns every Graphviz call.
    private static let queue: DispatchQueue = {
        let queue = DispatchQueue(label: "coordviz.graphviz-gate", qos: .userInitiated)
        queue.setSpecific(key: queueKey, value: true)
        return queue
    }()

    /// Whether the caller is already running inside the gate.
    public static var isInside: Bool {
        DispatchQueue.getSpecific(key: queueKey) == true
    }

    /// Runs `work` inside the gate and returns its result, blocking the calling thread until
    /// the gate is free. Runs inline when already inside the gate.
    public static func run<T>(_ work: () throws -> T) rethrows -> T {
        if isInside {
            return try work()
        }
        return try queue.sync(execute: work)
    }

    /// Runs `work` inside the gate on the gate's own queue, suspending (not blocking) the
    /// caller until it finishes; Swift's cooperative thread pool stays free meanwhile.
    public static func run<T: Sendable>(
        _ work: @escaping @Sendable () throws -> T
    ) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(with: Result { try work() })
            }
        }
    }
}
