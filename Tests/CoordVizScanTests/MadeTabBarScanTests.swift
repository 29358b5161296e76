import CoordVizScan
import Testing

/// A coordinator that makes a `UITabBarController` subclass filling its own tabs (in
/// `viewDidLoad()`, from `allCases.map`): the tab bar is that coordinator's container.
@Suite struct MadeTabBarScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("made-tab-bar") }

    @Test("the tabs a tab bar subclass fills itself are the tabs of the coordinator that makes it")
    func tabsOfTheMadeTabBar() throws {
        let coordinator = try #require(try Self.scanned().coordinators.first { $0.name == "AppCoordinator" })
        guard case .tabs(let tabs)? = coordinator.container else {
            Issue.record("AppCoordinator has no tabs: \(String(describing: coordinator.container))")
            return
        }
        #expect(tabs.map(\.stack) == [["CookbookViewController"], ["AccountViewController"]])
    }

    @Test("a destination the coordinator makes and shows from a tab's screen is a push onto that tab's stack")
    func destinationsFromTabScreens() throws {
        let scanned = try Self.scanned()
        #expect(FlowEndScanTests.steps(scanned, from: "CookbookViewController") == [["push RecipeViewController"]])
        #expect(FlowEndScanTests.steps(scanned, from: "AccountViewController") == [["present PreferencesViewController"]])
    }
}
