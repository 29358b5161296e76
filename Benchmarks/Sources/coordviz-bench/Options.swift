import CoordVizRender

/// The command line: what to measure and where to write it.
struct Options {
    var sizes = [10, 100, 1000, 5000]
    var views = ViewKind.allCases
    var repetitions = 7
    var timeLimit = Duration.seconds(60)
    var seed: UInt64 = 42
    var engine = LayoutEngine.dot
    var markdownPath: String?
    var jsonPath: String?
    /// Keep every case's DOT text and SVGs here instead of a temporary directory.
    var keepDirectory: String?
    /// Also run `dot -v` once per case and report where `dot` spends its time.
    var phases = true
    /// Measure nothing: print the report of an earlier run saved with `--json`.
    var fromJSON: String?
    /// Measure nothing: write the synthetic app of this many coordinators as a spec to ``writeSpecPath``.
    var writeSpecSize: Int?
    var writeSpecPath: String?
    /// Measure nothing but reading this spec file and drawing ``views`` from it (``SpecProfile``).
    var timeSpecPath: String?
    /// Measure nothing but introspection against `dump` of the live trees of ``sizes`` (``IntrospectionProfile``).
    var timeIntrospection = false
    /// Print the usage and stop.
    var help = false
    /// Run as a worker (``Worker``) for one case instead of as the driver.
    var workerSize: Int?
    var workerDirectory: String?
    /// As a worker, measure the app-wide stages (``AppWorker``) instead of one view.
    var workerApp = false
    /// The `coordviz` executable to time whole commands with; by default the one next to this program.
    var coordvizPath: String?
    /// Skip timing whole `coordviz` commands.
    var cli = true
    /// Skip the every-view HTML page (`coordviz render --format html`).
    var allViews = true

    static let usage = """
    usage: coordviz-bench [options]
      --sizes 10,100,1000,5000  coordinators per synthetic app
      --views hierarchy,tabs,…  views to measure (default: every ViewKind)
      --repetitions N           timed runs per stage after warm-up (default 7; fast stages run
                                at least 0.2 s, slow ones stop before overrunning the time limit)
      --time-limit SECONDS      per case, for the in-process layouts, the dot runs and the coordviz
                                commands each (default 60); a case over it is reported as timed out
      --seed N                  seed of the synthetic apps (default 42)
      --engine NAME             layout engine in process and as dot -K (default dot)
      --markdown PATH           write the Markdown report there (default: standard output)
      --json PATH               also write every sample as JSON
      --keep DIR                keep each case's DOT text and SVGs in DIR
      --no-phases               skip the extra `dot -v` run per case
      --coordviz PATH           the coordviz executable whose whole commands are timed (default:
                                the one next to coordviz-bench, which `Benchmarks/run.sh` builds)
      --no-cli                  do not time whole coordviz commands
      --no-all-views            skip the every-view HTML page (every storyboard, parallel workers)
      --from-json PATH          measure nothing: report an earlier run saved with --json
      --write-spec N PATH       measure nothing: write the synthetic app of N coordinators (with
                                --seed) as a version 2 spec to PATH, e.g. to profile coordviz on it
      --time-spec PATH          measure nothing but reading the spec at PATH in process and the
                                diagrams of --views from it (fastest of --repetitions), e.g.
                                under `perf record`
      --time-introspection      measure nothing but introspecting the live tree of each of --sizes
                                against `dump` of it (the two in turn, --repetitions pairs) and
                                print the medians and their ratio, e.g. under `perf record`
    """

    init(arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = rest.popFirst() else { throw BenchError("\(flag) needs a value\n\(Self.usage)") }
            return next
        }
        func number<T: LosslessStringConvertible>(_ flag: String) throws -> T {
            let text = try value(flag)
            guard let number = T(text) else { throw BenchError("\(flag): '\(text)' is not a number") }
            return number
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--sizes":
                sizes = try value(flag).split(separator: ",").map {
                    guard let size = Int($0), size > 0 else { throw BenchError("--sizes: '\($0)' is not a positive number") }
                    return size
                }
            case "--views":
                views = try value(flag).split(separator: ",").map {
                    guard let view = ViewKind(rawValue: String($0)) else {
                        throw BenchError("--views: no view '\($0)'; views: \(ViewKind.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    return view
                }
            case "--repetitions": repetitions = max(1, try number(flag))
            case "--time-limit": timeLimit = .milliseconds(Int(try number(flag) as Double * 1000))
            case "--seed": seed = try number(flag)
            case "--engine":
                let name: String = try value(flag)
                guard let engine = LayoutEngine(rawValue: name) else { throw BenchError("--engine: no engine '\(name)'") }
                self.engine = engine
            case "--markdown": markdownPath = try value(flag)
            case "--json": jsonPath = try value(flag)
            case "--keep": keepDirectory = try value(flag)
            case "--no-phases": phases = false
            case "--coordviz": coordvizPath = try value(flag)
            case "--no-cli": cli = false
            case "--no-all-views": allViews = false
            case "--worker-app": workerApp = true
            case "--from-json": fromJSON = try value(flag)
            case "--write-spec":
                writeSpecSize = try number(flag)
                writeSpecPath = try value(flag)
            case "--time-spec": timeSpecPath = try value(flag)
            case "--time-introspection": timeIntrospection = true
            case "--worker-size": workerSize = try number(flag)
            case "--worker-directory": workerDirectory = try value(flag)
            case "-h", "--help": help = true
            default: throw BenchError("unknown option '\(flag)'\n\(Self.usage)")
            }
        }
    }

    /// The arguments that make a worker measure the app-wide stages of `size` coordinators.
    func appWorkerArguments(size: Int, directory: String) -> [String] {
        [
            "--worker-app", "--worker-size", "\(size)", "--worker-directory", directory,
            "--seed", "\(seed)", "--repetitions", "\(repetitions)",
        ]
    }

    /// The arguments that make a worker measure `size` coordinators in `view` into `directory`.
    func workerArguments(size: Int, view: ViewKind, directory: String) -> [String] {
        [
            "--worker-size", "\(size)", "--views", view.rawValue, "--worker-directory", directory,
            "--seed", "\(seed)", "--engine", engine.rawValue, "--repetitions", "\(repetitions)",
            "--time-limit", "\(Timing.seconds(timeLimit))",
        ]
    }
}
