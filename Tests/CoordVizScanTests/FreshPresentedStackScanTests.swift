import CoordVizScan
import Testing

/// A stack made, filled and presented by one action.
@Suite struct FreshPresentedStackScanTests {
    @Test("a screen pushed onto an empty stack the action just made, then presented, is presented")
    func freshStackIsPresentedNotPushed() throws {
        let app = try FlowEndScanTests.scan("fresh-presented-stacks")
        #expect(ScreenCallbackScanTests.transitions(app) == ["TripsViewController.showPlanner(): present PlannerViewController"])
        #expect(app.screens.first { $0.name == "TripsViewController" }?.pushes == [])
    }
}
