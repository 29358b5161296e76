@testable import CoordVizScan
import Testing

/// A coordinator putting one plain screen in the window (a splash) before another takes its place.
@Suite struct WindowRootScreenScanTests {
    @Test("a screen a coordinator's start makes the window's root is that coordinator's screen, and the first phase")
    func splashScreenIsTheFirstPhase() throws {
        let app = try FlowEndScanTests.scan("splash-window-root")
        #expect(app.coordinators.first { $0.name == "LaunchCoordinator" }?.container == .screen("SplashViewController"))
        #expect(app.phases.map(\.root) == ["LaunchCoordinator", "HomeCoordinator"])
        #expect(FlowEndScanTests.steps(app, from: "SplashViewController") == [["setRoot HomeCoordinator"]])
    }
}
