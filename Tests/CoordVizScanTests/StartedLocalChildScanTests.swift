import CoordVizScan
import Testing

/// Children whose classes the scanned sources do not declare, made into a local and started there
/// (`let recipes = RecipesCoordinator(…); recipes.start()`), and ones only handed in.
@Suite struct StartedLocalChildScanTests {
    @Test("a local made by the initializer of an undeclared class named like a coordinator and started is a child, started by the screen action that runs it")
    func startedLocalIsAChild() throws {
        let app = try FlowEndScanTests.scan("started-local-children")
        #expect(app.coordinators.first { $0.name == "PantryCoordinator" }?.children.map(\.coordinator) == ["RecipesCoordinator"])
        #expect(app.coordinators.contains { $0.name == "RecipesCoordinator" })
        #expect(ScreenCallbackScanTests.transitions(app).contains("ShelfViewController.showRecipes(): startChild RecipesCoordinator"))
    }

    @Test("starting a property only typed by an undeclared coordinator class is reported, not read as a child")
    func handedInIsReported() throws {
        let app = try FlowEndScanTests.scan("started-local-children")
        #expect(!app.coordinators.contains { $0.name == "OvenCoordinator" })
        #expect(app.unresolved.map(\.message).contains(
            "PantryCoordinator starts oven, typed OvenCoordinator, which the sources do not declare and which is not made here: it may be any coordinator, so it is not read as a child"))
    }
}
