@testable import CoordVizScan
import Testing

/// Route-enum coordinators written with a result builder, as XCoordinator 3 apps are:
/// `Transition.push(…)` spelled with its type, no `return`, helpers returning a transition, view
/// models bound in a helper making the screen, a chooser alert made by a helper, coordinators
/// starting by triggering their first route in their initializer.
@Suite struct RouteBuilderScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("route-builder-transitions") }

    @Test("a view model bound in a helper making the screen acts for that screen; a helper returning a transition presents the chooser whose actions re-trigger the route")
    func chooserAlertFromAHelperStartsEachChoice() throws {
        let app = try Self.scanned()
        let ways = app.transitions.filter { $0.from == "WelcomeViewController" }
        #expect(ways.map { $0.steps.map { "\($0.kind) \($0.target)" } } == [["startChild MainTabsCoordinator"], ["startChild MainListCoordinator"]])
        // `"\(MainListCoordinator.self)"` as an action's title reads as the type's name.
        #expect(ways.flatMap(\.conditions).contains("alert action MainListCoordinator"))
        // Presented only by the chooser's choice, which reading facts alone never reaches.
        #expect(app.coordinators.first { $0.name == "MainTabsCoordinator" }?.presentation?.from == "WelcomeViewController")
    }

    @Test("a coordinator whose initializer triggers its first route pushes that route's screen when an action starts it")
    func initializerTriggeringTheFirstRoutePushes() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "FeedViewController") == [["startChild CreditsCoordinator", "push CreditsViewController"]])
        // Made with the feed's `rootViewController`, its navigation controller: it pushes there.
        #expect(app.coordinators.first { $0.name == "CreditsCoordinator" }?.pushesOnto == "FeedCoordinator")
    }

    @Test("a route handler with no switch shows the same screen for every route")
    func handlerWithoutSwitch() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "ProfileCoordinator" }?.container == .stack(["ProfileViewController"]))
    }

    @Test("a SwiftUI tab hosting a coordinator it makes (`CoordinatorHost { FeedCoordinator() }`) is that coordinator's tab, in the tab bar of the coordinator showing the view")
    func viewsHostingCoordinatorsAreTabs() throws {
        let app = try Self.scanned()
        #expect(app.tabs(of: "MainListCoordinator")?.map(\.coordinator) == ["FeedCoordinator", "ProfileCoordinator"])
        #expect(app.coordinators.first { $0.name == "MainListCoordinator" }?.children.map(\.coordinator) == ["FeedCoordinator", "ProfileCoordinator"])
        #expect(!app.coordinators.contains { $0.name == "MainListView" })
    }

    @Test("a URL parser returning a route of a route-enum coordinator gives a deep link running that route, on the scheme the parser names")
    func parsedRoutesAreDeepLinks() throws {
        let app = try Self.scanned()
        let link = try #require(app.deepLinks.first { $0.url == "builder-demo://credits" })
        #expect(link.handler == "FeedCoordinator")
        let steps = app.transitions.first { $0.id == link.transition }?.steps.map { "\($0.kind) \($0.target)" }
        #expect(steps == ["startChild CreditsCoordinator", "push CreditsViewController"])
        #expect(app.deepLinks.count == 1)
    }

    @Test("dismissing everything presented over a coordinator is no sign it was presented itself")
    func dismissAllIsNoSelfDismissal() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "AppCoordinator" }?.presentation == nil)
    }
}
