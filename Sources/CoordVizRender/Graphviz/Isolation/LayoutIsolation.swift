import Foundation

/// Where Graphviz lays a diagram out: in this process, or in a worker process.
///
/// Graphviz 2.42 frees memory twice on some graph shapes and a layout cannot be cancelled in
/// process, so one bad graph can abort the whole program or hang it. A worker process keeps
/// both outside: a crash or a timeout becomes a ``LayoutWorkerError`` and the caller carries on.
/// The worker is an executable that runs ``LayoutWorker/serve(input:output:error:)`` when
/// started with `arguments` (the `coordviz` binary does with `_layout-worker`); it takes job
/// after job and draws the same bytes an in-process render does.
public enum LayoutIsolation: Sendable, Equatable {
    /// Lay out in this process, serialised through ``GraphvizGate``: fastest for one small
    /// diagram, but a Graphviz crash takes the process down and a layout cannot be stopped.
    case inProcess
    /// Lay out in a child process started as `executable arguments…`, killed after `timeout`.
    case worker(executable: URL, arguments: [String] = [LayoutWorker.commandName], timeout: Duration = .seconds(60))

    /// A worker started from the running executable (which must host ``LayoutWorker``, as the
    /// `coordviz` command does).
    ///
    /// - Throws: ``LayoutWorkerError/cannotStart(executable:reason:)`` if the running
    ///   executable cannot be found.
    public static func workerInThisExecutable(timeout: Duration = .seconds(60)) throws -> LayoutIsolation {
        guard let executable = currentExecutable() else {
            throw LayoutWorkerError.cannotStart(executable: CommandLine.arguments.first ?? "?", reason: "this program cannot find its own executable")
        }
        return .worker(executable: executable, timeout: timeout)
    }

    /// Starts `count` layout workers now (when the isolation is a worker), so the first layouts
    /// find them ready: their start-up then overlaps whatever this process does first, such as
    /// reading the inputs. Does nothing in process.
    ///
    /// - Throws: ``LayoutWorkerError/cannotStart(executable:reason:)``.
    public func prestartWorkers(_ count: Int = 1) throws {
        guard case .worker(let executable, let arguments, _) = self else { return }
        try LayoutWorkerPool.shared(executable: executable, arguments: arguments).prestart(count)
    }

    /// The running executable: on Linux `/proc/self/exe` resolved (or as it is, when the file
    /// was replaced or deleted since it started: a child still executes the same file through
    /// it), else Foundation's idea of it.
    static func currentExecutable() -> URL? {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return FileManager.default.isExecutableFile(atPath: path)
                ? URL(fileURLWithPath: path) : URL(fileURLWithPath: "/proc/self/exe")
        }
        #endif
        if let url = Bundle.main.executableURL { return url }
        guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
        return URL(fileURLWithPath: first).standardizedFileURL
    }
}
