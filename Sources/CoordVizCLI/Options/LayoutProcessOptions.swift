import ArgumentParser
import CoordVizRender

/// How layouts run: each in a worker process with a time limit, several at once, and only for
/// views small enough to lay out.
struct LayoutProcessOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Stop a layout that takes longer than this; each Graphviz layout runs in a process of its own.", valueName: "seconds"))
    var layoutTimeout: Double = 60

    @Option(help: ArgumentHelp("How many views of an HTML page to lay out at once (default: one per core).", valueName: "N"))
    var layoutJobs: Int?

    @Option(help: ArgumentHelp(
        "Refuse to lay out a view with more nodes than this, and say which part to draw instead (default: \(SizeGuard.defaultMaxNodes)).",
        valueName: "N"
    ))
    var maxNodes: Int = SizeGuard.defaultMaxNodes

    mutating func validate() throws {
        if maxNodes < 1 { throw ValidationError("--max-nodes must be 1 or more, not \(maxNodes)") }
        guard layoutTimeout > 0, layoutTimeout <= Self.longestTimeout else {
            throw ValidationError("--layout-timeout must be a number of seconds above 0 and at most \(Int(Self.longestTimeout)), not \(layoutTimeout)")
        }
        if let layoutJobs, layoutJobs < 1 { throw ValidationError("--layout-jobs must be 1 or more, not \(layoutJobs)") }
    }

    /// Layout workers started from this very executable.
    func isolation() throws -> LayoutIsolation {
        try .workerInThisExecutable(timeout: .seconds(layoutTimeout))
    }

    /// The limit on the size of views laid out.
    var sizeGuard: SizeGuard { SizeGuard(maxNodes: maxNodes) }

    /// A week: far beyond any layout worth waiting for, and far from overflowing a `Duration`.
    static let longestTimeout: Double = 7 * 24 * 3600
}
