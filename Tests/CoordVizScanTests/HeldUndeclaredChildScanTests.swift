import CoordVizScan
import Testing

/// Children whose classes another module declares, kept in properties of a coordinator.
@Suite struct HeldUndeclaredChildScanTests {
    @Test("an undeclared class named like a coordinator, made by its initializer (also awaited, through a local) and kept in a property, is a child node; starting it is a startChild")
    func heldUndeclaredChildren() throws {
        let app = try FlowEndScanTests.scan("held-undeclared-children")
        let session = try #require(app.coordinators.first { $0.name == "SessionCoordinator" })
        #expect(Set(session.children.map(\.coordinator)) == ["WelcomeFlowCoordinator", "ChatFlowCoordinator"])
        #expect(!app.coordinators.contains { $0.name == "AnalyticsReporter" })
        #expect(ScreenCallbackScanTests.transitions(app) == ["InboxViewController.openChat(_:): startChild ChatFlowCoordinator"])
    }
}
