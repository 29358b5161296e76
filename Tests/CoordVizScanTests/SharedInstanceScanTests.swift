import CoordVizScan
import Testing

/// Calls on a type's shared instance (`BasketManager.shared.showBasket(over:)`, a static property
/// holding an instance of its own type): that type's methods run, as on any instance.
@Suite struct SharedInstanceScanTests {
    @Test("a screen action calling a method on a shared instance runs it: the coordinator it starts, the screen it presents")
    func sharedInstanceMethodsRun() throws {
        let app = try FlowEndScanTests.scan("shared-instance-managers")
        #expect(ScreenCallbackScanTests.transitions(app) == [
            "RecipeViewController.onBasket: startChild BasketCoordinator",
            "RecipeViewController.showNotes(): present NotesViewController",
        ])
        #expect(app.coordinators.first { $0.name == "BasketCoordinator" }?.presentation?.from == "RecipeViewController")
        #expect(!app.unresolved.map(\.message).contains { $0.contains("no screen's action the scan followed starts it") })
    }
}
