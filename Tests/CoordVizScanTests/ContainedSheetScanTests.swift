import CoordVizScan
import Testing

/// A destination builder's cases that show a view nested in another module's namespace
/// (`Editor.MainView(…)`), a view framed by a container the sources do not declare
/// (`SheetFrame { HelpView() }`), or a view shown only under a condition.
@Suite struct ContainedSheetScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("contained-sheet-destinations") }

    @Test("a namespaced view, a framed view and a conditionally shown view are the sheets' screens")
    func containedSheets() throws {
        let app = try Self.scanned()
        let ledger = try #require(app.screens.first { $0.name == "LedgerView" })
        #expect(ledger.pushes == ["EntryView"])
        #expect(ledger.presents == ["Editor.MainView", "HelpView", "ReceiptView"])
    }

    @Test("the undeclared container taken for a frame is said in the report, once per case")
    func containerReported() throws {
        let messages = try Self.scanned().unresolved.map(\.message)
        #expect(messages.filter { $0.hasPrefix("SheetFrame, not in the sources, is taken for a container") }.count == 2)
        #expect(!messages.contains { $0.contains("shows no view scan can name") })
    }
}
