import CoordVizScan
import Testing

/// A UIKit tab bar built in code that keeps each tab's container in a property, hands them out
/// through a `switch` over its tab enum, and fills them elsewhere: a navigation controller given
/// its root (through a local and a factory returning `UIViewController`), a content controller
/// given its child, a coordinator made with the container (one the sources do not declare).
@Suite struct HeldContainerTabScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("held-container-tabs") }

    @Test("each tab shows what its kept container is filled with: a stack's root, a wrapped screen, the coordinator made with it")
    func tabsShowWhatTheirContainersHold() throws {
        let tabs = try #require(try Self.scanned().tabs(of: "LibraryTabBarController"))
        #expect(tabs.map(\.stack) == [["ShelfViewController"], nil, nil, nil, ["AccountViewController"]])
        #expect(tabs.map(\.screen) == [nil, "SearchViewController", nil, nil, nil])
        #expect(tabs.map(\.coordinator) == [nil, nil, "NotesCoordinator", "StorefrontCoordinator", nil])
        #expect(tabs.map(\.title) == ["Shelf", "Search", "Notes", "Store", "Account"])
    }

    @Test("a coordinator the sources do not declare, made with a tab's container, is a child of the tab bar under the property holding it")
    func undeclaredTabCoordinatorIsAChild() throws {
        let app = try Self.scanned()
        let tabBar = try #require(app.coordinators.first { $0.name == "LibraryTabBarController" })
        #expect(tabBar.children.map(\.coordinator) == ["NotesCoordinator", "StorefrontCoordinator"])
        #expect(tabBar.children.map(\.property) == ["notesCoordinator", "storeCoordinator"])
        #expect(app.coordinators.contains { $0.name == "StorefrontCoordinator" && $0.container == nil })
    }

    @Test("a switch over the tabs that shows nothing (analytics names), or over routes named like a tab, is not reported as unreadable tabs")
    func trackingSwitchIsNotReported() throws {
        let app = try Self.scanned()
        #expect(!app.unresolved.contains { $0.message.contains("shows no view scan can name") })
        #expect(!app.unresolved.contains { $0.message.contains("shows something the scan cannot tell") })
    }
}
