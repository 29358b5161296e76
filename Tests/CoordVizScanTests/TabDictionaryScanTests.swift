import CoordVizScan
import Testing

/// Tabs handed to an app's own tab bar method as a dictionary keyed by a tab enum
/// (`tabHost.install([.gallery: galleryNavigation, .canvas(.sketch): canvasNavigation])`), which the
/// method orders by an `Int` property of the key before setting its view controllers.
@Suite struct TabDictionaryScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("tab-dictionaries") }

    @Test("the tabs are the dictionary's stacks in the order of the key's position, entries added by subscript included")
    func tabsInKeyOrder() throws {
        let tabs = try #require(try Self.scanned().tabs(of: "StudioCoordinator"))
        #expect(tabs.map(\.coordinator) == ["CanvasCoordinator", "PaletteCoordinator", "GalleryCoordinator"])
    }

    @Test("a dictionary whose entries the scan cannot read is reported, and no tabs are guessed")
    func unreadableDictionaryReported() throws {
        let app = try Self.scanned()
        #expect(app.unresolved.contains { $0.message.contains("sets the tabs of KioskCoordinator from currentTabs") })
        #expect(app.coordinators.first { $0.name == "KioskCoordinator" }?.container == nil)
    }

    @Test("a switch over the tab enum in a coordinator whose tabs its code sets is routing, not tabs a switch chooses: nothing is reported about it")
    func routingSwitchIsNoTabChoice() throws {
        #expect(!(try Self.scanned()).unresolved.contains { $0.message.contains("of StudioCoordinator shows no view") })
    }
}
