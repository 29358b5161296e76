import CoordVizScan
import Testing

/// A coordinator method actions call with where to go (`present(scene:from:transition:)`,
/// `open(_:from:style:)`, `handle(_:)`) names no transition: each is named after the action.
@Suite struct DispatchNameScanTests {
    @Test("actions calling one coordinator method with different destinations are named after the actions, not the method")
    func dispatcherCallsAreNamedByTheirActions() throws {
        let scenes = try FlowEndScanTests.scan("own-scene-transitions")
        #expect(ScreenCallbackScanTests.transitions(scenes) == [
            "HomeViewController.didSelectItem(): push DetailViewController",
            "HomeViewController.didTapCompose(): present ComposeViewController",
        ])
        let opened = try FlowEndScanTests.scan("made-tab-bar")
        #expect(opened.transitions.map(\.id).sorted() == ["preferences-tapped", "table-view"])
    }

    @Test("a coordinator method with a name of its own keeps naming the transitions its callers start")
    func namedCoordinatorMethodsStayTheTrigger() throws {
        let app = try FlowEndScanTests.scan("started-local-children")
        #expect(ScreenCallbackScanTests.transitions(app).contains("ShelfViewController.showRecipes(): startChild RecipesCoordinator"))
    }
}
