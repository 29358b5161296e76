import CoordVizScan
import Testing

/// A coordinator that makes a `UITabBarController` subclass filling its own tabs (in
/// `viewDidLoad()`, from `allCases.map`): the tab bar is that coordinator's container.
@Suite struct MadeTabBarScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("made-tab-bar") }

    @Test("the tabs a tab bar subclass fills itself are the tabs of the coordinator that makes it")
    func tabsOfTheMadeTabBar() throws {
        let tabs = try #require(try Self.scanned().tabs(of: "AppCoordinator"))
        #expect(tabs.map(\.stack) == [["CookbookViewController"], ["AccountViewController"]])
    }

    @Test("a destination the coordinator makes and shows from a tab's screen is a push onto that tab's stack")
    func destinationsFromTabScreens() throws {
        let scanned = try Self.scanned()
        #expect(FlowEndScanTests.steps(scanned, from: "CookbookViewController") == [["push RecipeViewController"]])
        #expect(FlowEndScanTests.steps(scanned, from: "AccountViewController") == [["present PreferencesViewController"]])
    }
}

/// A tab bar whose middle tab is a disabled stand-in (`UIViewController()` in a stack): the
/// stand-in is a tab, and the tabs after it keep their index.
@Suite struct PlaceholderTabScanTests {
    @Test("a plain UIViewController standing in for a disabled tab is a tab, and the tabs after it keep their index")
    func placeholderTabKeepsItsPlace() throws {
        let scanned = try FlowEndScanTests.scan("placeholder-tabs")
        let tabs = try #require(scanned.tabs(of: "AppCoordinator"))
        #expect(tabs.map(\.stack) == [["FeedViewController"], ["UIViewController"], ["ProfileViewController"]])
        #expect(!scanned.unresolved.contains { $0.message.contains("shows something the scan cannot tell") })
    }
}

/// A coordinator keeping the app's tab bar subclass (loaded from a storyboard, or made) that holds coordinators itself.
@Suite struct HeldTabBarScanTests {
    @Test("a coordinator keeping a tab bar subclass that holds coordinators has it as a child, and is the root")
    func keptTabBarIsAChild() throws {
        let app = try FlowEndScanTests.scan("held-tab-bar")
        #expect(app.root == "AppCoordinator")
        let appCoordinator = try #require(app.coordinators.first { $0.name == "AppCoordinator" })
        #expect(appCoordinator.children.map(\.coordinator) == ["MainTabBarController"])
        #expect(app.coordinators.first { $0.name == "MainTabBarController" }?.children.map(\.coordinator) == ["HubCoordinator"])
    }
}
