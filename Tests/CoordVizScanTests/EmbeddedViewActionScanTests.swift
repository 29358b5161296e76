import CoordVizScan
import Testing

/// A menu view acting on a router from the environment, shown in a screen's toolbar content and
/// in a row whose list the sources do not hold: it acts from those, and is no screen itself.
@Suite struct EmbeddedViewActionScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("environment-router-menus") }

    @Test("a view shown in a screen's toolbar content acts from that screen, and from a row nothing shows")
    func actsFromTheScreensShowingIt() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "ProfileView") == [["present EditProfileView"], ["push BlockedView"]])
        #expect(FlowEndScanTests.steps(app, from: "FollowerRow") == [["present EditProfileView"], ["push BlockedView"]])
        #expect(!app.transitions.contains { $0.from == "ProfileMenu" })
        #expect(!app.screens.contains { $0.name == "ProfileMenu" })
    }
}
