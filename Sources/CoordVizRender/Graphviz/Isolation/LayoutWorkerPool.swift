import Foundation

/// The layout workers of one worker command (executable and arguments) in this process: each
/// worker takes job after job, so a page of every view costs a few process start-ups, not one
/// per view.
///
/// A job takes an idle worker or starts one (a drawing whose anchors Graphviz numbers per process
/// takes one that has drawn none, so the bytes are those of a fresh process); a worker that
/// answered goes back to the pool, one
/// that crashed, hung or answered nonsense is gone, and the next job starts a new one. A worker is
/// retired after ``jobsPerWorker`` jobs (Graphviz 2.42 leaks memory with every cluster it lays
/// out). Idle workers exit when this process ends (their input closes). Thread-safe: as many
/// jobs at once as callers; ``LayoutScheduler`` decides how many.
final class LayoutWorkerPool: @unchecked Sendable {
    /// A worker answers at most this many jobs, then a fresh one takes over.
    static let jobsPerWorker = 200

    let executable: URL
    let arguments: [String]
    private let lock = NSLock()
    private var idle: [WorkerConnection] = []
    private var started = 0

    private init(executable: URL, arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }

    /// The pool of workers started as `executable arguments…`, shared by the whole process.
    static func shared(executable: URL, arguments: [String]) -> LayoutWorkerPool {
        registryLock.withLock {
            let key = [executable.path] + arguments
            if let pool = registry[key] { return pool }
            let pool = LayoutWorkerPool(executable: executable, arguments: arguments)
            registry[key] = pool
            return pool
        }
    }

    private nonisolated(unsafe) static var registry: [[String]: LayoutWorkerPool] = [:]
    private static let registryLock = NSLock()

    /// How many worker processes this pool has started so far.
    var workersStarted: Int { lock.withLock { started } }
    /// How many workers wait for a job now.
    var idleWorkers: Int { lock.withLock { idle.count } }

    /// Draws `job` in a worker within `timeout`.
    ///
    /// - Throws: ``LayoutWorkerError`` when the worker crashed, timed out, failed or could not
    ///   start (only that worker is lost); the worker's ``RenderError`` from Graphviz;
    ///   ``LayoutCancelled`` when `cancellation` was cancelled before the job was sent.
    func render(_ job: LayoutJob, timeout: Duration, cancellation: LayoutCancellation? = nil) throws -> [UInt8] {
        let counted = job.diagram.mayHaveCountedAnchors
        let connection = try checkOut(withFreshAnchorCount: counted)
        defer {
            if counted { connection.hasDrawnCountedAnchors = true }
            checkIn(connection)
        }
        return try connection.render(job, timeout: timeout, cancellation: cancellation)
    }

    /// Starts workers until `count` are idle, so the first jobs find them running (their start-up
    /// overlaps whatever this process does meanwhile).
    ///
    /// - Throws: ``LayoutWorkerError/cannotStart(executable:reason:)``.
    func prestart(_ count: Int) throws {
        while lock.withLock({ idle.count }) < count {
            let connection = try start()
            lock.withLock { idle.append(connection) }
        }
    }

    /// An idle worker, or a new one; with `withFreshAnchorCount`, one that has drawn no
    /// anchors Graphviz counts (see ``Diagram/mayHaveCountedAnchors``).
    private func checkOut(withFreshAnchorCount: Bool) throws(LayoutWorkerError) -> WorkerConnection {
        func take() -> WorkerConnection? {
            lock.withLock {
                guard let index = idle.lastIndex(where: { !withFreshAnchorCount || !$0.hasDrawnCountedAnchors }) else { return nil }
                return idle.remove(at: index)
            }
        }
        while let connection = take() {
            // One that ended while idle (killed from outside) is no use.
            if connection.isRunning { return connection }
            connection.finish()
        }
        return try start()
    }

    private func start() throws(LayoutWorkerError) -> WorkerConnection {
        let connection = try WorkerConnection(executable: executable, arguments: arguments)
        lock.withLock { started += 1 }
        return connection
    }

    private func checkIn(_ connection: WorkerConnection) {
        guard connection.isUsable else { return }
        guard connection.jobsDone < Self.jobsPerWorker else {
            connection.release()
            return
        }
        // A worker that has drawn counted anchors only serves diagrams without them; keep a
        // core's worth of those and let the rest go, or a documentation set of linked views
        // would keep one idle process per view.
        let kept = lock.withLock { () -> Bool in
            guard connection.hasDrawnCountedAnchors,
                  idle.count(where: \.hasDrawnCountedAnchors) >= Self.idleWorkersWithCountedAnchors else {
                idle.append(connection)
                return true
            }
            return false
        }
        if !kept { connection.release() }
    }

    /// How many idle workers that have drawn counted anchors the pool keeps.
    static let idleWorkersWithCountedAnchors = ProcessInfo.processInfo.activeProcessorCount
}
