import Foundation
import Testing

/// `--quiet` keeps only errors on standard error and `--color` colours the severity words, on
/// every command; run as processes (a terminal through `script` where `auto` needs one).
@Suite struct QuietAndColorTests {
    let warned = "Tests/CoordVizSpecTests/Fixtures/broken/unreachable-screen.yaml"
    static let commands = ["render", "validate", "compare", "review", "docs", "model", "diff", "scan"]

    @Test(arguments: commands)
    func everyCommandTakesQuietAndColor(command: String) throws {
        let help = try CommandRunner.coordviz([command, "--help"]).stdoutText
        #expect(help.contains("-q, --quiet"), "\(command)")
        #expect(help.contains("--color <when>"), "\(command)")
        #expect(help.contains("--config <path>"), "\(command)")
    }

    @Test func quietDropsWarningsButKeepsErrors() throws {
        let loud = try CommandRunner.coordviz(["validate", warned])
        #expect(loud.stderr.contains(": warning: [unreachable-screen]"))
        let quiet = try CommandRunner.coordviz(["validate", warned, "--quiet"])
        #expect(quiet.status == 0)
        #expect(quiet.stderr == "")
        #expect(quiet.stdoutText.hasSuffix("; 1 warning\n"))
        let strict = try CommandRunner.coordviz(["validate", warned, "-q", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stderr == "error: 1 warning with --strict\n")
    }

    @Test func quietRenderPrintsNoWarnings() throws {
        let result = try CommandRunner.coordviz(["render", warned, "--format", "dot", "--quiet"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdoutText.hasPrefix("digraph"))
    }

    @Test func quietBundledWithTheOutputFlagIsStillQuiet() throws {
        let result = try CommandRunner.coordviz(["render", warned, "--format", "dot", "-qo", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(result.stdoutText.hasPrefix("digraph"))
    }

    @Test func quietStillPrintsUsageErrors() throws {
        let result = try CommandRunner.coordviz(["render", warned, "--view", "flws", "--quiet"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: "))
    }

    @Test func colorAlwaysColoursTheSeverityWords() throws {
        let result = try CommandRunner.coordviz(["validate", warned, "--color", "always", "--strict"])
        #expect(result.stderr.contains(": \u{1B}[1;35mwarning:\u{1B}[0m [unreachable-screen]"))
        #expect(result.stderr.hasSuffix("\u{1B}[1;31merror:\u{1B}[0m 1 warning with --strict\n"))
        let usage = try CommandRunner.coordviz(["render", warned, "--view", "flws", "--color=always"])
        #expect(usage.stderr.hasPrefix("\u{1B}[1;31merror:\u{1B}[0m "))
    }

    @Test(arguments: ["auto", "never"])
    func noColourIntoAPipe(choice: String) throws {
        let result = try CommandRunner.coordviz(["validate", warned, "--color", choice])
        #expect(!result.stderr.contains("\u{1B}["))
    }

    @Test func autoColoursATerminalUnlessNoColorIsSet() throws {
        let command = "'\(CommandRunner.coordvizExecutable.path)' validate '\(warned)'"
        // `script` gives the command a terminal as its standard error (and output).
        let terminal = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"], environment: ["NO_COLOR": ""])
        #expect(terminal.stdoutText.contains("\u{1B}[1;35mwarning:\u{1B}[0m"))
        let noColor = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"], environment: ["NO_COLOR": "1"])
        #expect(noColor.stdoutText.contains("warning: [unreachable-screen]"))
        #expect(!noColor.stdoutText.contains("\u{1B}[1;35m"))
        let never = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command + " --color never", "/dev/null"], environment: ["NO_COLOR": ""])
        #expect(!never.stdoutText.contains("\u{1B}[1;35m"))
    }

    @Test func errorIsAlwaysLowerCase() throws {
        for arguments in [["render", "--nope"], ["validate", "missing.yaml"], ["render", warned, "--tab", "Nowhere"], ["compare", warned]] {
            let result = try CommandRunner.coordviz(arguments)
            #expect(!result.stderr.contains("Error:"), "\(arguments)")
            #expect(result.stderr.contains("error:"), "\(arguments)")
        }
    }
}
