import CoordVizScan
import Testing

/// Closures a coordinator hands to a screen it makes, run later with what they captured: the
/// stack the coordinator made and presented is still the one a helper pushes onto.
@Suite struct PresentedStackCallbackScanTests {
    @Test("a screen's init closure passing the coordinator's own presented stack to a helper pushes from that screen")
    func closurePassingTheCapturedStack() throws {
        let app = try FlowEndScanTests.scan("presented-stack-callbacks")
        #expect(ScreenCallbackScanTests.transitions(app) == ["BedsViewController.showSeeds(from:): push SeedsViewController"])
        #expect(app.unresolved.isEmpty)
    }
}
