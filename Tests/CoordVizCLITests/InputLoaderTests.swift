@testable import CoordVizCLI
import Foundation
import Testing

/// The inputs of `render` and `validate`: any number of spec files read as one spec, and at most
/// one snapshot.
@Suite struct InputLoaderTests {
    static let folder = CommandRunner.repositoryRoot.appendingPathComponent("Tests/CoordVizSpecTests/Fixtures").path

    @Test func severalSpecFilesAndASnapshotMergeIntoOneModel() throws {
        let loaded = try InputLoader.load([
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
        #expect(throws: CLIError.self) { try InputLoader.load([snapshot, snapshot]) }
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
