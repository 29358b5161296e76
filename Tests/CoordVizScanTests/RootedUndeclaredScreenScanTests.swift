import CoordVizScan
import Testing

/// Screens the sources do not declare at the root of a coordinator's stack, or as its one screen:
/// the closures the coordinator hands them (through their models) are their actions.
@Suite struct RootedUndeclaredScreenScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("rooted-undeclared-screens") }

    @Test("the root of a stack a coordinator presents, declared elsewhere, keeps the closures its model is handed as its actions")
    func presentedStackRootKeepsActions() throws {
        let transitions = ScreenCallbackScanTests.transitions(try Self.scanned())
        #expect(transitions.contains("PlaylistView.play(_:): present PlayerViewController"))
        #expect(transitions.contains("PlaylistView.close(): finish PlaylistCoordinator"))
    }

    @Test("a screen declared elsewhere that a coordinator sets as the root of its stack keeps the closures set on its model as its actions")
    func setRootKeepsActions() throws {
        #expect(ScreenCallbackScanTests.transitions(try Self.scanned()).contains("StationListHostingController.showStation(_:): push StationViewController"))
    }

    @Test("a coordinator's one screen, declared elsewhere, keeps the closures set on its model as its actions")
    func plainScreenKeepsActions() throws {
        #expect(ScreenCallbackScanTests.transitions(try Self.scanned()).contains("LyricsHostingController.share(): present ShareLyricsViewController"))
    }

    @Test("no screen a rooted screen's actions reach is reported as reached by nothing")
    func nothingLeftUnreached() throws {
        #expect(!(try Self.scanned()).unresolved.map(\.message).contains { $0.contains("but no screen action, callback or deep link the scan reads calls it") })
    }
}
