import CoordVizScan
import Testing

/// A split view column made from a navigation controller that is filled only after it was put
/// in the split view.
@Suite struct LateSplitColumnScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("late-split-column") }

    @Test("a navigation controller filled after it became a split view's column shows what it was filled with")
    func columnFilledLater() throws {
        let mail = try #require(try Self.scanned().coordinators.first { $0.name == "MailCoordinator" })
        #expect(mail.container == .split(["InboxViewController", "EmptyMessageViewController"]))
    }
}
