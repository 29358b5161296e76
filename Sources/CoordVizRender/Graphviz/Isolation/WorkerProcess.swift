import Foundation

/// One run of a layout worker process: the job in, the reply out, within a time limit.
///
/// The job goes to the worker's standard input from an unlinked temporary file (so a worker
/// that dies early cannot break a pipe under the parent); standard output and standard error are
/// read concurrently to the end, so a large drawing cannot fill a pipe and stall the worker. The
/// worker's standard error is captured and dropped: a crashing worker's backtrace never reaches
/// the user.
struct WorkerProcess {
    var executable: URL
    var arguments: [String]
    var timeout: Duration

    /// Draws `job` in a worker process.
    ///
    /// - Throws: ``LayoutWorkerError`` when the worker crashes, times out, fails or cannot start;
    ///   the worker's ``RenderError`` when Graphviz reported one.
    func render(_ job: LayoutJob) throws -> [UInt8] {
        let request = try JSONEncoder().encode(job)
        let outcome = try run(input: request)
        if outcome.timedOut {
            throw LayoutWorkerError.timedOut(view: job.name, seconds: Self.seconds(timeout))
        }
        switch outcome.termination {
        case .signal(let signal):
            throw LayoutWorkerError.crashed(view: job.name, signal: signal)
        case .exit(0):
            return Array(outcome.output)
        case .exit(LayoutWorker.renderErrorStatus):
            guard let error = try? JSONDecoder().decode(RenderError.self, from: outcome.output) else {
                throw LayoutWorkerError.unreadableReply(view: job.name, executable: executable.path)
            }
            throw error
        case .exit(LayoutWorker.badRequestStatus):
            throw LayoutWorkerError.unreadableReply(view: job.name, executable: executable.path)
        case .exit(let status):
            throw LayoutWorkerError.failed(view: job.name, status: status)
        }
    }

    enum Termination: Equatable {
        case exit(Int32)
        case signal(Int32)
    }

    /// How the worker ended and what it wrote to standard output (its standard error is read
    /// to the end and dropped).
    struct Outcome {
        var termination: Termination
        var timedOut: Bool
        var output: Data
    }

    /// Starts the worker with `input` as its standard input and waits for it, killing it after
    /// ``timeout``.
    func run(input: Data) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        // Its backtrace would be dropped anyway; symbolicating it only delays the crash report.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let (output, errorOutput) = try Self.spawnLock.withLock {
            // Workers started at the same time from other threads must not inherit this
            // worker's descriptors: a pipe's write end held by another worker would keep its
            // reader waiting for that worker to end. Each child still gets its own through dup2.
            let inputFile = try unlinkedFile(holding: input)
            defer { try? inputFile.close() }
            let output = Pipe(), errorOutput = Pipe()
            for handle in [inputFile, output.fileHandleForReading, output.fileHandleForWriting,
                           errorOutput.fileHandleForReading, errorOutput.fileHandleForWriting] {
                _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
            }
            process.standardInput = inputFile
            process.standardOutput = output
            process.standardError = errorOutput
            do {
                try process.run()
            } catch {
                throw LayoutWorkerError.cannotStart(executable: executable.path, reason: error.localizedDescription)
            }
            return (output, errorOutput)
        }

        let readers = DispatchGroup()
        let outputData = DataBox()
        let outputHandle = output.fileHandleForReading, errorHandle = errorOutput.fileHandleForReading
        DispatchQueue.global().async(group: readers) { outputData.set(outputHandle.readDataToEndOfFile()) }
        DispatchQueue.global().async(group: readers) { _ = errorHandle.readDataToEndOfFile() }
        var timedOut = false
        if finished.wait(timeout: .now() + Self.seconds(timeout)) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        readers.wait()
        let termination: Termination = process.terminationReason == .uncaughtSignal
            ? .signal(process.terminationStatus)
            : .exit(process.terminationStatus)
        return Outcome(termination: termination, timedOut: timedOut, output: outputData.value)
    }

    /// A read handle on a new temporary file holding `data`, already removed from its folder.
    private func unlinkedFile(holding data: Data) throws -> FileHandle {
        let folder = FileManager.default.temporaryDirectory
        let url = folder.appendingPathComponent("coordviz-layout-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        guard FileManager.default.createFile(atPath: url.path, contents: data, attributes: [.posixPermissions: 0o600]),
              let handle = try? FileHandle(forReadingFrom: url) else {
            throw LayoutWorkerError.cannotStart(executable: executable.path, reason: "its job cannot be written to \(folder.path)")
        }
        return handle
    }

    /// Held while a worker's descriptors are made and the worker is started.
    private static let spawnLock = NSLock()

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}

/// Bytes one reader thread hands to another.
private final class DataBox: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func set(_ value: Data) { lock.withLock { data = value } }
    var value: Data { lock.withLock { data } }
}
