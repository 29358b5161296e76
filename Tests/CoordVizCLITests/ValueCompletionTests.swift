import Foundation
import Testing

@testable import CoordVizCLI

/// Shell completion offers the names of the app on the command line: the shells call the binary
/// back (`coordviz ---completion …`) with the words typed so far, and it answers with views,
/// tab titles, screens, transitions and coordinators read from the inputs among those words.
/// (`scripts/check-completion.sh` types the same lines into real bash, zsh and fish sessions.)
@Suite struct ValueCompletionTests {
    let spec = "Samples/love-story/flow.yaml"

    /// What the binary answers for `option`'s value on `line` (the words typed, the value last).
    func completions(_ option: String, line: [String], shell: String = "bash", in folder: URL = CommandRunner.repositoryRoot) throws -> [String] {
        let words = ["coordviz"] + line
        let arguments = ["---completion", "render", "--", option, "\(words.count - 1)", "\(words.last?.count ?? 0)"] + words
        let result = try CommandRunner.coordviz(arguments, in: folder, environment: ["SAP_SHELL": shell])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        return result.stdoutText.split(separator: "\n").map(String.init)
    }

    @Test func viewsIncludeAStoryboardForEachTransitionOfTheSpecOnTheLine() throws {
        let offered = try completions("--view", line: ["render", spec, "--view", ""])
        #expect(Array(offered.prefix(5)) == ["overview", "hierarchy", "tabs", "flows", "deeplinks"])
        #expect(offered.contains("flow:favorites-tab"))
        #expect(offered.contains("flow:deep-view-in-orders"))
    }

    @Test func withoutInputsOnTheLineOnlyTheFixedViewsAreOffered() throws {
        #expect(try completions("--view", line: ["render", "--view", ""]) == ["overview", "hierarchy", "tabs", "flows", "deeplinks"])
    }

    @Test func zshGetsColonsEscapedSoItsDescribeKeepsWholeNames() throws {
        let offered = try completions("--view", line: ["render", spec, "--view", ""], shell: "zsh")
        #expect(offered.contains(#"flow\:favorites-tab"#))
        #expect(!offered.contains("flow:favorites-tab"))
    }

    @Test func tabTitlesScreensTransitionsAndCoordinatorsComeFromTheInputs() throws {
        #expect(try completions("--tab", line: ["render", spec, "--tab", ""]) == ["Home", "Orders"])
        #expect(try completions("--focus", line: ["render", spec, "--focus", ""]).contains("Orders2ViewController"))
        #expect(try completions("--flow", line: ["render", spec, "--flow", ""]).contains("open-orders3"))
        #expect(try completions("--root", line: ["render", spec, "--root", ""]).contains("OrdersCoordinator"))
    }

    @Test func withoutInputsOnTheLineTheConfigurationsInputsAreRead() throws {
        let project = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: project) }
        let architecture = project.appendingPathComponent("Architecture")
        try FileManager.default.createDirectory(at: architecture, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CommandRunner.repositoryRoot.appendingPathComponent(spec), to: architecture.appendingPathComponent("flow.yaml"))
        try "version: 1\ninputs: [Architecture/flow.yaml]\n".write(to: project.appendingPathComponent(".coordviz.yml"), atomically: true, encoding: .utf8)
        // From a subfolder too: the configuration is found upward, its paths read from its folder.
        for folder in [project, architecture] {
            #expect(try completions("--tab", line: ["render", "--tab", ""], in: folder) == ["Home", "Orders"])
            #expect(try completions("--view", line: ["render", "--view", ""], in: folder).contains("flow:favorites-tab"))
        }
    }

    @Test func anOutputFileIsNotReadAsAnInput() throws {
        // `-o spec.yaml` names a file to write: its names must not be offered.
        let offered = try completions("--tab", line: ["render", "-o", spec, "--tab", ""])
        #expect(offered.isEmpty)
    }

    @Test func aBrokenInputGivesNoNamesAndNoError() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.yaml")
        try "version: 2\ncoordinators: [".write(to: broken, atomically: true, encoding: .utf8)
        #expect(try completions("--tab", line: ["render", broken.path, "--tab", ""]).isEmpty)
    }

    @Test func bashCompletesAViewNameHoldingAColonDespiteBashBreakingWordsThere() throws {
        // bash splits `flow:open-` into `flow`, `:`, `open-`; the wrapped script joins them again
        // and answers with what bash replaces: the part after the colon.
        let script = try CommandRunner.coordviz(["--generate-completion-script", "bash"]).stdoutText
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scriptFile = folder.appendingPathComponent("coordviz.bash")
        try script.write(to: scriptFile, atomically: true, encoding: .utf8)
        let line = "coordviz render \(spec) --view flow:open-"
        let driver = """
        source '\(scriptFile.path)'
        COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}
        COMP_WORDS=(coordviz render \(spec) --view flow : open-); COMP_CWORD=6
        _coordviz coordviz open- :
        printf '%s\\n' "${COMPREPLY[@]}"
        """
        let path = "\(CommandRunner.coordvizExecutable.deletingLastPathComponent().path):\(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")"
        let result = try CommandRunner.run(URL(fileURLWithPath: "/bin/bash"), ["-c", driver], environment: ["PATH": path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdoutText.split(separator: "\n") == ["open-home2", "open-orders2", "open-orders3"])
    }

    @Test func theBashWrapperLeavesAnUnexpectedScriptUnchanged() {
        let unexpected = "# a script without the entry function\ncomplete -F other coordviz\n"
        #expect(CompletionScript.bash(wrapping: unexpected, commandName: "coordviz") == unexpected)
    }
}
