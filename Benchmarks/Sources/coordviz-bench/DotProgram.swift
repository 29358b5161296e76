import Foundation

/// The `dot` program, run on the DOT text the library built: the reference every in-process
/// time is compared with.
struct DotProgram {
    /// The engine, passed as `-K` (the program's name and the layout are independent).
    var engine: String

    /// `dot -V`, e.g. `dot - graphviz version 2.43.0 (0)`; `nil` when `dot` is not installed.
    static func version() -> String? {
        ChildProcess.output(of: ["dot", "-V"])
    }

    /// How one measured series of `dot -Tsvg` runs ended.
    struct Series {
        var samples: [Duration]
        /// Set when a run failed or hit the limit: what happened.
        var problem: String?
        var outputBytes: Int?
    }

    /// Runs `dot -Tsvg` on `input` as `policy` says, each run killed at `timeLimit`; the
    /// SVG goes to `output`, warnings and errors to `<output>.stderr`.
    func measure(input: String, output: String, policy: SamplingPolicy, timeLimit: Duration) -> Series {
        var problem: String?
        let arguments = ["dot", "-K\(engine)", "-Tsvg", input, "-o", output]
        var samples: [Duration] = []
        do {
            samples = try policy.run {
                let outcome = try ChildProcess.run(arguments, standardError: output + ".stderr", timeLimit: timeLimit)
                if outcome.timedOut { throw BenchError("timed out after \(Format.limit(timeLimit))") }
                guard outcome.succeeded else {
                    let message = (try? String(contentsOfFile: output + ".stderr", encoding: .utf8)) ?? ""
                    let ending = outcome.signal.map { "signal \($0)" } ?? "status \(outcome.exitStatus ?? -1)"
                    throw BenchError("dot failed (\(ending)): \(message.prefix(300))")
                }
            }
        } catch {
            problem = "\(error)"
        }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? nil
        return Series(samples: samples, problem: problem, outputBytes: problem == nil ? bytes : nil)
    }

    /// One `dot -v` run, untimed by us, read for the phase times `dot` reports itself.
    func phases(input: String, scratch: String, timeLimit: Duration) -> DotPhases? {
        let log = scratch + "/phases.log"
        let arguments = ["dot", "-v", "-K\(engine)", "-Tsvg", input, "-o", "/dev/null"]
        guard let outcome = try? ChildProcess.run(arguments, standardError: log, timeLimit: timeLimit),
              outcome.succeeded,
              let text = try? String(contentsOfFile: log, encoding: .utf8)
        else { return nil }
        return DotPhases(verboseLog: text, wall: Timing.seconds(outcome.wall))
    }
}

/// Where `dot` says its time went, from the `-v` log (its own timers, 10 ms resolution):
/// network simplex runs before `Maxrank` are ranking, those after mincross are x-positioning.
struct DotPhases: Codable, Sendable {
    var rank = 0.0
    var mincross = 0.0
    var position = 0.0
    var splines = 0.0
    var render = 0.0
    /// The whole `dot -v` run, wall clock (parsing, start-up, label sizing and the phases).
    var wall = 0.0
    /// Crossings mincross was left with.
    var crossings: Int?

    init(verboseLog: String, wall: Double) {
        self.wall = wall
        var ranked = false
        var crossed = false
        for line in verboseLog.split(separator: "\n") {
            if line.hasPrefix("Maxrank") {
                ranked = true
            } else if line.hasPrefix("network simplex:"), line.hasSuffix(" sec") {
                let seconds = Self.number(before: " sec", in: line)
                if !ranked { rank += seconds } else if crossed { position += seconds }
            } else if line.hasPrefix("mincross "), line.hasSuffix("secs.") {
                mincross += Self.number(before: " secs.", in: line)
                crossed = true
                if let words = line.split(separator: ":").last?.split(separator: " "), let count = Int(words.first ?? "") {
                    crossings = (crossings ?? 0) + count
                }
            } else if line.hasPrefix("routesplines:") {
                splines += Self.number(before: " sec", in: line)
            } else if line.hasPrefix("gvRenderJobs") {
                render += Self.number(before: " secs.", in: line)
            }
        }
    }

    private static func number(before suffix: String, in line: Substring) -> Double {
        guard let end = line.range(of: suffix, options: .backwards)?.lowerBound else { return 0 }
        let head = line[..<end]
        let start = head.lastIndex(of: " ").map { head.index(after: $0) } ?? head.startIndex
        return Double(head[start...]) ?? 0
    }
}
