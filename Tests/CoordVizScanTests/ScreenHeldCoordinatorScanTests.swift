import CoordVizScan
import Testing

/// A view controller keeping a child coordinator is a node of the flow (it has children) and
/// still a screen: what the user does on it is a transition from it.
@Suite struct ScreenHeldCoordinatorScanTests {
    @Test("a screen holding a child coordinator keeps its actions: starting that child, presenting a screen")
    func screenHoldingAChildKeepsItsActions() throws {
        let app = try FlowEndScanTests.scan("screen-held-coordinators")
        #expect(app.coordinators.first { $0.name == "ShelvesViewController" }?.children.map(\.coordinator) == ["ScannerCoordinator"])
        #expect(ScreenCallbackScanTests.transitions(app) == [
            "ShelvesViewController.helpTapped(): present ShelfHelpViewController",
            "ShelvesViewController.scanTapped(): startChild ScannerCoordinator, present CameraViewController",
        ])
        #expect(app.unresolved.isEmpty)
    }
}
