import CoordVizScan
import Foundation
import Testing

/// Actions wired by reference and helpers that hand a child coordinator's view controller around,
/// as MVVM and reactive coordinator apps write them.
@Suite("Scanning bound actions and coordinator helpers")
struct BoundActionScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("bound-actions") }

    static func steps(_ app: ScannedApp, from screen: String) -> [[String]] { FlowEndScanTests.steps(app, from: screen) }

    @Test("a closure property handed to a control by reference (observe(with: model.onEnter)) is an action named after the property")
    func closureReference() throws {
        let app = try Self.scanned()
        #expect(app.transitions.contains { $0.from == "WelcomeViewController" && $0.trigger == "onEnter" })
    }

    @Test("a present(child) helper starts the child it presents; a trailing closure given to an initializer runs when its property is called")
    func presentHelperAndTrailingClosure() throws {
        let app = try Self.scanned()
        #expect(Self.steps(app, from: "WelcomeViewController") == [["startChild HomeTabsCoordinator"]])
        #expect(Self.steps(app, from: "LeaveViewController") == [["finish HomeTabsCoordinator"]])
    }

    @Test("a push(child) helper pushes the child's one screen, and the child pushes onto the helper's stack")
    func pushHelper() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "ItemCoordinator" }?.pushesOnto == "FeedCoordinator")
        #expect(app.coordinators.first { $0.name == "FeedCoordinator" }?.container == .stack(["BoardViewController"]))
    }

    @Test("tabs built one by one (forEach and append through a helper returning the child's view controller) are read in order")
    func tabsBuiltByAppending() throws {
        let app = try Self.scanned()
        guard case .tabs(let tabs)? = app.coordinators.first(where: { $0.name == "HomeTabsCoordinator" })?.container else {
            Issue.record("HomeTabsCoordinator has no tabs")
            return
        }
        #expect(tabs.map(\.coordinator) == ["FeedCoordinator", "LeaveCoordinator"])
    }

    @Test("an action on a child view controller embedded in a screen starts on that screen")
    func embeddedChild() throws {
        let app = try Self.scanned()
        #expect(Self.steps(app, from: "BoardViewController") == [["startChild ItemCoordinator", "push ItemViewController"]])
        #expect(!app.transitions.contains { $0.from == "PanelViewController" })
    }
}

/// Closures a coordinator helper installs on the child it is handed.
@Suite("Scanning coordinator helpers named like UIKit's calls")
struct CoordinatorHelperScanTests {
    @Test("a show(child) helper named like UIKit's is still read: the closure it installs on the child runs when the child finishes")
    func helperInstalledClosure() throws {
        let app = try BoundActionScanTests.scanned()
        #expect(BoundActionScanTests.steps(app, from: "ItemViewController") == [["finish ItemCoordinator", "pop FeedCoordinator"]])
    }
}
