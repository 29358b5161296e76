import Foundation
import Testing

/// `.coordviz.yml` gives the inputs and the render and docs defaults, so a team's CI line is
/// `coordviz docs --check && coordviz review` with no arguments; the command line wins. Run in a
/// temporary project, as a team would.
@Suite struct ConfiguredCommandsTests {
    static let configuration = """
    version: 1
    inputs: [Architecture/*.yaml, Architecture/snapshot.json]
    render: { views: [overview, flows], formats: [svg, dot], output: diagrams, theme: dark }
    docs: { output: docs/navigation }
    review:
      rules:
        missing_parent_reference: off

    """

    /// A project holding the love-story spec and snapshot under Architecture/ and `text` as its
    /// `.coordviz.yml`.
    static func project(_ text: String = configuration) throws -> URL {
        let folder = try CommandRunner.temporaryDirectory()
        let architecture = folder.appendingPathComponent("Architecture")
        try FileManager.default.createDirectory(at: architecture, withIntermediateDirectories: true)
        for (from, to) in [("Samples/love-story/flow.yaml", "flow.yaml"), ("Output/love-story/snapshot.json", "snapshot.json")] {
            try FileManager.default.copyItem(at: CommandRunner.repositoryRoot.appendingPathComponent(from), to: architecture.appendingPathComponent(to))
        }
        try Data(text.utf8).write(to: folder.appendingPathComponent(".coordviz.yml"))
        return folder
    }

    @Test func docsAndItsCheckRunWithNoArguments() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let write = try CommandRunner.coordviz(["docs"], in: folder)
        #expect(write.status == 0, "\(write.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("docs/navigation/README.md").path))
        let check = try CommandRunner.coordviz(["docs", "--check"], in: folder)
        #expect(check.status == 0, "\(check.stderr)")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("docs/navigation/navigation.txt"))
        let stale = try CommandRunner.coordviz(["docs", "--check"], in: folder)
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("error: the docs are out of date (1 file); run 'coordviz docs' and commit the folder"))
    }

    @Test func reviewRunsWithNoArgumentsFromAFolderBelowTheConfiguration() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let explicit = try CommandRunner.coordviz(["review", "Architecture/flow.yaml", "Architecture/snapshot.json"], in: folder)
        let configured = try CommandRunner.coordviz(["review"], in: folder)
        #expect(configured.status == explicit.status, "\(configured.stderr)")
        #expect(configured.stdoutText == explicit.stdoutText)
        #expect(!configured.stdoutText.contains("missing_parent_reference"))
        // Below it, the paths read from there.
        let below = try CommandRunner.coordviz(["review"], in: folder.appendingPathComponent("Architecture"))
        #expect(below.status == explicit.status, "\(below.stderr)")
        #expect(below.stdoutText == explicit.stdoutText.replacingOccurrences(of: "Architecture/", with: "../Architecture/"))
    }

    @Test func renderWritesTheConfiguredFolderWithNoArguments() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.coordviz(["render"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("diagrams").path).sorted()
        #expect(written == ["flows.dot", "flows.svg", "overview.dot", "overview.svg"])
        let dark = try CommandRunner.coordviz(["render", "Architecture/flow.yaml", "Architecture/snapshot.json", "--view", "overview", "--theme", "dark", "--format", "dot"], in: folder)
        #expect(try Data(contentsOf: folder.appendingPathComponent("diagrams/overview.dot")) == dark.stdout)
    }

    @Test func theCommandLineWinsOverTheConfiguration() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        // One file named on the command line: no folder; the configured theme unless one is given.
        let configured = try CommandRunner.coordviz(["render", "--view", "overview", "--format", "dot"], in: folder)
        #expect(configured.status == 0, "\(configured.stderr)")
        #expect(configured.stdoutText.contains("bgcolor=\"#16191D\""))
        let light = try CommandRunner.coordviz(["render", "--view", "overview", "--theme", "light", "--format", "dot"], in: folder)
        #expect(light.stdoutText.contains("bgcolor=white"))
        let standardOutput = try CommandRunner.coordviz(["render", "-o", "-"], in: folder)
        #expect(standardOutput.stdoutText.hasPrefix("<?xml"), "\(standardOutput.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("diagrams").path))
        // Inputs given replace the configured ones.
        let validate = try CommandRunner.coordviz(["validate", "Architecture/flow.yaml"], in: folder)
        #expect(validate.stdoutText.hasPrefix("ok: 1 spec file;"))
        let configuredInputs = try CommandRunner.coordviz(["validate"], in: folder)
        #expect(configuredInputs.stdoutText.hasPrefix("ok: 1 spec file and 1 snapshot;"))
    }

    @Test func anUnknownKeyIsALocatedErrorWithTheKeyItMeant() throws {
        let folder = try Self.project("version: 1\ninputs: [Architecture/flow.yaml]\nrender: { view: [flows], theme: drak }\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.coordviz(["render"], in: folder)
        #expect(result.status == 1)
        let config = ".coordviz.yml"
        #expect(result.stderr.contains("\(config):3:11: error: [unknown-key] unknown key 'view' in 'render'; did you mean 'views'?"), "\(result.stderr)")
        #expect(result.stderr.contains("\(config):3:33: error: [unknown-value] unknown theme 'drak'; did you mean 'dark'?"), "\(result.stderr)")
    }

    @Test func noInputsAnywhereNamesTheConfigurationToListThemIn() throws {
        let folder = try Self.project("version: 1\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.coordviz(["review"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: no inputs: give them on the command line ('coordviz review flow.yaml snapshot.json') or list them under 'inputs:' in "))
        #expect(result.stderr.hasSuffix(".coordviz.yml\n"))
    }

    @Test func docsWithoutAFolderAnywhereSaysWhereToNameOne() throws {
        let folder = try Self.project("version: 1\ninputs: [Architecture/flow.yaml]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.coordviz(["docs"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: no docs folder: give -o/--output FOLDER, or 'docs: { output: FOLDER }' in "))
    }
}
