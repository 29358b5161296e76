import Foundation

/// One long-lived layout worker process and the parent's ends of its sockets: jobs go in one at a
/// time (``LayoutWorkerFrames``), each reply must come back within the job's time limit.
///
/// Jobs go to the worker's standard input over a socket written with `MSG_NOSIGNAL` (or
/// `SO_NOSIGPIPE`), so a worker that dies before reading its job cannot kill the parent with
/// `SIGPIPE`; replies come from its standard output; its standard error goes to `/dev/null` (a
/// crashing worker's backtrace never reaches the user). After a crash, a time-out or a reply it
/// cannot read, the connection is finished: ``isUsable`` is `false` and the worker is gone.
/// Not thread-safe: one job at a time, from one thread.
final class WorkerConnection {
    let executable: URL
    /// Jobs this worker has answered.
    private(set) var jobsDone = 0
    /// Whether the worker can take another job.
    private(set) var isUsable = true
    /// Whether the worker has drawn a diagram whose anchors Graphviz numbers per process.
    var hasDrawnCountedAnchors = false

    private let processID: pid_t
    /// The parent's end of the worker's standard input (a socket) and of its standard output.
    private let requests: Int32
    private let replies: Int32
    private var buffer = FrameBuffer()
    /// How the worker ended, once collected.
    private var ending: Ending?

