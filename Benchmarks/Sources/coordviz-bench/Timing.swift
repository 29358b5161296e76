/// Monotonic timing: one clock, one way of sampling, one way of summarising.
enum Timing {
    /// The monotonic clock every measurement uses.
    static let clock = ContinuousClock()

    /// Runs `work` once and returns its result with the time it took.
    static func measure<T>(_ work: () throws -> T) rethrows -> (result: T, duration: Duration) {
        let start = clock.now
        let result = try work()
        return (result, clock.now - start)
    }

    /// Seconds as a `Double`, for reports.
    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

/// How often a stage is run and how long it may take in total.
///
/// Warm-ups run first and are discarded, except that a warm-up slower than
/// ``keepSlowWarmUp`` is kept as the first sample: at that length first-run effects (plugin
/// loading, cold caches: milliseconds) are noise, and repeating it would only spend the budget.
/// Sampling then goes on until ``repetitions`` samples and ``minimumTotal`` have both been
/// reached (fast stages get more samples), never past ``maximumRepetitions``, and stops early
/// when the next sample would likely end after ``budget``.
struct SamplingPolicy: Sendable {
    var repetitions: Int
    var warmUps: Int
    var budget: Duration
    var keepSlowWarmUp: Duration = .seconds(2)
    var minimumTotal: Duration = .zero
    var maximumRepetitions: Int

    /// Runs `body` as the policy says; `onSample` sees each kept sample as soon as it exists
    /// (so a process killed at its time limit has already reported what it finished).
    func run(
        _ body: () throws -> Void,
        onSample: (Duration) throws -> Void = { _ in }
    ) throws -> [Duration] {
        let start = Timing.clock.now
        var samples: [Duration] = []
        var estimate = Duration.zero
        for _ in 0..<warmUps {
            let (_, duration) = try Timing.measure(body)
            estimate = duration
            if duration >= keepSlowWarmUp {
                samples.append(duration)
                try onSample(duration)
                break
            }
        }
        while samples.count < maximumRepetitions {
            let elapsed = Timing.clock.now - start
            if samples.count >= repetitions, elapsed >= minimumTotal { break }
            // Always get one sample; after that, do not start one that would overrun.
            if !samples.isEmpty, elapsed + (samples.last ?? estimate) > budget { break }
            let (_, duration) = try Timing.measure(body)
            samples.append(duration)
            try onSample(duration)
        }
        return samples
    }
}

/// Median, minimum and maximum of a stage's samples, in seconds.
struct Summary: Codable, Sendable {
    var median: Double
    var min: Double
    var max: Double
    /// Every sample, in the order taken.
    var samples: [Double]

    var count: Int { samples.count }

    /// `nil` for no samples.
    init?(_ samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = sorted[0]
        max = sorted[sorted.count - 1]
        self.samples = samples
    }

    init?(_ durations: [Duration]) {
        self.init(durations.map(Timing.seconds))
    }
}
