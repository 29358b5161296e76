import CoordVizScan
import Testing

/// Children taking turns on the navigation controller of a parent that shows nothing on it.
@Suite struct SharedStackSiblingScanTests {
    @Test("a child started from a sibling's screen on the shared navigation controller pushes onto that sibling's stack, and pops it")
    func pushesOntoTheSibling() throws {
        let app = try FlowEndScanTests.scan("shared-stack-siblings")
        let settings = try #require(app.coordinators.first { $0.name == "SettingsCoordinator" })
        #expect(settings.pushesOnto == "FeedCoordinator")
        #expect(app.coordinators.first { $0.name == "FeedCoordinator" }?.pushesOnto == nil)
        #expect(app.screens.first { $0.name == "FeedViewController" }?.pushes == ["SettingsViewController"])
        #expect(FlowEndScanTests.steps(app, from: "SettingsViewController") == [["pop FeedCoordinator"]])
    }
}
