import CoordVizScan
import Testing

/// Screens and coordinators a dependency-injection container makes
/// (`container.resolve(ProfileCoordinator.self, argument: navigationController)!`).
@Suite struct ResolvedDependencyScanTests {
    @Test("a resolved screen is the stack's root and a resolved coordinator is a child handed the navigation controller passed along")
    func resolvedScreenAndCoordinator() throws {
        let app = try FlowEndScanTests.scan("resolved-dependencies")
        let root = try #require(app.coordinators.first { $0.name == "AppCoordinator" })
        #expect(root.container == .stack(["HomeViewController"]))
        #expect(root.children.map(\.coordinator) == ["ProfileCoordinator"])
        #expect(app.coordinators.first { $0.name == "ProfileCoordinator" }?.pushesOnto == "AppCoordinator")
        #expect(ScreenCallbackScanTests.transitions(app) == ["HomeViewController.showProfile(): startChild ProfileCoordinator, push ProfileViewController"])
        #expect(app.unresolved.isEmpty)
    }
}
