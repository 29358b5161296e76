import Foundation
import Testing

/// Specs of apps written from their behaviour by someone who did not design them, in shapes the
/// samples lack (onboarding pages as a phase, a presented tab bar, presented settings with a
/// child pushing onto them, flow-only coordinators, a call screen the app coordinator puts up
/// outside every tab): they validate cleanly, and every view of them draws.
@Suite struct StrangerAppTests {
    static let specs = ["Tests/CoordVizCLITests/Fixtures/browser-app.yaml", "Tests/CoordVizCLITests/Fixtures/wallet-app.yaml", "Tests/CoordVizCLITests/Fixtures/chat-app.yaml"]

    @Test(arguments: specs)
    func theSpecValidatesWithoutWarnings(spec: String) throws {
        let result = try CommandRunner.coordviz(["validate", spec, "--strict"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(arguments: specs)
    func everyViewDrawsIntoAFolder(spec: String) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.coordviz(["render", spec, "--output-dir", folder.path, "--formats", "svg", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }
        for view in ["overview", "hierarchy", "tabs", "flows", "deeplinks"] {
            #expect(written.contains("\(view).svg"), "\(view).svg")
        }
        #expect(written.contains { $0.hasPrefix("flow-") }, "a storyboard per transition")
    }

    @Test func everyCoordinatorOfTheChatAppIsInItsTabsPicture() throws {
        let result = try CommandRunner.coordviz(["render", "Tests/CoordVizCLITests/Fixtures/chat-app.yaml", "--view", "tabs", "--format", "dot", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        for coordinator in ["RegistrationCoordinator", "ComposeCoordinator", "MediaViewerCoordinator", "LinkDeviceCoordinator", "CallCoordinator"] {
            #expect(result.stdoutText.contains("cluster_stack_\(coordinator)"), "\(coordinator)")
        }
    }
}
