import CoordVizScan
import Testing

/// Back taken by UIKit's own button, seen by the screen that leaves and told to its coordinator.
@Suite struct ScreenDepartureScanTests {
    @Test("a screen telling its coordinator from didMove(toParent: nil) or viewDidDisappear while moving from its parent is Back: a pop, then what the coordinator does")
    func departuresAreBack() throws {
        let app = try FlowEndScanTests.scan("screen-departures")
        #expect(FlowEndScanTests.steps(app, from: "EditorViewController") == [["pop NotesCoordinator", "finish EditorCoordinator"]])
        #expect(FlowEndScanTests.steps(app, from: "HistoryViewController") == [["pop NotesCoordinator", "present RatePromptViewController"]])
        #expect(app.transitions.filter { $0.from == "EditorViewController" }.map(\.trigger) == ["Back"])
        // `didMove(toParent:)` checking something else for nil (`if tags == nil`) is no departure.
        #expect(FlowEndScanTests.steps(app, from: "TagsViewController").isEmpty)
    }
}
