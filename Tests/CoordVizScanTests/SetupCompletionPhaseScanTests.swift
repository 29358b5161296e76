import CoordVizScan
import Testing

/// Apps with one navigation controller whose phases replace its first screen: from a completion
/// a coordinator hands to its own helper in `start()` (`showWelcomeIfNeeded { showShelves() }`),
/// and by assigning `viewControllers` as well as by calling `setViewControllers`.
@Suite struct SetupCompletionPhaseScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("setup-completion-phases") }

    @Test("a completion handed to the coordinator's own helper at start is setup: the screens it installs replace the app's root")
    func aSetupCompletionReplacesTheRoot() throws {
        let app = try Self.scanned()
        #expect(app.phases.map(\.root).contains("LibraryCoordinator"), "\(app.phases.map(\.root))")
        #expect(app.phases.first?.root == "LaunchCoordinator")
    }

    @Test("assigning a handed stack's viewControllers at start replaces the root as setViewControllers does")
    func assigningViewControllersReplacesTheRoot() throws {
        let app = try Self.scanned()
        #expect(app.phases.map(\.root).contains("WelcomeCoordinator"), "\(app.phases.map(\.root))")
        #expect(app.transitions.contains { $0.from == "SplashViewController" && $0.steps.contains { $0.kind == "setRoot" && $0.target == "WelcomeCoordinator" } })
    }

    @Test("an action starting the coordinator runs the completion only on the ways its helper calls it: the shelves replace the root when the welcome pages were seen")
    func actionRunsTheCompletionWhereTheHelperCallsIt() throws {
        let app = try Self.scanned()
        let ways = FlowEndScanTests.steps(app, from: "SplashViewController")
        #expect(ways.contains(["setRoot LibraryCoordinator"]), "\(ways)")
        #expect(ways.contains(["startChild LibraryCoordinator", "setRoot WelcomeCoordinator"]), "\(ways)")
    }
}
