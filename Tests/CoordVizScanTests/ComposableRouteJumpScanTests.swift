import CoordVizScan
import Testing

/// TCACoordinators' route arrays that jump: `goBackTo` / `popTo` a named route, and the whole
/// array replaced by a new list of routes.
@Suite struct ComposableRouteJumpScanTests {
    @Test("going back to the root route is popToRoot, to a route the pushes place below the screen as many pops; a whole new route list is back to the root, then each route pushed or presented")
    func jumpsToTheRootAndNewRouteLists() throws {
        let app = try FlowEndScanTests.scan("tca-route-jumps")
        #expect(ScreenCallbackScanTests.transitions(app) == [
            "BedsView.plantTapped: push PlantView",
            "BedsView.todayTapped: popToRoot GardenCoordinator, push PlantView, present ToolsView",
            "CareView.allBedsTapped: popToRoot GardenCoordinator",
            "CareView.backToPlantTapped: pop GardenCoordinator",
            "PlantView.careTapped: push CareView",
        ])
    }

    @Test("going back to a route the pushes do not place below the screen, or a route list with a new root, is reported, not guessed")
    func jumpsNoStepSaysAreReported() throws {
        let app = try FlowEndScanTests.scan("tca-route-jumps")
        #expect(app.unresolved.map(\.message) == [
            "GardenCoordinator asks `routes` to popTo PlantView, a screen in the middle of the stack that the pushes scan read do not place below ToolsView: it is not read",
            "GardenCoordinator sets `routes` to a list starting at PlantView, a new root that no spec step sets: it is not read",
        ])
    }

    @Test("a route array worked out from a stored array of route ids is moved through that array: pushes and going back by id")
    func routeIDArraysMoveTheStack() throws {
        let app = try FlowEndScanTests.scan("tca-route-ids")
        #expect(ScreenCallbackScanTests.transitions(app) == [
            "IngredientsView.nextTapped: push MethodView",
            "MethodView.nextTapped: push ReviewView",
            "ReviewView.editIngredientsTapped: popToRoot RecipeWizard",
            "ReviewView.editMethodTapped: pop RecipeWizard",
            "ReviewView.savedTapped: popToRoot RecipeWizard",
        ])
        #expect(app.unresolved.isEmpty)
    }
}
