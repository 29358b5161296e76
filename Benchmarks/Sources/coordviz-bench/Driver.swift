import CoordVizRender
import CoordVizSpec
import Foundation
import SyntheticApps

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
        var apps: [AppResult] = []
        for size in options.sizes {
            let appDirectory = root + "/\(size)-app"
            try FileManager.default.createDirectory(atPath: appDirectory, withIntermediateDirectories: true)
            let text = SyntheticSpec(SyntheticApp(coordinators: size, seed: options.seed)).text()
            let spec = appDirectory + "/app.yaml"
            try Data(text.utf8).write(to: URL(fileURLWithPath: spec))
            var app = measureApp(size: size, spec: spec, in: appDirectory)
            progress(Format.progressLine(app))
            for view in options.views {
                let directory = root + "/\(size)-\(view.rawValue)"
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                let result = measure(size: size, view: view, spec: spec, in: directory)
                progress(Format.progressLine(result))
                cases.append(result)
            }
            if options.cli, options.allViews {
                progress("  \(size) coordinators: every view as one HTML page…")
                app.allViewsDiagrams = (try? FlowSpecParser.parse(text, path: spec)).map { ViewKind.all(of: $0.model).count }
                let once = SamplingPolicy(repetitions: 1, warmUps: 0, budget: options.timeLimit, maximumRepetitions: 1)
                let series = ProcessTiming.measure(
                    [coordviz, "render", spec, "--format", "html", "-o", appDirectory + "/all.html"],
                    log: appDirectory + "/all.log", policy: once, timeLimit: options.timeLimit
                )
                app.allViews = Summary(series.samples)
                app.allViewsProblem = series.problem
            }
            apps.append(app)
        }
        machine.loadAtEnd = Machine.loadAverage()
        if options.keepDirectory == nil { try? FileManager.default.removeItem(atPath: root) }
        return Report(
            date: ISO8601DateFormatter().string(from: Date()), seed: options.seed,
            repetitions: options.repetitions, timeLimitSeconds: Timing.seconds(options.timeLimit),
            engine: options.engine.rawValue, machine: machine, apps: apps, cases: cases
        )
    }

    /// The `coordviz` executable whose whole commands are timed.
    private var coordviz: String {
        options.coordvizPath ?? URL(fileURLWithPath: Self.executablePath).deletingLastPathComponent().appendingPathComponent("coordviz").path
    }

    /// The app-wide stages of one size, in a worker, and `coordviz validate` on its spec.
    private func measureApp(size: Int, spec: String, in directory: String) -> AppResult {
        var result = AppResult(coordinators: size)
        progress("  \(size) coordinators: spec, introspection, merge…")
        let arguments = [Self.executablePath] + options.appWorkerArguments(size: size, directory: directory)
        do {
            let outcome = try ChildProcess.run(
                arguments, standardOutput: directory + "/worker.out", standardError: directory + "/worker.err",
                timeLimit: options.timeLimit * 3 + Self.preparationAllowance
            )
            if outcome.timedOut { result.problem = "timed out" } else if !outcome.succeeded { result.problem = "worker failed" }
        } catch {
            result.problem = "\(error)"
        }
        for record in WorkerRecord.read(from: directory + "/records.jsonl") where record.kind == .app {
            result.objects = record.objects ?? result.objects
            result.parse = record.parse.flatMap(Summary.init) ?? result.parse
            result.introspection = record.introspection.flatMap(Summary.init) ?? result.introspection
            result.dump = record.dump.flatMap(Summary.init) ?? result.dump
            result.merge = record.merge.flatMap(Summary.init) ?? result.merge
        }
        if options.cli {
            let series = ProcessTiming.measure(
                [coordviz, "validate", spec], log: directory + "/validate.log", policy: slowPolicy, timeLimit: options.timeLimit
            )
            result.cliValidate = Summary(series.samples)
            result.cliValidateProblem = series.problem
        }
        return result
    }

    private func measure(size: Int, view: ViewKind, spec: String, in directory: String) -> CaseResult {
        var result = CaseResult(coordinators: size, view: view.rawValue, loadAverage: Machine.loadAverage())
        progress("  \(size) coordinators, \(view.rawValue): in process…")
        let records = runWorker(size: size, view: view, directory: directory, result: &result)
        if options.cli {
            progress("  \(size) coordinators, \(view.rawValue): coordviz render…")
            let series = ProcessTiming.measure(
                // The size guard off, so the command draws the view the other columns lay out
                // (the 5,000-coordinator overview is above its default limit).
                [coordviz, "render", spec, "--view", view.rawValue, "--format", "svg", "--max-nodes", "1000000", "-o", directory + "/cli.svg"],
                log: directory + "/cli.log", policy: slowPolicy, timeLimit: options.timeLimit
            )
            result.cliRender = Summary(series.samples)
            result.cliProblem = series.problem
        }
        guard let prepared = records.first(where: { $0.kind == .prepared }) else { return result }
        result.shape = prepared.shape
        result.diagramBuild = prepared.diagramBuild.flatMap(Summary.init)
        result.graphBuild = prepared.graphBuild.flatMap(Summary.init)
        guard let written = records.first(where: { $0.kind == .dot }) else { return result }
        result.shape = written.shape
        result.dotText = written.dotBuild.flatMap(Summary.init)
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
