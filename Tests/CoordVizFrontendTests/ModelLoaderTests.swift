import CoordVizCore
import CoordVizFrontend
import Foundation
import Testing

/// Loading gives typed diagnostics that print in compiler form and keep both sides' places.
@Suite struct ModelLoaderTests {
    @Test func mergeWarningsCarryTheSpecLineAndTheSnapshotsJSONPath() throws {
        let folder = try FrontendFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("flow.yaml")
        try Data("""
        version: 2
        app: Mini
        root: AppCoordinator
        coordinators:
          AppCoordinator:
            stack: [HomeViewController]
        """.utf8).write(to: spec)
        let snapshot = folder.appendingPathComponent("snapshot.json")
        var model = try ModelLoader.load([spec.path]).model
        model.coordinators[0].container = .single(SingleScreen(typeName: "UIViewController", property: "rootViewController", screen: "WelcomeViewController"))
        model.screens = [ScreenNode(id: "WelcomeViewController", typeName: "WelcomeViewController")]
        try Snapshot(app: "Mini", root: "AppCoordinator", coordinators: model.coordinators, screens: model.screens).write(to: snapshot)

        let loaded = try ModelLoader.load([spec.path, snapshot.path])
        let warning = try #require(loaded.diagnostics.first { $0.snapshotLocation != nil })
        #expect(warning.severity == .warning)
        #expect(warning.specLocation?.path == spec.path)
        #expect(warning.specLocation?.line != nil)
        #expect(warning.snapshotLocation?.jsonPath?.hasPrefix("$.") == true)
        #expect(warning.element?.kind == "coordinator")
        #expect(warning.description.hasPrefix("\(spec.path):"))
        #expect(warning.description.contains("(live: \(snapshot.path) $."))
    }

    @Test func everyProblemOfEveryInputIsListedBeforeFailing() throws {
        let folder = try FrontendFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("bad.yaml")
        try Data("version: 2\napp: X\nroot: Missing\nbogus: 1\n".utf8).write(to: spec)
        do {
            _ = try ModelLoader.load([spec.path])
            Issue.record("an invalid spec loaded")
        } catch {
            #expect(error.lines.count >= 2)
            #expect(error.lines.allSatisfy { $0.hasPrefix(spec.path + ":") })
        }
    }

    @Test func aMissingInputIsNamed() {
        #expect(throws: FrontendError.missingFile("/nonexistent/flow.yaml")) { try ModelLoader.load(["/nonexistent/flow.yaml"]) }
    }
}
