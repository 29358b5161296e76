import ArgumentParser
import CoordVizCore
import CoordVizFrontend
import CoordVizSpec
import Foundation

/// `coordviz compare`: checks a recorded scenario against the spec's transitions.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Check that a recorded scenario performs the transitions a spec declares.",
        discussion: """
        Each recorded action is matched to the spec transition with the same trigger from the \
        same screen; both are played from the state before the action and must leave the user \
        in the same place (tab, stacks, presented screens). Prints one line per action and \
        exits 1 when any action differs from the spec or is not declared by it.

        Example:
          coordviz compare Samples/love-story/flow.yaml Output/love-story/recording.json
        """
    )

    @Argument(help: "The flow spec (.yaml, .yml or .json).")
    var spec: String

    @Argument(help: "The recording (.json written by CoordVizCore's Recording.write(to:)).")
    var recording: String

    func run() throws {
        var clean = true
        try Failure.reporting {
            let declared = try FlowSpecParser.parse(ModelLoader.readText(spec), path: spec).model
            let recorded = try Recording.decode(from: ModelLoader.read(recording), source: recording)
            let comparison = RecordingComparison(recording: recorded, spec: declared)
            try comparison.reportLines.forEach(StandardOutput.writeLine)
            clean = comparison.isClean
        }
        if !clean { throw ExitCode.failure }
    }
}
