import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program as a child process with a hard time limit, timing it by wall clock.
///
/// `posix_spawnp` and `waitid` rather than Foundation's `Process`: the end time is taken the
/// moment the kernel reports the exit, not when a notification thread gets round to it, which
/// matters for `dot` runs of a few milliseconds. A watchdog kills the child with `SIGKILL` at the
/// limit; the child is reaped only after the watchdog is disarmed, so its pid cannot have been
/// reused by the time the watchdog could fire.
enum ChildProcess {
    /// How a run ended.
    struct Outcome: Sendable {
        /// The exit status, `nil` when a signal ended the process.
        var exitStatus: Int32?
        /// The terminating signal, if any.
        var signal: Int32?
        var timedOut: Bool
        /// From just before the spawn to the exit.
        var wall: Duration

        var succeeded: Bool { exitStatus == 0 && !timedOut }
    }

    enum Failure: Error, CustomStringConvertible {
        case spawn(String, Int32)

        var description: String {
            switch self {
            case .spawn(let program, let code): "could not start \(program): \(String(cString: strerror(code)))"
            }
        }
    }

    /// Runs `arguments` (the program, looked up in `PATH`, then its arguments) with standard
    /// input from `/dev/null` and standard output and error written to the given files
    /// (`/dev/null` when `nil`), killing it after `timeLimit`.
    static func run(
        _ arguments: [String],
        standardOutput: String? = nil,
        standardError: String? = nil,
        timeLimit: Duration
    ) throws -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, standardError ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }

        var pid: pid_t = 0
        let start = Timing.clock.now
        let code = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        guard code == 0 else { throw Failure.spawn(arguments[0], code) }
        let watchdog = Watchdog(pid: pid)
        watchdog.arm(after: timeLimit)

        // Wait for the exit without reaping, so the pid stays ours while the watchdog is armed.
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
        let wall = Timing.clock.now - start
        let timedOut = watchdog.disarm()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}

        let exited = status & 0x7F == 0
        return Outcome(
            exitStatus: exited ? (status >> 8) & 0xFF : nil,
            signal: exited ? nil : status & 0x7F,
            timedOut: timedOut,
            wall: wall
        )
    }

    /// Runs a short command and returns its standard output and error together, trimmed;
    /// `nil` if it could not run or failed.
    static func output(of arguments: [String], timeLimit: Duration = .seconds(10)) -> String? {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("coordviz-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let outcome = try? run(arguments, standardOutput: path, standardError: path, timeLimit: timeLimit),
              outcome.succeeded,
              let text = try? String(contentsOfFile: path, encoding: .utf8)
        else { return nil }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Kills a child process at its deadline unless it was disarmed first.
private final class Watchdog: @unchecked Sendable {
    private let pid: pid_t
    private let lock = NSLock()
    private var finished = false
    private var fired = false

    init(pid: pid_t) {
        self.pid = pid
    }

    func arm(after limit: Duration) {
        let nanoseconds = Int(min(Timing.seconds(limit), 1e6) * 1e9)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { [self] in
            lock.lock()
            defer { lock.unlock() }
            guard !finished else { return }
            fired = true
            kill(pid, SIGKILL)
        }
    }

    /// Stops the watchdog; returns whether it had already killed the process.
    func disarm() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        finished = true
        return fired
    }
}
