import Foundation
import Testing

/// `coordviz render` run as a process: stdout, stderr and exit status.
@Suite struct RenderCommandTests {
    let spec = "Samples/love-story/flow.yaml"
    let snapshot = "Output/love-story/snapshot.json"

    @Test func rendersTheFlowsViewAsSVGToStandardOutput() throws {
        let result = try CommandRunner.coordviz(["render", spec, snapshot, "--view", "flows", "--format", "svg", "-o", "-"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdoutText.contains("<svg"))
        #expect(result.stdoutText.contains("goToDeepViewInFavoriteTab()"))
    }

    @Test func writesAPNGFileWhoseFormatComesFromTheExtension() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("tabs.png").path
        let result = try CommandRunner.coordviz(["render", spec, snapshot, "--view", "tabs", "-o", output])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test func aMissingInputFileIsOneSentenceAndExitStatusOne() throws {
        let result = try CommandRunner.coordviz(["render", "missing.yaml", "--view", "tabs", "-o", "-"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "missing.yaml: error: no such file; check the path\n")
    }

    @Test func aMalformedSpecReportsEveryProblemWithItsLocation() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.yaml")
        try "version: 1\ncoordinators:\n  Main:\n    stak: [A]\n    tabs: [Nope]\n".write(to: bad, atomically: true, encoding: .utf8)
        let result = try CommandRunner.coordviz(["render", bad.path, "-o", "-"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
        \(bad.path):4:5: error: [unknown-key] unknown key 'stak' in coordinator 'Main'; did you mean 'stack'?
        \(bad.path):5:12: error: [unknown-coordinator] unknown coordinator 'Nope'; define it under 'coordinators'

        """)
    }

    @Test func anUnknownViewIsAUsageErrorListingTheViews() throws {
        let result = try CommandRunner.coordviz(["render", spec, "--view", "galaxy"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("galaxy"))
        #expect(result.stderr.contains("hierarchy"))
        #expect(result.stderr.contains("flows"))
    }

    @Test func aFailedRenderLeavesAnExistingOutputFileUntouched() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("keep.svg")
        try Data("precious".utf8).write(to: output)
        let result = try CommandRunner.coordviz(["render", "missing.yaml", "-o", output.path])
        #expect(result.status == 1)
        #expect(try Data(contentsOf: output) == Data("precious".utf8))
    }

    @Test(arguments: [["--view", "flows", "--format", "png"], ["--view", "overview", "--format", "dot"], ["--format", "html"]])
    func aStepThatCannotHappenStopsTheRenderWithItsLocatedErrorsAndKeepsTheOutput(view: [String]) throws {
        // The checks that play every transition run beside the diagrams: their errors still
        // stop the render before anything is written, exactly as `validate` reports them.
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("keep.out")
        try Data("precious".utf8).write(to: output)
        let spec = "Tests/CoordVizSpecTests/Fixtures/broken/impossible-step.yaml"
        let result = try CommandRunner.coordviz(["render", spec] + view + ["-o", output.path])
        let validated = try CommandRunner.coordviz(["validate", spec])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("\(spec):28:9: error: [impossible-step] step 1 of 'back-from-profile' (pop Profile) cannot happen"))
        #expect(result.stderr == validated.stderr)
        #expect(try Data(contentsOf: output) == Data("precious".utf8))
    }

    @Test func warningsOfChecksRunBesideTheDiagramsArePrintedOnceInFileOrder() throws {
        let spec = "Tests/CoordVizSpecTests/Fixtures/broken/unreachable-screen.yaml"
        let result = try CommandRunner.coordviz(["render", spec, "--view", "flows", "--format", "svg", "-o", "-"])
        let validated = try CommandRunner.coordviz(["validate", spec])
        #expect(result.status == 0)
        #expect(result.stdoutText.contains("<svg"))
        #expect(result.stderr.contains("warning: [unreachable-screen]"))
        #expect(result.stderr == validated.stderr)
    }

    @Test func anOutputFolderThatDoesNotExistIsReported() throws {
        let result = try CommandRunner.coordviz(["render", spec, "-o", "/nonexistent-folder/x.svg"])
        #expect(result.status == 1)
        #expect(result.stderr == "/nonexistent-folder/x.svg: error: the folder /nonexistent-folder does not exist; create it or choose another path\n")
    }

    @Test func helpShowsARealExample() throws {
        let result = try CommandRunner.coordviz(["render", "--help"])
        #expect(result.status == 0)
        #expect(result.stdoutText.contains("""
          coordviz render Samples/love-story/flow.yaml \\
              Output/love-story/snapshot.json --view flows -o flows.png
        """))
    }

    @Test func aSnapshotAndSpecOfTheSameAppMergeWithoutWarnings() throws {
        let result = try CommandRunner.coordviz(["render", spec, snapshot, "--view", "hierarchy", "--format", "dot"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
    }
}
