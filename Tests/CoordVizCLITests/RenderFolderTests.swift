import Foundation
import Testing

/// `render --output-dir`: several views and formats into a folder in one run.
@Suite struct RenderFolderTests {
    static let spec = CommandRunner.repositoryRoot.appendingPathComponent("Samples/love-story/flow.yaml").path

    @Test func everyViewInEveryFormatLandsInTheFolderWithAPage() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("views").path
        let result = try CommandRunner.coordviz(["render", Self.spec, "--output-dir", out, "--formats", "svg,mermaid,html"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: out))
        #expect(files.isSuperset(of: ["overview.svg", "hierarchy.mmd", "flows.svg", "flow-open-home2.svg", "index.html"]))
        #expect(!files.contains("overview.png"))
        let overview = try String(contentsOfFile: "\(out)/overview.svg", encoding: .utf8)
        #expect(overview.contains("hierarchy.svg#"), "SVG files link to their siblings")
    }

    @Test func chosenViewsOnly() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.coordviz(["render", Self.spec, "--view", "tabs", "--view", "deeplinks", "--output-dir", folder.path, "--formats", "dot"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["deeplinks.dot", "tabs.dot"])
    }

    @Test func aFileAndAFolderTogetherIsAUsageError() throws {
        let result = try CommandRunner.coordviz(["render", Self.spec, "--output-dir", "/tmp/x", "-o", "a.svg"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("either -o FILE"))
    }

    @Test func anUnknownFormatInTheListIsNamed() throws {
        let result = try CommandRunner.coordviz(["render", Self.spec, "--output-dir", "/tmp/x", "--formats", "svg,gif"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown format 'gif'"))
    }

    @Test func formatsWithoutAFolderIsAUsageError() throws {
        let result = try CommandRunner.coordviz(["render", Self.spec, "--formats", "svg"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--formats goes with --output-dir"))
    }
}
