import CoordVizFrontend
import Foundation
import Testing

/// The inputs of `render` and `validate`: any number of spec files read as one spec, and at most
/// one snapshot.
@Suite struct InputLoaderTests {
    static let folder = CommandRunner.repositoryRoot.appendingPathComponent("Tests/CoordVizSpecTests/Fixtures").path

    @Test func severalSpecFilesAndASnapshotMergeIntoOneModel() throws {
        let loaded = try ModelLoader.load([
            "\(Self.folder)/features/shop/1-app.yaml", "\(Self.folder)/features/shop/2-feed.yaml",
            "\(Self.folder)/features/shop/3-profile.yaml", "\(Self.folder)/merge/shop.snapshot.json",
        ])
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.specPaths.count == 3)
        #expect(loaded.model.transitions.map(\.id) == ["open-post", "post-author"])
        #expect(loaded.model.screens.filter(\.isLive).count == 4)
    }

    @Test func twoSnapshotsAreRejected() {
        let snapshot = "\(Self.folder)/merge/shop.snapshot.json"
        #expect(throws: FrontendError.self) { try ModelLoader.load([snapshot, snapshot]) }
    }

    @Test func renderAcceptsSeveralSpecFiles() throws {
        let result = try CommandRunner.coordviz([
            "render", "\(Self.folder)/features/shop/1-app.yaml", "\(Self.folder)/features/shop/2-feed.yaml",
            "\(Self.folder)/features/shop/3-profile.yaml", "--view", "flows", "--format", "dot",
        ])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdoutText.contains("show(post:)"))
    }
}

/// Input kinds are told apart by the top-level `format` marker, not by a string anywhere in the file.
@Suite struct InputKindTests {
    @Test(arguments: ["coordviz-snapshot", "coordviz-recording"])
    func aJSONSpecWhoseTitleIsAFormatMarkerIsStillASpec(_ marker: String) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("spec.json")
        try Data("""
        {"version": 1, "app": "\(marker)", "root": "Main",
         "coordinators": {"Main": {"stack": ["HomeViewController"]}},
         "screens": {"HomeViewController": {"title": "\(marker)"}}}
        """.utf8).write(to: spec)
        let data = try Data(contentsOf: spec)
        #expect(try InputKind(of: spec.path, data: data) == .spec)
        let loaded = try ModelLoader.load([spec.path])
        #expect(loaded.specPaths == [spec.path])
        #expect(loaded.model.app == marker)
    }

    @Test func snapshotsAndRecordingsAreToldByTheirTopLevelMarker() throws {
        let snapshot = "\(InputLoaderTests.folder)/merge/shop.snapshot.json"
        #expect(try InputKind(of: snapshot, data: Data(contentsOf: URL(fileURLWithPath: snapshot))) == .snapshot)
        let recording = Data(#"{"format": "coordviz-recording", "version": 1}"#.utf8)
        #expect(try InputKind(of: "r.json", data: recording) == .recording)
        let nested = Data(#"{"version": 1, "app": "A", "extra": {"format": "coordviz-snapshot"}}"#.utf8)
        #expect(try InputKind(of: "s.json", data: nested) == .spec)
    }
}
