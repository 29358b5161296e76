import CoordVizScan
import Testing

/// Closures handed to a screen through a method of it (`offer.setActions(acceptAction:declineAction:)`).
@Suite struct ScreenMethodCallbackScanTests {
    @Test("closures handed to a screen's method are actions on that screen, named after their labels")
    func closuresHandedToAScreenMethodAreItsActions() throws {
        let app = try FlowEndScanTests.scan("screen-method-callbacks")
        #expect(app.transitions.filter { $0.from == "OfferViewController" }.map(\.trigger) == ["acceptAction", "declineAction"])
        #expect(FlowEndScanTests.steps(app, from: "OfferViewController") == [["dismiss", "present ReceiptViewController"], ["dismiss"]])
    }
}
