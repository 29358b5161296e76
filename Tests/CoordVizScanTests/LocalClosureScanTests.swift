import CoordVizScan
import Testing

/// Closures a coordinator keeps in a local (`let onSelect = { … }`) and hands on by name, read as
/// the closure written in place would be.
@Suite struct LocalClosureScanTests {
    @Test("a local bound to a closure and handed by name to an undeclared model, a screen's initializer or a screen's property is that screen's action")
    func localsHandedOnByName() throws {
        let app = try FlowEndScanTests.scan("local-closure-actions")
        #expect(ScreenCallbackScanTests.transitions(app) == [
            "BedView.showPlant(_:): push PlantViewController",
            "BedView.showWatering(): present WateringViewController",
            "SeedsViewController.buyTapped(): push ReceiptViewController",
            "WateringViewController.doneTapped(): dismiss ",
        ])
        #expect(app.unresolved.isEmpty)
    }
}
