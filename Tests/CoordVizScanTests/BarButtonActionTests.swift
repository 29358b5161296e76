@testable import CoordVizScan
import Testing

/// Bar button items a coordinator makes, with itself as the target, for the screens it shows.
@Suite struct BarButtonActionTests {
    @Test("a bar button item a coordinator puts on a screen's navigation item is that screen's action, running the selected method")
    func barButtonOnAScreenRunsTheCoordinatorsMethod() throws {
        let app = try FlowEndScanTests.scan("bar-button-actions")
        let compose = try #require(app.transitions.first { $0.trigger == "compose()" })
        #expect(compose.from == "NotesViewController")
        #expect(compose.steps.map(\.kind) == ["present"])
        // Through a local, with a selector naming the method's labels.
        #expect(FlowEndScanTests.steps(app, from: "EditorViewController") == [["dismiss"]])
        #expect(app.transitions.first { $0.from == "EditorViewController" }?.trigger == "closeEditor(_:)")
    }
}
