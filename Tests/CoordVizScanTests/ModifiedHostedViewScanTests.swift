import CoordVizScan
import Testing

/// SwiftUI views modified in a local of their own (`let styled = accountView.environmentObject(palette)`)
/// before a hosting controller takes them as its root view: still the same screen.
@Suite struct ModifiedHostedViewScanTests {
    @Test("a view modified in another local and handed to a hosting controller is the screen at the root of the stack the coordinator presents")
    func modifiedViewIsTheStackRoot() throws {
        let app = try FlowEndScanTests.scan("modified-hosted-views")
        #expect(app.coordinators.first { $0.name == "AccountCoordinator" }?.container == .stack(["AccountView"]))
    }

    @Test("a view declared elsewhere, modified in another local, is the screen an action presents")
    func modifiedUndeclaredViewIsPresented() throws {
        let app = try FlowEndScanTests.scan("modified-hosted-views")
        #expect(ScreenCallbackScanTests.transitions(app) == ["AccountView.showBadges(): present BadgeGalleryView"])
    }
}
