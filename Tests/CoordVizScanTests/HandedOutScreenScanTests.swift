import CoordVizScan
import Testing

/// Screens the sources do not declare that a coordinator's method or computed property makes and
/// hands back to its caller (a host embedding them, code the sources do not show).
@Suite struct HandedOutScreenScanTests {
    @Test("a screen declared elsewhere that a coordinator's factory method returns keeps the closures its model is handed as its actions")
    func factoryMethodScreenKeepsActions() throws {
        let app = try FlowEndScanTests.scan("handed-out-screens")
        #expect(ScreenCallbackScanTests.transitions(app).contains("LoansHostingController.showRenewal(): present RenewalViewController"))
        #expect(app.screens.contains { $0.name == "LoansHostingController" })
    }

    @Test("a screen declared elsewhere that a coordinator's computed property returns keeps the closures set on its model as its actions")
    func computedPropertyScreenKeepsActions() throws {
        let app = try FlowEndScanTests.scan("handed-out-screens")
        #expect(ScreenCallbackScanTests.transitions(app).contains("ShelfHostingController.openBook(_:): startChild ReaderCoordinator, push ReaderViewController"))
        #expect(app.unresolved.isEmpty)
    }
}
