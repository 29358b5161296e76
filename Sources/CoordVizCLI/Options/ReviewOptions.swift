import ArgumentParser
import CoordVizReview

/// What `coordviz review` accepts besides its inputs: the reporter, strictness, baselines and
/// where the report goes.
struct ReviewOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("How to print the findings.", valueName: "reporter"))
    var reporter: Reporter = .text

    @Flag(name: .long, help: "Exit with status 1 on warnings too (notes never fail).")
    var strict = false

    @Option(name: .long, help: ArgumentHelp("Accept the findings listed in this baseline file (default: 'review.baseline' of .coordviz.yml).", valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Write every finding of this run to a baseline file, accepting them all.", valueName: "file"))
    var writeBaseline: String?

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write the report to this file ('-' for standard output).", valueName: "file"))
    var output = "-"
}

extension Reporter: ExpressibleByArgument {}
