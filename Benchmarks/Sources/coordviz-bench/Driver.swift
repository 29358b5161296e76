import CoordVizRender
import Foundation

/// The parent half of the bench: for every size and view, runs a ``Worker`` process for the
/// in-process numbers, then the `dot` program on the same DOT text, and collects a ``Report``.
struct Driver {
    let options: Options

    /// A worker gets the case's time limit plus this for building the model and diagram and
    /// the DOT text samples, before its layouts start.
    static let preparationAllowance = Duration.seconds(30)

    func run() throws -> Report {
        guard DotProgram.version() != nil else {
            throw BenchError("the `dot` program is not installed: `apt-get install graphviz` (Debian/Ubuntu), `brew install graphviz` (macOS), or run Benchmarks/run.sh")
        }
        var machine = Machine.current()
        let root = try workingDirectory()
        progress("coordviz-bench: \(machine.cpuCount) CPUs, \(machine.dotVersion ?? "dot"), working in \(root)")
        machine.dotStartup = startupBaseline(in: root)

        var cases: [CaseResult] = []
        for size in options.sizes {
            for view in options.views {
                let directory = root + "/\(size)-\(view.rawValue)"
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                let result = measure(size: size, view: view, in: directory)
                progress(Format.progressLine(result))
                cases.append(result)
            }
        }
        machine.loadAtEnd = Machine.loadAverage()
        if options.keepDirectory == nil { try? FileManager.default.removeItem(atPath: root) }
        return Report(
            date: ISO8601DateFormatter().string(from: Date()), seed: options.seed,
            repetitions: options.repetitions, timeLimitSeconds: Timing.seconds(options.timeLimit),
            engine: options.engine.rawValue, machine: machine, cases: cases
        )
    }

    private func measure(size: Int, view: ViewKind, in directory: String) -> CaseResult {
        var result = CaseResult(coordinators: size, view: view.rawValue, loadAverage: Machine.loadAverage())
        progress("  \(size) coordinators, \(view.rawValue): in process…")
        let records = runWorker(size: size, view: view, directory: directory, result: &result)
        guard let prepared = records.first(where: { $0.kind == .prepared }) else { return result }
        result.shape = prepared.shape
        result.diagramBuild = prepared.diagramBuild.flatMap(Summary.init)
        result.dotText = prepared.dotBuild.flatMap(Summary.init)
        let layouts = records.filter { $0.kind == .layout }
        result.inProcess = Summary(layouts.compactMap(\.seconds))
        result.inProcessSVGBytes = layouts.last?.outputBytes
        result.inProcessPeakResidentBytes = layouts.compactMap(\.peakResidentBytes)

        progress("  \(size) coordinators, \(view.rawValue): dot -Tsvg…")
        let dot = DotProgram(engine: options.engine.rawValue)
        let input = directory + "/case.dot"
        let series = dot.measure(input: input, output: directory + "/dot.svg", policy: slowPolicy, timeLimit: options.timeLimit)
        result.dotProgram = Summary(series.samples)
        result.dotProblem = series.problem
        result.dotSVGBytes = series.outputBytes
        if let inProcess = result.inProcess, let program = result.dotProgram {
            result.ratio = inProcess.median / program.median
        }
        if options.phases, series.problem == nil {
            progress("  \(size) coordinators, \(view.rawValue): dot -v…")
            result.phases = dot.phases(input: input, scratch: directory, timeLimit: options.timeLimit)
        }
        return result
    }

    /// Runs the worker for one case; notes in `result` why it stopped early, if it did.
    private func runWorker(size: Int, view: ViewKind, directory: String, result: inout CaseResult) -> [WorkerRecord] {
        let arguments = [Self.executablePath] + options.workerArguments(size: size, view: view, directory: directory)
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(
                arguments, standardOutput: directory + "/worker.out", standardError: directory + "/worker.err",
                timeLimit: options.timeLimit + Self.preparationAllowance
            )
        } catch {
            result.inProcessProblem = "\(error)"
            return []
        }
        let records = WorkerRecord.read(from: directory + "/records.jsonl")
        let finished = records.filter { $0.kind == .layout }.count
        if outcome.timedOut {
            result.inProcessProblem = "timed out after \(Format.limit(options.timeLimit)) (\(finished) layouts finished)"
        } else if let failure = records.first(where: { $0.kind == .failed }) {
            result.inProcessProblem = failure.message ?? "failed"
        } else if !outcome.succeeded {
            // The first line of the log is the C library's or Swift's own message.
            let log = (try? String(contentsOfFile: directory + "/worker.err", encoding: .utf8)) ?? ""
            let message = log.split(separator: "\n").first { !$0.allSatisfy(\.isWhitespace) }.map(String.init) ?? "no message"
            if let signal = outcome.signal {
                result.inProcessProblem = "crashed (signal \(signal), \(String(cString: strsignal(signal)))) after \(finished) layouts: \(message)"
            } else {
                result.inProcessProblem = "worker exited with status \(outcome.exitStatus ?? -1): \(message)"
            }
        }
        return records
    }

    /// Layout-sized stages: one warm-up (kept when slow), then up to the repetitions within
    /// 90 % of the time limit.
    private var slowPolicy: SamplingPolicy {
        SamplingPolicy(
            repetitions: options.repetitions, warmUps: 1, budget: options.timeLimit * 0.9,
            maximumRepetitions: options.repetitions
        )
    }

    /// `dot -Tsvg` on a one-node graph: what every `dot` run pays before it reads the graph.
    private func startupBaseline(in root: String) -> Summary? {
        let input = root + "/one-node.dot"
        guard (try? Data("digraph { a }\n".utf8).write(to: URL(fileURLWithPath: input))) != nil else { return nil }
        let policy = SamplingPolicy(
            repetitions: max(options.repetitions, 20), warmUps: 2, budget: .seconds(30),
            minimumTotal: .seconds(1), maximumRepetitions: 100
        )
        let series = DotProgram(engine: options.engine.rawValue)
            .measure(input: input, output: root + "/one-node.svg", policy: policy, timeLimit: .seconds(30))
        return Summary(series.samples)
    }

    private func workingDirectory() throws -> String {
        if let keep = options.keepDirectory {
            try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
            return URL(fileURLWithPath: keep).standardizedFileURL.path
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("coordviz-bench-\(getpid())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// This program, to start workers from.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    private func progress(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
