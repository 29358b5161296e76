import CoordVizScan
import Testing

/// Storyboard helpers handed the class of the screen they make.
@Suite struct StoryboardClassScanTests {
    @Test("instantiateViewController(ofClass: Screen.self) makes that screen")
    func helperHandedTheClassMakesIt() throws {
        let app = try FlowEndScanTests.scan("storyboard-class-helpers")
        #expect(ScreenCallbackScanTests.transitions(app) == ["CellarViewController.openLabels(): push BottleLabelsViewController"])
        #expect(app.unresolved.isEmpty)
    }
}