    /// Starts `executable arguments…` as a worker.
    ///
    /// - Throws: ``LayoutWorkerError/cannotStart(executable:reason:)``.
    init(executable: URL, arguments: [String]) throws(LayoutWorkerError) {
        self.executable = executable
        var environment = ProcessInfo.processInfo.environment
        // Its backtrace would be dropped anyway; symbolicating it only delays the crash report.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let started = Self.spawnLock.withLock {
            WorkerSpawn.start(executable: executable.path, arguments: arguments, environment: environment)
        }
        (processID, requests, replies) = try started.get()
    }

    deinit {
        release()
    }

    /// Held while a worker's descriptors are made and the worker is started: workers started at
    /// the same time from other threads must not inherit this worker's descriptors (a worker
    /// holding another's input open would never see it end).
    private static let spawnLock = NSLock()

    // MARK: One job

    /// Draws `job` in the worker, which must answer within `timeout`.
    ///
    /// - Parameter cancellation: the run this job belongs to; cancelling it kills this worker
    ///   while it draws the job.
    /// - Throws: ``LayoutWorkerError`` when the worker crashes, times out, fails or answers
    ///   nonsense (the connection is then finished); the worker's ``RenderError`` when Graphviz
    ///   reported one (the worker goes on); ``LayoutCancelled`` when the run was cancelled first.
    func render(_ job: LayoutJob, timeout: Duration, cancellation: LayoutCancellation? = nil) throws -> [UInt8] {
        precondition(isUsable, "a finished layout worker got a job")
        let deadline = ContinuousClock.now + timeout
        let payload = try LayoutRequest(job).encoded()
        if let cancellation, !cancellation.register(processID) { throw LayoutCancelled() }
        let outcome = exchange(LayoutWorkerFrames.requestHeader(length: payload.count) + payload, until: deadline)
        // Before the worker can be reaped below: a cancellation must never signal a reused process id.
        cancellation?.unregister(processID)
        switch outcome {
        case .reply(let kind, let bytes):
            jobsDone += 1
            switch kind {
            case LayoutWorker.drawingReply:
                return bytes
            case LayoutWorker.renderErrorStatus:
                guard let error = try? JSONDecoder().decode(RenderError.self, from: Data(bytes)) else { break }
                throw error
            default:
                break
            }
            finish()
            throw LayoutWorkerError.unreadableReply(view: job.name, executable: executable.path)
        case .garbage:
            finish()
            throw LayoutWorkerError.unreadableReply(view: job.name, executable: executable.path)
        case .timedOut:
            finish()
            throw LayoutWorkerError.timedOut(view: job.name, seconds: Self.seconds(timeout))
        case .ended:
            // The worker closed its output without answering: it died, or is about to.
            let ended = waitForExit(until: max(deadline, ContinuousClock.now + .seconds(5)))
            finish()
            switch ended {
            case .signal(let signal): throw LayoutWorkerError.crashed(view: job.name, signal: signal)
            case .exit(LayoutWorker.badRequestStatus): throw LayoutWorkerError.unreadableReply(view: job.name, executable: executable.path)
            case .exit(let status): throw LayoutWorkerError.failed(view: job.name, status: status)
            case nil: throw LayoutWorkerError.timedOut(view: job.name, seconds: Self.seconds(timeout))
            }
        }
    }

    private enum Outcome {
        case reply(kind: Int32, bytes: [UInt8])
        case garbage
        case timedOut
        case ended
    }

    /// Sends `request` and reads the reply, both before `deadline`.
    private func exchange(_ request: [UInt8], until deadline: ContinuousClock.Instant) -> Outcome {
        var sent = 0
        while sent < request.count {
            guard wait(for: requests, events: Int16(POLLOUT), until: deadline) else { return .timedOut }
            let count = request.withUnsafeBytes { bytes in
                #if os(Linux)
                send(requests, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                #else
                send(requests, bytes.baseAddress! + sent, bytes.count - sent, 0)
                #endif
            }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { continue }
                // EPIPE, ECONNRESET: the worker is gone; its output says how.
                break
            }
            sent += count
        }
        var header: [UInt8]?
        while true {
            if header == nil {
                header = buffer.takeLine()
                if header == nil, buffer.pendingCount > LayoutWorkerFrames.longestHeader { return .garbage }
            }
            if let line = header {
                guard let (kind, length) = LayoutWorkerFrames.reply(line) else { return .garbage }
                if let bytes = buffer.take(length) { return .reply(kind: kind, bytes: bytes) }
            }
            guard wait(for: replies, events: Int16(POLLIN), until: deadline) else { return .timedOut }
            switch readMore() {
            case .some(true): continue
            case .some(false): return header == nil && buffer.isEmpty ? .ended : .garbage
            case nil: continue
            }
        }
    }

    /// Reads what the worker wrote: `true` for bytes, `false` at the end, `nil` for nothing yet.
    private func readMore() -> Bool? {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { read(replies, $0.baseAddress, $0.count) }
        if count > 0 {
            chunk.withUnsafeBytes { buffer.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            return true
        }
        if count == 0 { return false }
        return errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK ? nil : false
    }

    /// Waits until `descriptor` is ready for `events` (or closed); `false` when `deadline` passed.
    private func wait(for descriptor: Int32, events: Int16, until deadline: ContinuousClock.Instant) -> Bool {
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return false }
            let milliseconds = Int32(clamping: Int64(Self.seconds(left) * 1000) + 1)
            var entry = pollfd(fd: descriptor, events: events, revents: 0)
            let ready = poll(&entry, 1, milliseconds)
            if ready > 0 { return true }
            if ready < 0, errno != EINTR { return true }  // let the read or write report it
        }
    }

    // MARK: Ending

    private enum Ending {
        case exit(Int32)
        case signal(Int32)
    }

    /// Whether the worker process is still there.
    var isRunning: Bool {
        if ending == nil { collect(blocking: false) }
        return ending == nil
    }

    /// Collects the worker's exit status if it has ended (or waits for it when `blocking`).
    private func collect(blocking: Bool) {
        guard ending == nil else { return }
        var status: Int32 = 0
        while true {
            let result = waitpid(processID, &status, blocking ? 0 : WNOHANG)
            if result < 0, errno == EINTR { continue }
            guard result == processID else { return }
            break
        }
        // The wait status: the low 7 bits are the signal that ended it, else the exit status sits above them.
        let signal = status & 0x7F
        ending = signal == 0 ? .exit((status >> 8) & 0xFF) : .signal(signal)
    }

    /// How the worker ended, if it does before `deadline`.
    private func waitForExit(until deadline: ContinuousClock.Instant) -> Ending? {
        while true {
            collect(blocking: false)
            if let ending { return ending }
            guard ContinuousClock.now < deadline else { return nil }
            usleep(2_000)
        }
    }

    /// Ends the connection: the worker's input closes (an idle worker exits on its own), a
    /// worker still running is killed, and its exit is collected.
    func finish() {
        guard isUsable else { return }
        isUsable = false
        close(requests)
        close(replies)
        if waitForExit(until: .now + .milliseconds(50)) == nil {
            kill(processID, SIGKILL)
            collect(blocking: true)
        }
    }

    /// Closes the input of an idle worker, which then exits on its own; its exit is collected
    /// in the background.
    func release() {
        guard isUsable else { return }
        isUsable = false
        close(requests)
        close(replies)
        guard ending == nil else { return }
        let processID = processID
        DispatchQueue.global(qos: .utility).async {
            var status: Int32 = 0
            while waitpid(processID, &status, 0) < 0, errno == EINTR {}
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
