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

/// Closures a screen installs when it is made or loads, named after the slot they are put in.
@Suite struct LoadTimeClosureScanTests {
    @Test("a closure installed at load is named after the property it is assigned to or the label it is handed under, not after the initializer")
    func closureNamedAfterItsSlot() throws {
        let app = try FlowEndScanTests.scan("load-time-closures")
        #expect(Set(app.transitions.filter { $0.from == "MenuViewController" }.compactMap(\.trigger)) == ["switchStoreHandler", "onOpen"])
    }
}
