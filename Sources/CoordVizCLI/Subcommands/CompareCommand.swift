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

    @Argument(help: "The flow spec (.yaml, .yml or .json).", completion: ValueCompletion.inputFiles)
    var spec: String

    @Argument(help: "The recording (.json written by CoordVizCore's Recording.write(to:)).", completion: ValueCompletion.inputFiles)
    var recording: String

    /// Files given in the wrong places (the recording first, or a snapshot for the spec) are a
    /// usage error that says so, instead of the spec parser's complaints about a recording.
    mutating func validate() throws {
        let kinds = [spec, recording].map { path in (try? ModelLoader.read(path)).flatMap { try? InputKind(of: path, data: $0) } }
        switch (kinds[0], kinds[1]) {
        case (.recording, .spec):
            throw ValidationError("the arguments are swapped: '\(spec)' is a recording and '\(recording)' a flow spec; run coordviz compare '\(recording)' '\(spec)'")
        case (.recording, _):
            throw ValidationError("'\(spec)' is a recording, not a flow spec; give the flow spec first, then the recording")
        case (.snapshot, _):
            throw ValidationError("'\(spec)' is a snapshot, not a flow spec; compare checks a recording against the flow spec: coordviz compare flow.yaml recording.json")
        default:
            return
        }
    }

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
