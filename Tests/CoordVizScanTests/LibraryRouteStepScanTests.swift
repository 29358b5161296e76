import CoordVizScan
import CoordVizSpec
import Testing

/// Route-enum transitions that are no UIKit call in disguise: a tab bar coordinator's `.select`,
/// `.trigger(_:on:)` and `deepLink` chaining routes across coordinators, a split coordinator's
/// `.showDetail`, and alerts whose actions trigger routes.
@Suite struct LibraryRouteStepScanTests {
    static let app = "route-enum-library-steps"

    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan(app) }

    static func ways(from screen: String) throws -> [[String]] {
        FlowEndScanTests.steps(try scanned(), from: screen)
    }

    @Test("the scanned spec of a route-enum app with tab selections, alerts and a split view validates without warnings")
    func scannedSpecValidates() throws {
        let yaml = try ScanTests.yaml(Self.app)
        let parsed = try FlowSpecParser.parse([SpecFile(path: "\(Self.app).yaml", text: yaml)])
        #expect(parsed.warnings.isEmpty, "\(parsed.warnings)")
    }

    @Test(".select(index:) of a tab bar coordinator is a switch to the tab at that index")
    func selectByIndex() throws {
        #expect(try Self.ways(from: "FeedViewController").contains(["switchTab ProfileCoordinator"]))
    }

    @Test(".multiple(.select(router), .trigger(route, on: router)) switches tab, then runs the route on that tab's coordinator")
    func selectThenTriggerOn() throws {
        #expect(try Self.ways(from: "FeedViewController").contains(["switchTab ProfileCoordinator", "push SettingsViewController"]))
    }

    @Test("deepLink(_:_:) runs its first route on the coordinator, then each further one on the coordinator handling its route type")
    func deepLinkChainsRoutes() throws {
        #expect(try Self.ways(from: "FeedViewController").contains(["switchTab LibrarySplitCoordinator", "showDetail ArticleViewController"]))
    }

    @Test("a split coordinator's .showDetail of a screen is a showDetail step; its .show is reported, not dropped")
    func splitShowDetailAndShow() throws {
        let scanned = try Self.scanned()
        #expect(FlowEndScanTests.steps(scanned, from: "ShelfListViewController") == [["showDetail ArticleViewController"]])
        #expect(scanned.unresolved.contains { $0.message.contains("returns .show(") && "\($0.source)".contains("LibrarySplitCoordinator.swift") })
    }

    @Test("an alert a route presents is no screen: each action that triggers a route is a transition from the screen that asked for the alert")
    func alertActionsAreWaysOfTheRoute() throws {
        let scanned = try Self.scanned()
        let ways = FlowEndScanTests.steps(scanned, from: "ComposeViewController")
        #expect(ways.contains(["pop FeedCoordinator"]))
        #expect(ways.contains(["push SavedDraftsViewController"]))
        #expect(!scanned.screens.contains { $0.name == "UIAlertController" })
        #expect(!scanned.transitions.contains { $0.from == "UIAlertController" })
        #expect(scanned.transitions.filter { $0.from == "ComposeViewController" }.allSatisfy { $0.conditions.contains { $0.hasPrefix("alert action") } })
    }

    @Test("an alert action re-triggering its route with a coordinator it makes presents that coordinator: a child presented from the screen")
    func alertActionPresentsChild() throws {
        let scanned = try Self.scanned()
        // Its initializer's first route pushes its first screen, as a `start()` would.
        #expect(FlowEndScanTests.steps(scanned, from: "ProfileViewController") == [["startChild AccountCoordinator", "push AccountViewController"]])
        let account = try #require(scanned.coordinators.first { $0.name == "AccountCoordinator" })
        #expect(account.presentation?.from == "ProfileViewController")
        #expect(scanned.coordinators.first { $0.name == "ProfileCoordinator" }?.children.map(\.coordinator) == ["AccountCoordinator"])
    }
}

/// Coordinators made with `initialRoute: nil` that trigger their first route from the
/// initializer, embed their content, and set their tabs from a route.
@Suite struct EmbeddingRouteScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("route-enum-embeds") }

    @Test("trigger(.case) in an initializer is the route the coordinator starts with: its stack's root, its embedded screen, its tabs")
    func initializerTriggerIsTheFirstRoute() throws {
        let scanned = try Self.scanned()
        #expect(scanned.coordinators.first { $0.name == "InboxCoordinator" }?.container == .stack(["InboxViewController"]))
        #expect(scanned.coordinators.first { $0.name == "SignInCoordinator" }?.container == .screen("SignInViewController"))
        let tabs = try #require(scanned.coordinators.first { $0.name == "HomeTabsCoordinator" })
        guard case .tabs(let items)? = tabs.container else { Issue.record("no tabs: \(String(describing: tabs.container))"); return }
        #expect(items.map(\.coordinator) == ["InboxCoordinator", "ArchiveCoordinator"])
        #expect(!scanned.unresolved.contains { $0.message.contains("initial route") })
    }

    @Test("a route a bound view model triggers from a subscription it sets up is a transition from its screen; an embedded coordinator is started")
    func subscriptionTriggersEmbedChild() throws {
        let scanned = try Self.scanned()
        #expect(FlowEndScanTests.steps(scanned, from: "SignInViewController") == [["startChild HomeTabsCoordinator"]])
        #expect(scanned.coordinators.first { $0.name == "RootCoordinator" }?.children.map(\.coordinator) == ["SignInCoordinator", "HomeTabsCoordinator"])
        let yaml = try ScanTests.yaml("route-enum-embeds")
        #expect(try FlowSpecParser.parse([SpecFile(path: "route-enum-embeds.yaml", text: yaml)]).warnings.isEmpty)
    }
}
