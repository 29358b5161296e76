import Foundation

/// Wall-clock timing of a whole program run (start-up included), killed at a time limit: how a
/// user meets `coordviz` and `dot`.
enum ProcessTiming {
    struct Series {
        var samples: [Duration]
        /// Why sampling stopped early, if it did.
        var problem: String?
    }

    /// Runs `arguments` as `policy` says; standard output and error go to `log` and `log.stderr`.
    static func measure(_ arguments: [String], log: String, policy: SamplingPolicy, timeLimit: Duration) -> Series {
        var samples: [Duration] = []
        do {
            samples = try policy.run {
                let outcome = try ChildProcess.run(arguments, standardOutput: log, standardError: log + ".stderr", timeLimit: timeLimit)
                if outcome.timedOut { throw BenchError("timed out after \(Format.limit(timeLimit))") }
                guard outcome.succeeded else {
                    let message = (try? String(contentsOfFile: log + ".stderr", encoding: .utf8)) ?? ""
                    let ending = outcome.signal.map { "signal \($0)" } ?? "status \(outcome.exitStatus ?? -1)"
                    throw BenchError("\(arguments[0]) failed (\(ending)): \(message.suffix(300))")
                }
            }
            return Series(samples: samples)
        } catch {
            return Series(samples: samples, problem: "\(error)")
        }
    }
}
