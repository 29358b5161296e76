import ArgumentParser
import CoordVizCore
import CoordVizFrontend
import CoordVizSpec
import Foundation

/// `coordviz compare`: checks a recorded scenario against the transitions of the specs.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Check that a recorded scenario performs the transitions the specs declare.",
        discussion: """
        Each recorded action is matched to the spec transition with the same trigger from the \
        same screen; both are played from the state before the action and must leave the user \
        in the same place (tab, stacks, presented screens). Prints one line per action and \
        exits 1 when any action differs from the spec or is not declared by it.

        The inputs are those of validate (several spec files are read as one spec) and one \
        recording, in any order; a snapshot has no part in the comparison.

        Examples:
          coordviz compare Samples/love-story/flow.yaml \\
              Output/love-story/recording.json
          coordviz compare Features/*.yaml recording.json
        """
    )

    @OptionGroup(title: "Inputs") var input: InputOptions

    @OptionGroup(title: "Messages and configuration") var common: GlobalOptions

    func run() throws {
        var clean = true
        try Failure.reporting {
            let configuration = try common.configuration()
            let given = try input.paths(command: "compare", configuration: configuration, example: "flow.yaml recording.json")
            let (specs, recordingPath) = try Self.sort(given, configured: input.inputs.isEmpty ? [] : configuration.inputs)
            let loaded = try ModelLoader.load(specs)
            loaded.warnings.forEach(StandardError.write)
            let declared = loaded.spec?.model ?? loaded.model
            let recorded = try Recording.decode(from: ModelLoader.read(recordingPath), source: recordingPath)
            let comparison = RecordingComparison(recording: recorded, spec: declared)
            try comparison.reportLines.forEach(StandardOutput.writeLine)
            clean = comparison.isClean
        }
        if !clean { throw ExitCode.failure }
    }

    /// The specs and the one recording among `paths`, whatever their order (the specs of
    /// `configured`, the configuration's inputs, when `paths` has none); a snapshot, a second
    /// recording, or a missing spec or recording is a usage error naming the files.
    static func sort(_ paths: [String], configured: [String] = []) throws -> (specs: [String], recording: String) {
        var specs: [String] = [], recordings: [String] = [], snapshots: [String] = []
        let kinds = try paths.map { try InputKind(of: $0, data: ModelLoader.read($0)) }
        if !kinds.contains(.spec) {
            specs = try configured.filter { try InputKind(of: $0, data: ModelLoader.read($0)) == .spec }
        }
        for (path, kind) in zip(paths, kinds) {
            switch kind {
            case .spec: specs.append(path)
            case .recording: recordings.append(path)
            case .snapshot: snapshots.append(path)
            }
        }
        if let snapshot = snapshots.first {
            throw CLIError.usage("'\(snapshot)' is a snapshot; compare plays a recording against the flow specs and takes no snapshot: coordviz compare flow.yaml recording.json")
        }
        if recordings.count > 1 {
            throw CLIError.usage("\(recordings.count) recordings given (\(recordings.joined(separator: ", "))); compare one recording at a time")
        }
        guard let recording = recordings.first else {
            // A damaged recording reads as a spec: reading the specs names what is wrong with it
            // (invalid input, status 1) before "no recording" is said of intact ones.
            if specs.contains(where: { $0.lowercased().hasSuffix(".json") }) { _ = try ModelLoader.load(specs) }
            throw CLIError.usage("no recording among the inputs (\(paths.joined(separator: ", "))); give the recording (.json written by Recording.write(to:)) beside the flow specs")
        }
        guard !specs.isEmpty else {
            throw CLIError.usage("no flow spec among the inputs; give the specs '\(recording)' is checked against, e.g. coordviz compare flow.yaml '\(recording)'")
        }
        return (specs, recording)
    }
}
