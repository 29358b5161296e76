import ArgumentParser
import CoordVizRender

/// How layouts run: each in a worker process with a time limit, several at once.
struct LayoutProcessOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Stop a layout that takes longer than this; each Graphviz layout runs in a process of its own.", valueName: "seconds"))
    var layoutTimeout: Double = 60

    @Option(help: ArgumentHelp("How many views of an HTML page to lay out at once (default: one per core).", valueName: "N"))
    var layoutJobs: Int?

    mutating func validate() throws {
        guard layoutTimeout > 0, layoutTimeout <= Self.longestTimeout else {
            throw ValidationError("--layout-timeout must be a number of seconds above 0 and at most \(Int(Self.longestTimeout)), not \(layoutTimeout)")
        }
        if let layoutJobs, layoutJobs < 1 { throw ValidationError("--layout-jobs must be 1 or more, not \(layoutJobs)") }
    }

    /// Layout workers started from this very executable.
    func isolation() throws -> LayoutIsolation {
        try .workerInThisExecutable(timeout: .seconds(layoutTimeout))
    }

    /// A week: far beyond any layout worth waiting for, and far from overflowing a `Duration`.
    static let longestTimeout: Double = 7 * 24 * 3600
}
