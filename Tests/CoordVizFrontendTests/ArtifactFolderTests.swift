import CoordVizFrontend
import Foundation
import Testing

/// Writing a whole folder is all or nothing, and a folder can be compared with a plan.
@Suite struct ArtifactFolderTests {
    let marker = ".coordviz-test"

    @Test func replacingAFolderLeavesExactlyThePlannedFiles() throws {
        let parent = try FrontendFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("docs")
        try ArtifactFolder.replace(folder, with: [built(marker, ""), built("old.md", "old")], marker: marker)
        try ArtifactFolder.replace(folder, with: [built(marker, ""), built("a/b.md", "new")], marker: marker)
        #expect(ArtifactFolder.files(under: folder) == [marker, "a/b.md"].sorted())
        #expect(try String(contentsOf: folder.appendingPathComponent("a/b.md"), encoding: .utf8) == "new")
        // Nothing is left beside it: no staging or retired folders.
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["docs"])
    }

    @Test func aFolderCoordvizDidNotWriteIsRefusedAndKept() throws {
        let folder = try FrontendFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.md"))
        #expect(throws: FrontendError.self) { try ArtifactFolder.replace(folder, with: [built("x.md", "x")], marker: marker) }
        #expect(ArtifactFolder.files(under: folder) == ["notes.md"])
    }

    @Test func aFailedWriteLeavesThePreviousFolderUntouched() throws {
        let parent = try FrontendFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("docs")
        try ArtifactFolder.replace(folder, with: [built(marker, ""), built("page.md", "v1")], marker: marker)
        // A file and a folder of the same name cannot both be written.
        #expect(throws: FrontendError.self) {
            try ArtifactFolder.replace(folder, with: [built(marker, ""), built("x", "file"), built("x/y.md", "child")], marker: marker)
        }
        #expect(try String(contentsOf: folder.appendingPathComponent("page.md"), encoding: .utf8) == "v1")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["docs"])
    }

    @Test func driftListsStaleMissingAndExtraFiles() throws {
        let folder = try FrontendFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ArtifactFolder.write([built("same.md", "1"), built("stale.md", "old"), built("extra.md", "x")], into: folder)
        let drift = ArtifactFolder.drift(of: [built("same.md", "1"), built("stale.md", "new"), built("sub/missing.md", "m")], against: folder)
        #expect(drift == FolderDrift(stale: ["stale.md"], missing: ["sub/missing.md"], extra: ["extra.md"]))
        #expect(!drift.isClean)
        #expect(ArtifactFolder.drift(of: [built("same.md", "1"), built("stale.md", "old"), built("extra.md", "x")], against: folder).isClean)
    }

    private func built(_ path: String, _ text: String) -> BuiltArtifact {
        BuiltArtifact(path: path, bytes: Array(text.utf8))
    }
}
