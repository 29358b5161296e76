import CoordVizScan
import Testing

/// A coordinator keeping one navigation controller per tab in properties of its own
/// (`tabBarController.viewControllers = [plantsNavigation, calendarNavigation, …]`).
@Suite struct OwnStackTabScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("own-stack-tabs") }

    @Test("each navigation controller property is its tab's own stack, titled by the screen's title or the controller's tab bar item")
    func eachPropertyIsATabStack() throws {
        let tabs = try #require(try Self.scanned().tabs(of: "GardenCoordinator"))
        #expect(tabs.map(\.stack) == [["PlantsViewController"], ["CalendarViewController"], ["GardenSettingsViewController"]])
        #expect(tabs.map(\.title) == ["Plants", "Calendar", "Settings"])
        #expect(tabs.map(\.coordinator) == [nil, nil, nil])
    }

    @Test("a jump to a tab pushes onto that tab's stack; its pop to the root, which no spec step can name, is left out and reported")
    func jumpToATabStack() throws {
        let app = try Self.scanned()
        let jump = try #require(app.transitions.first { $0.id == "show-plant" })
        #expect(jump.from == "PlantsViewController")
        #expect(jump.steps.map { "\($0.kind) \($0.target)" } == ["switchTab Plants", "push PlantViewController"])
        #expect(app.unresolved.contains { $0.message.hasPrefix("popToRoot acts on a navigation controller of GardenCoordinator that is one of its tabs' stacks") })
    }
}
