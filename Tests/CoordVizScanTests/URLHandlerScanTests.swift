import CoordVizScan
import Testing

/// Incoming links handled in SwiftUI's `.onOpenURL` by code the scan cannot follow.
@Suite struct URLHandlerScanTests {
    @Test("a link handler nothing is read from is reported where it is, not dropped in silence")
    func unreadLinkHandlerIsReported() throws {
        let app = try FlowEndScanTests.scan("unread-url-handler")
        #expect(app.deepLinks.isEmpty)
        let line = try #require(app.unresolved.first { $0.message.contains("`.onOpenURL`") })
        #expect(line.message == "NotesApp handles incoming links in `.onOpenURL`, but nothing it does there is a step the scan can read: no deep link or entry point is written for it")
        #expect(line.source.line == 13)
    }

    @Test("a link handler whose code the scan reports on is not reported twice")
    func reportedHandlerIsNotRepeated() throws {
        let app = try FlowEndScanTests.scan("keypath-route-coordinators")
        #expect(!app.unresolved.contains { $0.message.contains("handles incoming links") })
    }
}
