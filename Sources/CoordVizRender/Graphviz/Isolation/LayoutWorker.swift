import Foundation

/// The worker side of ``LayoutIsolation/worker(executable:arguments:timeout:)``: a long-lived
/// process that reads jobs (``LayoutRequest``: a header and DOT text) one after the other from its standard input, draws each in
/// process and writes one reply per job to its standard output (``LayoutWorkerFrames``), until
/// its input ends.
///
/// Each reply starts with its kind:
/// - ``drawingReply``: the drawing's bytes;
/// - ``renderErrorStatus``: the ``RenderError`` as JSON (Graphviz reported an error: the parent
///   rethrows it unchanged, and the worker takes the next job);
/// - ``badRequestStatus``: the job could not be read (a message).
///
/// A crash, an abort or a hang ends or stalls only this process: the parent sees its pipe close
/// or its time limit pass, reports the job's view, and starts another worker for the next jobs.
/// A host executable calls ``serve(input:output:error:)`` from a command of its own (`coordviz
/// _layout-worker`) and exits with the status it returns.
public enum LayoutWorker {
    /// The subcommand `coordviz` runs a worker under; the default worker arguments.
    public static let commandName = "_layout-worker"
    /// Reply kind: the payload is the drawing.
    public static let drawingReply: Int32 = 0
    /// Reply kind (and exit status): the payload is a JSON ``RenderError``.
    public static let renderErrorStatus: Int32 = 3
    /// Reply kind (and exit status): the input was not a ``LayoutJob``.
    public static let badRequestStatus: Int32 = 2
    /// The test-only fault switch: `crash`, `abort`, `hang`, `fail`, `garble` (a reply the parent
    /// cannot read) or `slow` (two seconds' pause, then the drawing) makes the worker misbehave
    /// that way once it has read a job; `crash:flows` only for the job of the view named `flows`.
    /// Never set it outside tests.
    public static let faultVariable = "COORDVIZ_WORKER_FAULT"

    /// Serves jobs until the input ends: reads each from `input`, draws it, writes the reply to
    /// `output`.
    ///
    /// - Returns: the exit status to end the process with: 0 when the input ended between jobs.
    public static func serve(
        input: FileHandle = .standardInput,
        output: FileHandle = .standardOutput,
        error: FileHandle = .standardError
    ) -> Int32 {
        watchParent()
        let fault = ProcessInfo.processInfo.environment[faultVariable].flatMap(Fault.init(setting:))
        warmUp()
        let inputDescriptor = input.fileDescriptor, outputDescriptor = output.fileDescriptor
        var buffer = FrameBuffer()
        while true {
            // The header line, or the end of the input between jobs.
            var header = buffer.takeLine()
            while header == nil {
                guard buffer.pendingCount <= LayoutWorkerFrames.longestHeader, BlockingIO.fill(&buffer, from: inputDescriptor) else {
                    if buffer.isEmpty { return 0 }
                    return refuse("the input is not a layout job request", error: error)
                }
                header = buffer.takeLine()
            }
            guard let length = header.flatMap(LayoutWorkerFrames.requestLength) else {
                return refuse("the input is not a layout job request", error: error)
            }
            var payload = buffer.take(length)
            while payload == nil {
                guard BlockingIO.fill(&buffer, from: inputDescriptor) else {
                    return refuse("the input ended inside a layout job", error: error)
                }
                payload = buffer.take(length)
            }
            let reply = draw(payload!, fault: fault, output: outputDescriptor, error: error)
            guard BlockingIO.write(LayoutWorkerFrames.replyHeader(kind: reply.kind, length: reply.bytes.count) + reply.bytes, to: outputDescriptor) else {
                return 1
            }
        }
    }

    /// One job's reply.
    private static func draw(_ request: [UInt8], fault: Fault?, output: Int32, error: FileHandle) -> (kind: Int32, bytes: [UInt8]) {
        let job: LayoutRequest
        do {
            job = try LayoutRequest(decoding: request)
        } catch let decodingError {
            return (badRequestStatus, Array("the input is not a layout job (\(decodingError))".utf8))
        }
        if let fault, fault.view == nil || fault.view == job.header.name {
            fault.kind.trigger(output: output, error: error)
        }
        do {
            return (drawingReply, try GraphvizRenderer.render(dotText: job.dotText, format: job.header.format, engine: job.header.engine))
        } catch let renderError as RenderError {
            return (renderErrorStatus, Array((try? JSONEncoder().encode(renderError)) ?? Data()))
        } catch let other {
            error.write(Data("coordviz layout worker: \(other)\n".utf8))
            exit(1)
        }
    }

    /// Loads what every layout needs before the first job arrives: Graphviz's plugins, and the
    /// fonts its label sizing reads (fontconfig's configuration and caches). A worker is started
    /// while its parent is still reading the inputs, so this start-up leaves the first job's
    /// critical path; a one-node graph drawn to SVG and dropped does it. A failure here is
    /// ignored: the first job meets it again and reports it.
    private static func warmUp() {
        _ = try? GraphvizRenderer.render(dotText: Array(#"digraph { warm [label="coordviz"] }"#.utf8), format: .svg, engine: .dot)
    }

    private static func refuse(_ message: String, error: FileHandle) -> Int32 {
        error.write(Data("coordviz layout worker: \(message)\n".utf8))
        return badRequestStatus
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

    /// What ``faultVariable`` asks for: a kind, and the one view it applies to, if any.
    struct Fault {
        var kind: Kind
        var view: String?

        /// `crash`, or `crash:flows` (only the job of the view named `flows`).
        init?(setting: String) {
            let parts = setting.split(separator: ":", maxSplits: 1).map(String.init)
            guard let first = parts.first, let kind = Kind(rawValue: first) else { return nil }
            self.kind = kind
            view = parts.count > 1 ? parts[1] : nil
        }

        enum Kind: String {
            case crash, abort, hang, fail, garble, slow

            func trigger(output: Int32, error: FileHandle) {
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
                    BlockingIO.write(Array("not a reply".utf8), to: output)
                    exit(LayoutWorker.renderErrorStatus)
                case .slow:
                    sleep(2)
                }
            }
        }
    }
}
