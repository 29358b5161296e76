import Foundation

/// Draws several diagrams in one go, each laid out where ``isolation`` says: with workers, up to
/// ``maxConcurrentLayouts`` jobs at once in long-lived worker processes that take job after job
/// (a worker that crashes or hangs is replaced for the next job); in process, one after another
/// (Graphviz cannot run two layouts in one process). The bytes are the same either way, in job
/// order.
///
/// ```swift
/// let scheduler = LayoutScheduler(isolation: try .workerInThisExecutable())
/// let files = try scheduler.render(views.map { LayoutJob($0, format: .svg) })
/// ```
public struct LayoutScheduler: Sendable {
    public var isolation: LayoutIsolation
    /// How many worker processes run at once (at least 1); by default, one per core.
    public var maxConcurrentLayouts: Int

    public init(isolation: LayoutIsolation, maxConcurrentLayouts: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.isolation = isolation
        self.maxConcurrentLayouts = max(1, maxConcurrentLayouts)
    }

    /// The bytes of every job, in the order of `jobs`.
    ///
    /// - Parameters:
    ///   - progress: called after each job finishes with (jobs done, all jobs), from any thread.
    ///   - meanwhile: work of the caller's that runs on the calling thread while the layouts run
    ///     in workers (in process, before them: Graphviz then needs the calling thread). An error
    ///     it throws stops the run: no further job starts, the workers drawing one are killed, and
    ///     that error is thrown.
    /// - Throws: the error of `meanwhile`; else the error of the first job (in job order) that
    ///   failed: a ``RenderError``, or a ``LayoutWorkerError`` when a worker crashed, timed out or
    ///   failed. After a failure no further job is started.
    public func render(
        _ jobs: [LayoutJob], progress: (@Sendable (Int, Int) -> Void)? = nil, meanwhile: (() throws -> Void)? = nil
    ) throws -> [[UInt8]] {
        try run(jobs, stoppingAtFailure: true, progress: progress, meanwhile: meanwhile).values()
    }

    /// Every job's bytes or error, in the order of `jobs`: a job that fails (a crash, a hang, a
    /// Graphviz error) costs only its own result and, with workers, its own worker; the other
    /// jobs are drawn all the same.
    ///
    /// - Parameter progress: called after each job finishes with (jobs done, all jobs), from
    ///   any thread.
    public func results(_ jobs: [LayoutJob], progress: (@Sendable (Int, Int) -> Void)? = nil) -> [Result<[UInt8], any Error>] {
        // Without work beside the layouts, nothing can throw.
        (try? run(jobs, stoppingAtFailure: false, progress: progress, meanwhile: nil).all()) ?? []
    }

    private func run(
        _ jobs: [LayoutJob], stoppingAtFailure: Bool, progress: (@Sendable (Int, Int) -> Void)?, meanwhile: (() throws -> Void)?
    ) throws -> Results {
        let cancellation = LayoutCancellation()
        let results = Results(count: jobs.count, stoppingAtFailure: stoppingAtFailure, progress: progress, cancellation: cancellation)
        let chosen = isolation
        let width = min(maxConcurrentLayouts, jobs.count)
        @Sendable func drawJobs() {
            while let index = results.next() {
                results.finish(index, with: Result { try GraphvizRenderer.render(jobs[index], isolation: chosen, cancellation: cancellation) })
            }
        }
        // In process, layouts run on the calling thread (Graphviz recurses deeply on big graphs,
        // and only the main thread's stack is sure to be large), after the caller's own work.
        guard case .worker = isolation, width > 1 || (width == 1 && meanwhile != nil) else {
            try meanwhile?()
            drawJobs()
            return results
        }
        let group = DispatchGroup()
        for _ in 0..<width {
            DispatchQueue.global(qos: .userInitiated).async(group: group, execute: drawJobs)
        }
        do {
            try meanwhile?()
        } catch {
            cancellation.cancel()
            group.wait()
            throw error
        }
        group.wait()
        return results
    }
}

/// The shared state of one run of a ``LayoutScheduler``: the next job to start and the results.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<[UInt8], any Error>?]
    private var nextIndex = 0
    private var failed = false
    private let stoppingAtFailure: Bool
    private var done = 0
    private let progress: (@Sendable (Int, Int) -> Void)?
    private let total: Int
    private let cancellation: LayoutCancellation

    init(count: Int, stoppingAtFailure: Bool, progress: (@Sendable (Int, Int) -> Void)?, cancellation: LayoutCancellation) {
        slots = Array(repeating: nil, count: count)
        total = count
        self.stoppingAtFailure = stoppingAtFailure
        self.progress = progress
        self.cancellation = cancellation
    }

    /// The next job to start, or `nil` when all have started, the run was cancelled or (when
    /// stopping at a failure) one has failed.
    func next() -> Int? {
        if cancellation.isCancelled { return nil }
        return lock.withLock {
            guard !(failed && stoppingAtFailure), nextIndex < slots.count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }

    func finish(_ index: Int, with result: Result<[UInt8], any Error>) {
        let done = lock.withLock {
            slots[index] = result
            if case .failure = result { failed = true }
            self.done += 1
            return self.done
        }
        progress?(done, total)
    }

    /// Every job's bytes, or the first failure in job order.
    func values() throws -> [[UInt8]] {
        let slots = lock.withLock { self.slots }
        if let failure = slots.lazy.compactMap({ slot -> (any Error)? in
            if case .failure(let error) = slot { return error } else { return nil }
        }).first {
            throw failure
        }
        return slots.map { slot in
            guard case .success(let bytes) = slot else { return [] }
            return bytes
        }
    }

    /// Every job's result (all jobs ran).
    func all() -> [Result<[UInt8], any Error>] {
        lock.withLock { slots.map { $0 ?? .success([]) } }
    }
}
