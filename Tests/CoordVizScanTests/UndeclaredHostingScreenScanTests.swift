import CoordVizScan
import Testing

/// Screen types the sources do not declare, told by their name.
@Suite struct UndeclaredHostingScreenScanTests {
    @Test("an undeclared type named like a SwiftUI hosting controller is a screen the coordinator pushes")
    func hostingControllerNameIsAScreen() throws {
        let app = try FlowEndScanTests.scan("undeclared-hosting-screens")
        #expect(ScreenCallbackScanTests.transitions(app) == ["ShelfViewController.showReceipt(): push ReceiptHostingController"])
        #expect(app.screens.contains { $0.name == "ReceiptHostingController" })
        #expect(app.unresolved.isEmpty)
    }
}
