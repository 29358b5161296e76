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

    @Test("a stack made starting with one route or another, as the code decides, is reported: its launch phase is not told")
    func launchChosenByCode() throws {
        let app = try NavigationPathScanTests.scan(source: """
        import SwiftUI
        import Stinsen
        final class RootCoordinator: NavigationCoordinatable {
            var stack: NavigationStack<RootCoordinator>
            @Root var login = makeLogin
            @Root var home = makeHome
            init(signedIn: Bool) {
                stack = signedIn ? NavigationStack(initial: \\RootCoordinator.home) : NavigationStack(initial: \\RootCoordinator.login)
            }
            func makeLogin() -> LoginCoordinator { LoginCoordinator() }
            func makeHome() -> HomeCoordinator { HomeCoordinator() }
        }
        final class LoginCoordinator: NavigationCoordinatable {
            let stack = NavigationStack(initial: \\LoginCoordinator.start)
            @Root var start = makeStart
            func makeStart() -> some View { LoginView() }
        }
        final class HomeCoordinator: NavigationCoordinatable {
            let stack = NavigationStack(initial: \\HomeCoordinator.start)
            @Root var start = makeStart
            func makeStart() -> some View { HomeView() }
        }
        struct LoginView: View {
            @EnvironmentObject var root: RootCoordinator.Router
            var body: some View { Button("Sign in") { root.root(\\.home) } }
        }
        struct HomeView: View {
            @EnvironmentObject var root: RootCoordinator.Router
            var body: some View { Button("Sign out") { root.root(\\.login) } }
        }
        """)
        #expect(Set(app.phases.map(\.root)) == ["LoginCoordinator", "HomeCoordinator"])
        #expect(ScreenCallbackScanTests.transitions(app) == ["HomeView.Sign out: setRoot LoginCoordinator", "LoginView.Sign in: setRoot HomeCoordinator"])
        #expect(app.unresolved.map(\.message) == [
            "RootCoordinator's stack is made starting with `home` or `login`, as code decides that scan does not follow: its container is read from the first, and the app's launch phase is not told",
        ])
    }
}
