import CoordVizScan
import Testing

/// Tab coordinators and root switching of a key-path routing library (Stinsen): a
/// `TabCoordinatable` listing its tabs in `TabChild(startingItems:)`, each `@Route(tabItem:)`
/// titled by its item function, a root coordinator whose `@Root` routes make the app's phases
/// (`router.root(\.garden)`), a child pushed by a `.push` route, and `focusFirst` chains.
@Suite("Scanning key-path route tab coordinators")
struct KeyPathRouteTabScanTests {
    @Test("the tabs are the tab routes in TabChild's order, titled and iconed by their item functions; a route making a coordinator is that tab's coordinator and a child in tab order")
    func tabs() throws {
        let app = try FlowEndScanTests.scan("keypath-route-tabs")
        let tabs = SwiftUITabSwitchScanTests.tabs(app, of: "GardenTabsCoordinator")
        #expect(tabs?.map { "\($0.title ?? "?") \($0.icon ?? "?") \($0.coordinator ?? $0.screen ?? "?")" } == [
            "Plants leaf PlantsCoordinator", "Calendar calendar CalendarView", "Account person.crop.circle AccountView",
        ])
        #expect(app.coordinators.first { $0.name == "PlantsCoordinator" }?.container == .stack(["PlantListView"]))
        #expect(app.coordinators.first { $0.name == "GardenTabsCoordinator" }?.children.map { "\($0.property ?? "?"): \($0.coordinator)" } == ["plants: PlantsCoordinator"])
    }

    @Test("@Root routes making coordinators are the app's phases, the initial one first; a .push route's coordinator pushes onto its parent's stack")
    func phasesAndPushedChild() throws {
        let app = try FlowEndScanTests.scan("keypath-route-tabs")
        #expect(app.root == "AppCoordinator")
        #expect(app.phases.map(\.root) == ["WelcomeCoordinator", "GardenTabsCoordinator"])
        #expect(Set(app.coordinators.first { $0.name == "AppCoordinator" }?.children.map(\.coordinator) ?? []) == ["WelcomeCoordinator", "GardenTabsCoordinator"])
        #expect(app.coordinators.first { $0.name == "SignUpCoordinator" }?.pushesOnto == "WelcomeCoordinator")
    }

    @Test("root, focusFirst, chains through a focused tab's child, and a pushed coordinator dismissing itself are transitions from the view they are written in, named after the control around them")
    func routerTransitions() throws {
        let app = try FlowEndScanTests.scan("keypath-route-tabs")
        #expect(ScreenCallbackScanTests.transitions(app) == [
            "AccountView.Back to my plants: switchTab Plants",
            "AccountView.Sign out: setRoot WelcomeCoordinator",
            "CalendarView.Show the roses: switchTab Plants, push PlantView",
            "EmailView.Next: push PasswordView",
            "IntroView.Create an account: startChild SignUpCoordinator, push EmailView",
            "IntroView.Sign in: setRoot GardenTabsCoordinator",
            "PasswordView.Cancel: finish SignUpCoordinator, popToRoot WelcomeCoordinator",
            "PasswordView.finish(): setRoot GardenTabsCoordinator",
            "PlantListView.name: push PlantView",
            "PlantView.Plan watering: switchTab Calendar",
        ])
    }

    @Test("a route making a coordinator the sources do not declare is reported, and its tab left out")
    func undeclaredCoordinatorReported() throws {
        let app = try FlowEndScanTests.scan("keypath-route-tabs")
        #expect(app.unresolved.map(\.message) == [
            "GardenTabsCoordinator.makeShop() makes a NavigationViewCoordinator around SeedShopCoordinator, a coordinator scan does not find declared: what the route `shop` shows is left out",
        ])
    }
}
