import Foundation

/// The worker side of ``LayoutIsolation/worker(executable:arguments:timeout:)``: reads one
/// ``LayoutJob`` as JSON from its input, draws it in process and writes the file's bytes.
///
/// The reply is the exit status plus standard output:
/// - `0`: standard output holds the drawing's bytes;
/// - ``renderErrorStatus``: standard output holds the ``RenderError`` as JSON (Graphviz reported
///   an error: the parent rethrows it unchanged);
/// - ``badRequestStatus``: the input was not a job (a message on standard error).
///
/// A host executable calls ``serve(input:output:error:)`` from a command of its own (`coordviz
/// _layout-worker`) and exits with the status it returns.
public enum LayoutWorker {
    /// The subcommand `coordviz` runs a worker under; the default worker arguments.
    public static let commandName = "_layout-worker"
    /// Exit status: standard output holds a JSON ``RenderError``.
    public static let renderErrorStatus: Int32 = 3
    /// Exit status: the input was not a ``LayoutJob``.
    public static let badRequestStatus: Int32 = 2
    /// The test-only fault switch: `crash`, `abort`, `hang`, `fail` or `garble` (a reply the
    /// parent cannot read) makes the worker misbehave that way once it has read its job, so tests can prove the parent contains it. Never set
    /// it outside tests.
    public static let faultVariable = "COORDVIZ_WORKER_FAULT"

    /// Serves one job: reads it from `input`, draws it, writes the reply to `output`.
    ///
    /// - Returns: the exit status to end the process with.
    public static func serve(
        input: FileHandle = .standardInput,
        output: FileHandle = .standardOutput,
        error: FileHandle = .standardError
    ) -> Int32 {
        watchParent()
        let job: LayoutJob
        do {
            job = try JSONDecoder().decode(LayoutJob.self, from: input.readDataToEndOfFile())
        } catch let decodingError {
            error.write(Data("coordviz layout worker: the input is not a layout job (\(decodingError))\n".utf8))
            return badRequestStatus
        }
        if let fault = ProcessInfo.processInfo.environment[faultVariable].flatMap(Fault.init(rawValue:)) {
            fault.trigger(output: output, error: error)
        }
        do {
            let bytes = try GraphvizRenderer.render(job.diagram, format: job.format, engine: job.engine)
            output.write(Data(bytes))
            return 0
        } catch let renderError as RenderError {
            output.write((try? JSONEncoder().encode(renderError)) ?? Data())
            return renderErrorStatus
        } catch let other {
            error.write(Data("coordviz layout worker: \(other)\n".utf8))
            return 1
        }
    }

    /// Ends the worker when its parent goes away (killed without the chance to kill the
    /// worker), so an orphaned layout does not run on.
    private static func watchParent() {
        let parent = getppid()
        let thread = Thread {
            while getppid() == parent { Thread.sleep(forTimeInterval: 0.5) }
            exit(1)
        }
        thread.start()
    }

    /// What ``faultVariable`` can ask for.
    enum Fault: String {
        case crash, abort, hang, fail, garble

        func trigger(output: FileHandle, error: FileHandle) {
            switch self {
            case .crash:
                raise(SIGSEGV)
                exit(1)
            case .abort:
                error.write(Data("free(): double free detected in tcache 2\n".utf8))
                Foundation.abort()
            case .hang:
                while true { sleep(3600) }
            case .fail:
                error.write(Data("Fatal error: a test fault\nCurrent stack trace:\n0 coordviz 0x0000 main + 0\n".utf8))
                exit(1)
            case .garble:
                output.write(Data("not a reply".utf8))
                exit(LayoutWorker.renderErrorStatus)
            }
        }
    }
}
