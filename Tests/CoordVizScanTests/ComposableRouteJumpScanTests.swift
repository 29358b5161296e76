import CoordVizScan
import Testing

/// TCACoordinators' route arrays that jump: `goBackTo` / `popTo` a named route, and the whole
/// array replaced by a new list of routes.
@Suite struct ComposableRouteJumpScanTests {
    @Test("going back to the root route is popToRoot; a whole new route list is back to the root, then each route pushed or presented")
    func jumpsToTheRootAndNewRouteLists() throws {
        let app = try FlowEndScanTests.scan("tca-route-jumps")
        #expect(ScreenCallbackScanTests.transitions(app) == [
            "BedsView.plantTapped: push PlantView",
            "BedsView.todayTapped: popToRoot GardenCoordinator, push PlantView, present ToolsView",
            "CareView.allBedsTapped: popToRoot GardenCoordinator",
            "PlantView.careTapped: push CareView",
        ])
    }

    @Test("going back to a route in the middle of the stack, or a route list with a new root, is reported, not guessed")
    func jumpsNoStepSaysAreReported() throws {
        let app = try FlowEndScanTests.scan("tca-route-jumps")
        #expect(app.unresolved.map(\.message) == [
            "GardenCoordinator asks `routes` to popTo PlantView, a screen in the middle of the stack that no spec step names (only pop and popToRoot): it is not read",
            "GardenCoordinator sets `routes` to a list starting at PlantView, a new root that no spec step sets: it is not read",
        ])
    }
}
