import CoordVizScan
import Foundation
import Testing

/// Coordinators driven by an event state machine (SwiftState's `StateMachine` behind an app's
/// wrapper): screens send events, the handler the coordinator installed says what each does.
@Suite("Scanning coordinators driven by an event state machine")
struct EventMachineScanTests {
    @Test("sending a machine an event runs the case for that event in the transition handler the coordinator installed")
    func sentEventRunsItsHandlerCase() throws {
        let app = try FlowEndScanTests.scan("event-machine-flows")
        #expect(FlowEndScanTests.steps(app, from: "CartViewController") == [["push PaymentViewController"]])
        #expect(FlowEndScanTests.steps(app, from: "PaymentViewController") == [["push ReceiptViewController"]])
        #expect(app.screens.first { $0.name == "CartViewController" }?.pushes == ["PaymentViewController"])
    }
}
