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
        #expect(BoundActionScanTests.steps(app, from: "ItemViewController").contains(["finish ItemCoordinator", "pop FeedCoordinator"]))
    }

    @Test("a present(_:) helper taking a screen runs with the screen bound: on the empty stack of a starting flow it makes the screen the root")
    func screenHelperOnEmptyStack() throws {
        let app = try BoundActionScanTests.scanned()
        let note = app.coordinators.first { $0.name == "NoteCoordinator" }
        #expect(note?.container == .stack(["NoteViewController"]))
        #expect(BoundActionScanTests.steps(app, from: "ItemViewController").contains(["startChild NoteCoordinator"]))
        #expect(!app.transitions.contains { $0.steps.contains { $0.kind == "present" && $0.target == "NoteViewController" } })
    }

    @Test("presenting another coordinator's navigation controller (rootController.present(child.rootController)) makes it presented, with its style")
    func presentedChildContainer() throws {
        let app = try BoundActionScanTests.scanned()
        let presentation = app.coordinators.first { $0.name == "NoteCoordinator" }?.presentation
        #expect(presentation?.from == "ItemViewController")
        #expect(presentation?.style == "formSheet")
    }

    @Test("Back through a navigation delegate of its own, made by the coordinator with self, pops and finishes the child it looks up")
    func backThroughSeparateDelegate() throws {
        let app = try BoundActionScanTests.scanned()
        let back = app.transitions.first { $0.trigger == "navigationController(_:didShow:animated:)" }
        #expect(back?.from == "ItemViewController")
        #expect(back?.steps.map { "\($0.kind) \($0.target)" } == ["pop FeedCoordinator", "finish ItemCoordinator"])
        #expect(!app.unresolved.contains { $0.message.hasPrefix("BackTracker") })
    }
}
