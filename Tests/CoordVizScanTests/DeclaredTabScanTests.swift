import CoordVizScan
import Testing

/// iOS 18's `Tab("Title", systemImage:) { content }` inside a `TabView`, grouped or not in a
/// `TabSection`: each is a tab showing its content, titled and iconed by the `Tab` itself.
@Suite struct DeclaredTabScanTests {
    static func tabs(_ app: ScannedApp, of owner: String) -> [String] {
        guard case .tabs(let tabs)? = app.coordinators.first(where: { $0.name == owner })?.container else { return [] }
        return tabs.map { "\($0.coordinator ?? $0.screen ?? "?") \($0.title ?? "-") \($0.icon ?? "-")" }
    }

    @Test("a SwiftUI TabView of iOS 18 Tabs, one in a TabSection with a label closure, holds their contents as its tabs")
    func swiftUITabsAreReadThroughTheirContent() throws {
        let app = try FlowEndScanTests.scan("declared-tabs")
        #expect(Self.tabs(app, of: "RootTabs") == [
            "ShelvesCoordinatorView Shelves square.stack",
            "ShoppingCoordinatorView Shopping cart",
            "SettingsView Settings gear",
        ])
        #expect(!app.screens.contains { $0.name == "Tab" })
        #expect(app.unresolved.isEmpty)
    }

    @Test("a tab reducer's view of iOS 18 Tabs holds the scoped views as its tabs")
    func composableTabsAreReadThroughTheirContent() throws {
        let app = try FlowEndScanTests.scan("tca-declared-tabs")
        #expect(Self.tabs(app, of: "WorkshopTabs") == ["BenchView Bench hammer", "ShedView Shed house"])
    }
}
