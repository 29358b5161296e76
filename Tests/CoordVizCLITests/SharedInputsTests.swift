import Foundation
import Testing

@testable import CoordVizCLI

/// Every command that reads a model takes the same inputs through one option group: the same
/// help, the same kinds in any order, the same errors for missing and mistyped files.
@Suite struct SharedInputsTests {
    static let modelCommands = ["render", "validate", "compare", "review", "docs", "model"]
    let spec = "Samples/love-story/flow.yaml"
    let recording = "Output/love-story/recording.json"

    /// Help text with its wrapping undone.
    static func flattened(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test(arguments: modelCommands)
    func everyCommandThatReadsAModelDescribesItsInputsTheSameWay(command: String) throws {
        let result = try CommandRunner.coordviz([command, "--help"])
        #expect(result.status == 0)
        #expect(Self.flattened(result.stdoutText).contains(Self.flattened(InputOptions.help)), "\(command)")
    }

    @Test func diffSidesTakeTheSameKinds() throws {
        let result = try CommandRunner.coordviz(["diff", "--help"])
        #expect(Self.flattened(result.stdoutText).contains(Self.flattened(DiffCommand.sideKinds)))
    }

    @Test(arguments: modelCommands)
    func noInputsAnywhereSaysWhatToPassInOneSentence(command: String) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.coordviz([command] + (command == "docs" ? ["-o", "docs"] : []), in: folder)
        #expect(result.status == 64, "\(command): \(result.stderr)")
        #expect(result.stderr.hasPrefix("error: no inputs: give them on the command line ('coordviz \(command) "), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("or list them under 'inputs:' in a .coordviz.yml in this folder or one above it\n"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test(arguments: ["render", "validate", "review", "model"])
    func aMistypedInputNamesTheFileItMeant(command: String) throws {
        let result = try CommandRunner.coordviz([command, "Samples/love-story/flow.yml", "Output/love-story/snapshot.json"])
        #expect(result.status == 1)
        #expect(result.stderr == "Samples/love-story/flow.yml: error: no such file; did you mean 'Samples/love-story/flow.yaml'?\n")
    }

    @Test func compareTakesSeveralSpecsLikeValidate() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: CommandRunner.repositoryRoot.appendingPathComponent(spec), encoding: .utf8)
        let split = try #require(text.range(of: "transitions:\n"))
        let app = folder.appendingPathComponent("1-app.yaml"), flows = folder.appendingPathComponent("2-flows.yaml")
        try String(text[..<split.lowerBound]).write(to: app, atomically: true, encoding: .utf8)
        try ("version: 1\n" + text[split.lowerBound...]).write(to: flows, atomically: true, encoding: .utf8)
        let together = try CommandRunner.coordviz(["compare", app.path, flows.path, recording])
        let whole = try CommandRunner.coordviz(["compare", spec, recording])
        #expect(together.status == 0, "\(together.stderr)")
        #expect(together.stdoutText == whole.stdoutText)
    }

    @Test func compareTakesItsInputsInAnyOrder() throws {
        let recordingFirst = try CommandRunner.coordviz(["compare", recording, spec])
        #expect(recordingFirst.status == 0, "\(recordingFirst.stderr)")
        #expect(recordingFirst.stdoutText == (try CommandRunner.coordviz(["compare", spec, recording])).stdoutText)
    }

    @Test(arguments: [
        (["Output/love-story/snapshot.json", "Output/love-story/recording.json", "Samples/love-story/flow.yaml"],
         "error: 'Output/love-story/snapshot.json' is a snapshot; compare plays a recording against the flow specs and takes no snapshot"),
        (["Samples/love-story/flow.yaml"], "error: no recording among the inputs (Samples/love-story/flow.yaml); give the recording"),
        (["Output/love-story/recording.json"], "error: no flow spec among the inputs; give the specs 'Output/love-story/recording.json' is checked against"),
        (["Samples/love-story/flow.yaml", "Output/love-story/recording.json", "Output/love-story/recording.json"], "error: 2 recordings given"),
    ])
    func compareNamesInputsOfTheWrongKind(inputs: [String], message: String) throws {
        let result = try CommandRunner.coordviz(["compare"] + inputs)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }

    @Test(arguments: ["docs", "diff"])
    func drawingCommandsSpellTheLookOptionsLikeRender(command: String) throws {
        let help = try CommandRunner.coordviz([command, "--help"]).stdoutText
        for option in ["--theme <theme>", "--layout <engine>", "--rankdir <direction>", "--layout-timeout", "--max-nodes"] {
            #expect(help.contains(option), "\(command) lacks \(option)")
        }
    }
}

/// Inputs in the wrong place: the output given where an input goes, or an input as the output.
@Suite struct MisplacedInputsTests {
    @Test(arguments: ["render", "validate", "review", "model", "docs"])
    func aDrawingWhereAnInputGoesIsNamedAsTheOutput(command: String) throws {
        let result = try CommandRunner.coordviz([command, "Samples/love-story/flow.yaml", "flows.svg"] + (command == "docs" ? ["-o", "docs"] : []))
        #expect(result.status == 64)
        #expect(result.stderr == "error: 'flows.svg' is where a svg drawing would go, not an input (inputs end in .yaml, .yml or .json); to write it, give -o 'flows.svg'\n")
    }

    @Test(arguments: ["render", "model", "review"])
    func anInputAsTheOutputIsRefusedBeforeItIsReplaced(command: String) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("flow.yaml")
        try FileManager.default.copyItem(at: CommandRunner.repositoryRoot.appendingPathComponent("Samples/love-story/flow.yaml"), to: spec)
        let before = try Data(contentsOf: spec)
        let result = try CommandRunner.coordviz([command, "flow.yaml", "-o", "./flow.yaml"] + (command == "render" ? ["--format", "dot"] : []), in: folder)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr == "error: 'flow.yaml' is both an input and the -o file; writing would replace the input: give the output another name\n")
        #expect(try Data(contentsOf: spec) == before)
    }
}
