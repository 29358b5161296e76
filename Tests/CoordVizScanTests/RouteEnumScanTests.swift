import CoordVizScan
import CoordVizSpec
import Testing

/// Route-enum coordinators (the XCoordinator shape): each case of `prepareTransition(for:)` is the
/// handler of a route, `super.init(initialRoute:)` and `tabs:` make the container, and
/// `router.trigger(.case)` in a screen or the view model bound to it runs the case.
@Suite struct RouteEnumScanTests {
    static let app = "route-enum-coordinators"

    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan(app) }

    @Test("a route-enum app scans to its golden spec, which validates without warnings")
    func goldenSpec() throws {
        let yaml = try ScanTests.yaml(Self.app)
        #expect(yaml == (try ScanTests.golden(Self.app, recording: yaml)), "re-record with COORDVIZ_RECORD=1 swift test --filter RouteEnumScanTests after checking the difference")
        let parsed = try FlowSpecParser.parse([SpecFile(path: "\(Self.app).yaml", text: yaml)])
        #expect(parsed.warnings.isEmpty)
    }

    @Test("a tab bar's .select of an erased router it was made with is read, not reported as left out")
    func selectOfKnownTabIsRead() throws {
        let reported = try Self.scanned().unresolved.filter { $0.message.contains(".select") || $0.message.contains("selects") }
        #expect(reported.isEmpty)
    }

    @Test("the initial route's case gives a navigation coordinator the root of its stack")
    func initialRouteIsTheStackRoot() throws {
        let scanned = try Self.scanned()
        #expect(scanned.coordinators.first { $0.name == "ShelfCoordinator" }?.container == .stack(["ShelfViewController"]))
        #expect(scanned.coordinators.first { $0.name == "ReaderCoordinator" }?.container == .stack(["ReaderViewController"]))
    }

    @Test("erased routers handed to super.init(tabs:) are the tab bar's tabs, in order, and its children")
    func tabsFromErasedRouters() throws {
        let tabs = try #require(Self.scanned().coordinators.first { $0.name == "MainTabCoordinator" })
        guard case .tabs(let items)? = tabs.container else { Issue.record("no tabs: \(String(describing: tabs.container))"); return }
        #expect(items.map(\.coordinator) == ["ShelfCoordinator", "SettingsCoordinator"])
    }

    @Test("a route a bound view model triggers is a transition from its screen with the case's steps")
    func viewModelTriggersAreScreenTransitions() throws {
        let scanned = try Self.scanned()
        #expect(FlowEndScanTests.steps(scanned, from: "ShelfViewController") == [["push BookViewController"]])
        let book = FlowEndScanTests.steps(scanned, from: "BookViewController")
        #expect(book.contains(["startChild ReaderCoordinator", "push ReaderViewController"]))
        #expect(book.contains(["pop ShelfCoordinator"]))
        #expect(book.contains(["popToRoot ShelfCoordinator"]))
    }

    @Test("a screen holding the router triggers the route from its own action, and a presented child closes with its dismiss")
    func screenTriggersAndPresentedChild() throws {
        let scanned = try Self.scanned()
        #expect(FlowEndScanTests.steps(scanned, from: "SettingsViewController") == [["present LicensesViewController"]])
        #expect(scanned.coordinators.first { $0.name == "ReaderCoordinator" }?.presentation?.from == "BookViewController")
        #expect(!FlowEndScanTests.steps(scanned, from: "ReaderViewController").isEmpty)
    }
}
