import CoordVizScan
import Testing

/// A SwiftUI split view driven by a sidebar selection (`NavigationSplitView { List(…, selection:) }
/// detail: { switch selection { … } }`), and link labels with interpolated values.
@Suite struct SplitSelectionScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("split-sidebar-selection") }

    @Test("the view owns a split view of its inline sidebar and the detail it starts with; a detail holding its own stack is a child")
    func splitOfSidebarAndDetail() throws {
        let app = try Self.scanned()
        #expect(app.root == "RootView")
        let root = try #require(app.coordinators.first { $0.name == "RootView" })
        #expect(root.container == .split(["RootView.sidebar", "InboxView"]))
        #expect(root.children.map(\.coordinator) == ["InboxView"])
    }

    @Test("choosing each sidebar item shows its view in the detail column, and the sidebar's links push nothing")
    func sidebarItemsShowDetails() throws {
        let app = try Self.scanned()
        #expect(ScreenCallbackScanTests.transitions(app).filter { $0.hasPrefix("RootView.sidebar") } == [
            "RootView.sidebar.Archive: showDetail ArchiveView",
            "RootView.sidebar.Inbox: showDetail InboxView",
            "RootView.sidebar.Settings: showDetail SettingsView",
        ])
        #expect(app.unresolved.isEmpty)
    }

    @Test("a link label with an interpolated value names the value in braces, and its id has no dangling dash")
    func interpolatedLabel() throws {
        let message = try #require(try Self.scanned().transitions.first { $0.from == "InboxView" })
        #expect(message.trigger == "Message {id}")
        #expect(message.id == "message-id")
    }
}
