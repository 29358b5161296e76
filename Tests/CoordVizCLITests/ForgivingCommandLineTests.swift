import Foundation
import Testing

@testable import CoordVizCLI

/// The command line forgives and explains: mistyped commands and values get a suggestion,
/// contradictions and swapped arguments are named, binary output never reaches a terminal, and
/// every error starts with `error:`; each run as a process, checking both streams and the status.
@Suite struct ForgivingCommandLineTests {
    let inputs = ["Samples/love-story/flow.yaml", "Output/love-story/snapshot.json"]

    @Test func aMistypedCommandSuggestsTheCommandItMeant() throws {
        let result = try CommandRunner.coordviz(["rendr"] + inputs)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: unknown command 'rendr'; did you mean 'render'? (the commands are render, validate, compare, review"))
        #expect(!result.stderr.contains("_layout-worker"))
    }

    @Test func anUnknownCommandFarFromAnyListsTheCommands() throws {
        let result = try CommandRunner.coordviz(["paint"] + inputs)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: unknown command 'paint'; the commands are render, validate"))
    }

    @Test(arguments: [("flws", "flows"), ("hierachy", "hierarchy"), ("flow", "flow:<transition id>")])
    func aMistypedViewSuggestsTheViewItMeant(typed: String, meant: String) throws {
        let result = try CommandRunner.coordviz(["render"] + inputs + ["--view", typed, "--format", "dot"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.contains("Unknown view '\(typed)'"))
        #expect(result.stderr.contains("did you mean '\(meant)'?"))
    }

    @Test(arguments: [["--format", "pgn"], ["--output-dir", "/nonexistent", "--formats", "svg,pgn"]])
    func aMistypedFormatSuggestsTheFormatItMeant(arguments: [String]) throws {
        let result = try CommandRunner.coordviz(["render"] + inputs + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.contains("unknown format 'pgn'; did you mean 'png'?"))
    }

    @Test func aFormatThatContradictsTheOutputFileIsAnErrorNamingBoth() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("x.svg")
        let result = try CommandRunner.coordviz(["render"] + inputs + ["--format", "png", "-o", output.path])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: --format png contradicts the output file '\(output.path)', whose extension .svg means svg; drop --format, or name the file .png\n"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func aFormatTheOutputFileAgreesWithIsAccepted() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("x.gv")
        let result = try CommandRunner.coordviz(["render"] + inputs + ["--format", "dot", "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: output, encoding: .utf8).hasPrefix("digraph"))
    }

    @Test(arguments: ["png", "pdf"])
    func binaryOutputToATerminalIsRefusedWithAHint(format: String) throws {
        let command = ([CommandRunner.coordvizExecutable.path, "render"] + inputs + ["--format", format])
            .map { "'\($0)'" }.joined(separator: " ")
        // `script` gives the command a terminal as its standard output.
        let result = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"])
        #expect(result.status == 64)
        #expect(result.stdoutText.contains("error: --format \(format) writes binary bytes, which a terminal cannot show; write a file with -o diagram.\(format)"))
        #expect(!result.stdoutText.contains("%PDF") && !result.stdoutText.contains("PNG"))
    }

    @Test func binaryOutputIntoAPipeIsWritten() throws {
        let result = try CommandRunner.coordviz(["render"] + inputs + ["--format", "png"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func aSnapshotGivenToCompareIsNamed() throws {
        let result = try CommandRunner.coordviz(["compare", "Output/love-story/snapshot.json", "Output/love-story/recording.json"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: 'Output/love-story/snapshot.json' is a snapshot; compare plays a recording against the flow specs and takes no snapshot"))
    }

    @Test(arguments: [["render", "--no-such-flag"] + ["Samples/love-story/flow.yaml"], ["render", "--color", "sometimes", "Samples/love-story/flow.yaml"], ["render", "--depth", "-1", "Samples/love-story/flow.yaml"], ["compare", "--no-such-flag"]])
    func usageErrorsStartWithLowerCaseErrorAndExit64(arguments: [String]) throws {
        let result = try CommandRunner.coordviz(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(!result.stderr.contains("Error:"))
        #expect(result.stderr.contains("Usage: coordviz"))
    }

    @Test func anInternalFailureExitsSeventy() throws {
        let result = try CommandRunner.coordviz(["render"] + inputs + ["--view", "flows"], environment: ["COORDVIZ_WORKER_FAULT": "garble"])
        #expect(result.status == 70)
        #expect(result.stderr.hasPrefix("error: The layout process for the flows view sent a reply coordviz cannot read;"))
        #expect(result.stdout.isEmpty)
    }

    @Test func helpStillGoesToStandardOutputAndExitsZero() throws {
        let result = try CommandRunner.coordviz(["render", "--help"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdoutText.hasPrefix("OVERVIEW: Render a view"))
    }
}

/// One exit-status table, in `coordviz --help` and the README, which the commands keep.
@Suite struct ExitStatusTableTests {
    @Test func theHelpListsEveryExitStatus() throws {
        let help = try CommandRunner.coordviz(["--help"]).stdoutText
        for status in ExitStatus.allCases {
            #expect(help.contains("\(status.rawValue)") && help.contains(status.meaning), "\(status)")
        }
        #expect(SharedInputsTests.flattened(help).contains("A --view, --tab, --root, --focus or --flow naming nothing in the model is bad usage (64)"))
    }

    @Test func theReadmeListsTheSameTable() throws {
        let readme = try String(contentsOf: CommandRunner.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for status in ExitStatus.allCases {
            #expect(readme.contains("| \(status.rawValue) | \(status.meaning) |"), "README lacks the row for \(status.rawValue)")
        }
    }
}

/// `coordviz --version` names coordviz's version and the Graphviz loaded in the process.
@Suite struct VersionTests {
    @Test func theVersionNamesTheGraphvizInUse() throws {
        let result = try CommandRunner.coordviz(["--version"])
        #expect(result.status == 0)
        let pkgConfig = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["pkg-config", "--modversion", "libgvc"])
        let graphviz = pkgConfig.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!graphviz.isEmpty)
        #expect(result.stdoutText == "coordviz \(CoordVizVersion.string) (Graphviz \(graphviz))\n")
    }
}
