import ArgumentParser
import CoordVizFrontend
import CoordVizRender
import CoordVizSpec
import Foundation

/// The inputs of every command that reads a model (render, validate, compare, review, docs,
/// model; diff's sides take the same kinds): flow specs, read together as one spec (one file per
/// feature), at most one snapshot and, where the command uses one, one recording. One help text
/// and one set of errors, whichever command is given them.
struct InputOptions: ParsableArguments {
    /// The help every command shows for its inputs.
    static let help = "Flow specs (.yaml, .yml, .json; several are read as one spec), at most one snapshot (.json) and, for review and compare, one recording (.json); default: 'inputs' of .coordviz.yml."

    @Argument(help: ArgumentHelp(Self.help, valueName: "input"), completion: ValueCompletion.inputFiles)
    var inputs: [String] = []

    /// The inputs to read: those given, else the configuration's `inputs:`, after checking that
    /// each exists or naming the file a mistyped name meant.
    ///
    /// - Throws: ``CLIError/usage(_:)`` when there are none; ``CLIError/mistypedInput(_:meant:)``
    ///   for a missing file with a near namesake beside it.
    func paths(command: String, configuration: Configuration, example: String = "flow.yaml snapshot.json") throws -> [String] {
        let paths = inputs.isEmpty ? configuration.inputs : inputs
        guard !paths.isEmpty else { throw CLIError.usage(Self.noInputs(command: command, example: example, configuration: configuration)) }
        try InputFileNames.check(paths)
        return paths
    }

    /// The one sentence saying what to pass when a command has no inputs.
    static func noInputs(command: String, example: String, configuration: Configuration) -> String {
        "no inputs: give them on the command line ('coordviz \(command) \(example)') or list them under 'inputs:' in "
            + (configuration.path ?? "a \(Configuration.fileName) in this folder or one above it")
    }
}

/// Inputs given in the wrong place: a drawing where an input goes (the output given without
/// -o), an input that is also the output file, and a missing input whose name is close to a
/// file beside it (the error names the file it meant).
enum InputFileNames {
    /// The input kinds' extensions, the only files worth suggesting.
    static let extensions: Set<String> = ["yaml", "yml", "json"]

    static func check(_ paths: [String]) throws {
        for path in paths {
            let fileExtension = URL(fileURLWithPath: path).pathExtension
            if !extensions.contains(fileExtension.lowercased()), let format = DiagramFormat(fileExtension: fileExtension) {
                throw CLIError.usage("'\(path)' is where a \(format.rawValue) drawing would go, not an input (inputs end in .yaml, .yml or .json); to write it, give -o '\(path)'")
            }
        }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            if let meant = suggestion(for: path) { throw CLIError.mistypedInput(path, meant: meant) }
        }
    }

    /// Refuses an output file that is one of the inputs: writing it would replace the input.
    static func check(output: String, against paths: [String]) throws {
        guard output != "-" else { return }
        let target = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath()
        if let input = paths.first(where: { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath() == target }) {
            throw CLIError.usage("'\(input)' is both an input and the -o file; writing would replace the input: give the output another name")
        }
    }

    /// The input file beside `path` whose name is closest to its own, if one is close.
    static func suggestion(for path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        let candidates = names.filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
        guard let name = Suggestion.closest(to: url.lastPathComponent, among: candidates) else { return nil }
        let given = (path as NSString).deletingLastPathComponent
        return given.isEmpty ? name : (given as NSString).appendingPathComponent(name)
    }
}
