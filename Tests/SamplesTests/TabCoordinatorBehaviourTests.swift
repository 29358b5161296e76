import TabCoordinatorSample
import Testing
import UIKitStandIn

// MARK: - Helpers

private func tabFlow(of app: AppCoordinator) throws -> TabCoordinator {
    try #require(app.childCoordinators.first as? TabCoordinator)
}

private func homeFlow(of app: AppCoordinator) throws -> HomeCoordinator {
    try #require(try tabFlow(of: app).childCoordinators.lazy.compactMap { $0 as? HomeCoordinator }.first)
}

private func profileFlow(of app: AppCoordinator) throws -> ProfileCoordinator {
    try #require(try tabFlow(of: app).childCoordinators.lazy.compactMap { $0 as? ProfileCoordinator }.first)
}

private func tabs(of app: AppCoordinator) throws -> [UIViewController] {
    try #require(try tabFlow(of: app).tabBarController.viewControllers)
}

/// Whether two lists hold the very same view controllers, in the same order.
private func same(_ lhs: [UIViewController]?, _ rhs: [UIViewController]) -> Bool {
    guard let lhs else { return false }
    return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

/// The type names of the screens on `flow`'s stack, bottom first.
private func screenTypes(of flow: any Coordinator) -> [String] {
    flow.navigationController.viewControllers.map { String(describing: type(of: $0)) }
}

/// A finish delegate that only records who finished.
private final class FinishRecorder: CoordinatorFinishDelegate {
    var finished: [any Coordinator] = []

    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        finished.append(childCoordinator)
    }
}

// MARK: - Tab coordinator

@Suite("Tab coordinator: an app flow, a tab bar flow and one flow per tab")
struct TabCoordinatorBehaviourTests {
    @Test func launchingStartsOneTabBarFlowAsTheAppFlowsOnlyChild() throws {
        let app = TabCoordinatorApp.launch()
        let tab = try tabFlow(of: app)

        #expect(app.type == .app)
        #expect(app.childCoordinators.count == 1)
        #expect(tab.type == .mainTab)
        #expect(tab.finishDelegate === app)
        #expect(app.finishDelegate == nil)
    }

    @Test func theTabBarControllerIsTheOnlyScreenOfTheAppsNavigationController() throws {
        let app = TabCoordinatorApp.launch()
        let tab = try tabFlow(of: app)

        #expect(tab.navigationController === app.navigationController)
        #expect(same(app.navigationController.viewControllers, [tab.tabBarController]))
        #expect(tab.tabBarController.parent === app.navigationController)
        #expect(tab.tabBarController.delegate === tab)
    }

    @Test func launchingInAWindowMakesTheAppsNavigationControllerTheWindowsRoot() throws {
        let window = UIWindow()
        let app = TabCoordinatorApp.launch(in: window)

        #expect(window.rootViewController === app.navigationController)
        #expect(window.isKeyWindow)
    }

    @Test func tabsAreHomeThenProfileWithTheirTitlesAssetIconsAndTagsAndHomeIsSelected() throws {
        let app = TabCoordinatorApp.launch()
        let tabControllers = try tabs(of: app)
        let items = tabControllers.map(\.tabBarItem)

        #expect(tabControllers.count == 2)
        #expect(tabControllers.allSatisfy { $0 is UINavigationController })
        #expect(items.map { $0?.title } == ["Home", "Profile"])
        #expect(items.map { $0?.image?.name } == ["iconHome", "iconUser"])
        #expect(items.map { $0?.image?.isSymbolImage } == [false, false])
        #expect(items.map { $0?.tag } == [0, 1])
        #expect(try tabFlow(of: app).tabBarController.selectedIndex == 0)
        #expect(try tabFlow(of: app).currentPage() == .home)
    }

    @Test func tabBarPagesKnowTheirIndexTitleAndIconAndAreFoundByIndex() {
        #expect(TabBarPage.allCases.map(\.index) == [0, 1])
        #expect(TabBarPage.allCases.map(\.title) == ["Home", "Profile"])
        #expect(TabBarPage.allCases.map(\.iconName) == ["iconHome", "iconUser"])
        #expect(TabBarPage(index: 0) == .home)
        #expect(TabBarPage(index: 1) == .profile)
        #expect(TabBarPage(index: 2) == nil)
        #expect(TabBarPage(index: -1) == nil)
    }

    @Test func eachTabHasItsOwnNavigationControllerRunByItsOwnTabItemCoordinator() throws {
        let app = TabCoordinatorApp.launch()
        let tab = try tabFlow(of: app)
        let home = try homeFlow(of: app)
        let profile = try profileFlow(of: app)
        let tabControllers = try tabs(of: app)

        #expect(tab.childCoordinators.count == 2)
        #expect(tab.childCoordinators.first === home)
        #expect(tab.childCoordinators.last === profile)
        #expect(home.type == .tabItem)
        #expect(profile.type == .tabItem)
        #expect(home.navigationController === tabControllers[0])
        #expect(profile.navigationController === tabControllers[1])
        #expect(home.navigationController !== app.navigationController)
        #expect(screenTypes(of: home) == ["HomeVC"])
        #expect(screenTypes(of: profile) == ["ProfileVC"])
        #expect(home.navigationController.topViewController === home.homeVC)
        #expect(profile.navigationController.topViewController === profile.profileVC)
        #expect(home.homeVC.title == "Home")
        #expect(profile.profileVC.title == "Profile")
        #expect(home.homeVC.tabBarController === tab.tabBarController)
    }

    @Test func screensReachTheirCoordinatorThroughTheirDelegate() throws {
        let app = TabCoordinatorApp.launch()
        let home = try homeFlow(of: app)
        let profile = try profileFlow(of: app)

        #expect(home.homeVC.delegate === home)
        #expect(profile.profileVC.delegate === profile)
    }

    @Test func aScreenDoesNotKeepItsCoordinatorAlive() {
        var home: HomeCoordinator? = HomeCoordinator(navigationController: UINavigationController())
        var profile: ProfileCoordinator? = ProfileCoordinator(navigationController: UINavigationController())
        let homeVC = home?.homeVC
        let profileVC = profile?.profileVC
        #expect(homeVC?.delegate != nil)
        #expect(profileVC?.delegate != nil)

        home = nil
        profile = nil
        #expect(homeVC?.delegate == nil)
        #expect(profileVC?.delegate == nil)
    }

    @Test func homesButtonsPushProductScreensOnTheHomeTabOnly() throws {
        let app = TabCoordinatorApp.launch()
        let home = try homeFlow(of: app)
        let profile = try profileFlow(of: app)

        home.homeVC.showProductDetail()
        #expect(screenTypes(of: home) == ["HomeVC", "ProductDetailVC"])
        #expect(home.navigationController.topViewController?.title == "Product Detail")

        home.navigationController.popViewController(animated: true)
        home.homeVC.showProductList()
        #expect(screenTypes(of: home) == ["HomeVC", "ProductListVC"])
        #expect(home.navigationController.topViewController?.title == "Products")

        #expect(screenTypes(of: profile) == ["ProfileVC"])
        #expect(app.navigationController.viewControllers.count == 1)
        #expect(try tabFlow(of: app).tabBarController.selectedIndex == 0)
    }

    @Test func profilesButtonsPushSettingsAndFavoritesOnTheProfileTabOnly() throws {
        let app = TabCoordinatorApp.launch()
        let home = try homeFlow(of: app)
        let profile = try profileFlow(of: app)

        profile.profileVC.showSettings()
        #expect(screenTypes(of: profile) == ["ProfileVC", "SettingsVC"])
        #expect(profile.navigationController.topViewController?.title == "Settings")

        profile.navigationController.popToRootViewController(animated: true)
        profile.profileVC.showFavorites()
        #expect(screenTypes(of: profile) == ["ProfileVC", "FavoritesVC"])
        #expect(profile.navigationController.topViewController?.title == "Favorites")

        #expect(screenTypes(of: home) == ["HomeVC"])
    }

    @Test func selectingPagesSwitchesTabsAndIndexesThatAreNoPageAreIgnored() throws {
        let app = TabCoordinatorApp.launch()
        let tab = try tabFlow(of: app)
        let profile = try profileFlow(of: app)

        tab.selectPage(.profile)
        #expect(tab.tabBarController.selectedIndex == 1)
        #expect(tab.tabBarController.selectedViewController === profile.navigationController)
        #expect(tab.currentPage() == .profile)

        tab.setSelectedIndex(7)
        #expect(tab.currentPage() == .profile)

        tab.setSelectedIndex(0)
        #expect(tab.currentPage() == .home)
    }

    @Test func finishingTellsTheFinishDelegateWhichCoordinatorFinished() throws {
        let app = TabCoordinatorApp.launch()
        let home = try homeFlow(of: app)
        let recorder = FinishRecorder()
        home.finishDelegate = recorder
        home.childCoordinators = [ProfileCoordinator(navigationController: UINavigationController())]

        home.finish()

        #expect(recorder.finished.count == 1)
        #expect(recorder.finished.first === home)
        #expect(home.childCoordinators.isEmpty)
    }

    @Test func finishingTheTabBarFlowClearsItsChildrenAndTheAppFlowLetsGoOfIt() throws {
        let app = TabCoordinatorApp.launch()
        weak var tab: TabCoordinator?
        weak var home: HomeCoordinator?
        let homeVC: HomeVC
        do {
            let tabCoordinator = try tabFlow(of: app)
            let homeCoordinator = try homeFlow(of: app)
            tab = tabCoordinator
            home = homeCoordinator
            homeVC = homeCoordinator.homeVC

            tabCoordinator.finish()

            #expect(tabCoordinator.childCoordinators.isEmpty)
            #expect(app.childCoordinators.isEmpty)
        }
        // Nothing else holds the finished flows: the finish delegate and the screens' delegates
        // are weak, so they are released.
        #expect(tab == nil)
        #expect(home == nil)
        #expect(homeVC.delegate == nil)
    }

    @Test func theTabBarFlowDoesNotKeepTheAppFlowAlive() throws {
        weak var app: AppCoordinator?
        let tab: TabCoordinator
        do {
            let launched = TabCoordinatorApp.launch()
            app = launched
            tab = try tabFlow(of: launched)
            #expect(tab.finishDelegate === launched)
        }
        #expect(app == nil)
        #expect(tab.finishDelegate == nil)
    }

    @Test func theAppFlowDropsEveryChildOfTheFinishedChildsType() throws {
        let app = TabCoordinatorApp.launch()
        let tab = try tabFlow(of: app)
        let tabItem = HomeCoordinator(navigationController: UINavigationController())
        app.childCoordinators.append(tabItem)
        app.childCoordinators.append(TabCoordinator(navigationController: UINavigationController()))

        app.coordinatorDidFinish(childCoordinator: tab)

        #expect(app.childCoordinators.count == 1)
        #expect(app.childCoordinators.first === tabItem)
    }

    @Test func showingTheMainFlowAgainAfterItFinishedStartsAFreshOne() throws {
        let app = TabCoordinatorApp.launch()
        let first = try tabFlow(of: app)
        first.finish()

        app.showMainFlow()

        let second = try tabFlow(of: app)
        #expect(app.childCoordinators.count == 1)
        #expect(second !== first)
        #expect(same(app.navigationController.viewControllers, [second.tabBarController]))
        #expect(second.childCoordinators.count == 2)
    }

    @Test func theHeadlineOpensProductDetailSwitchesToProfileOpensSettingsThenFinishesTheTabFlow() throws {
        let app = TabCoordinatorApp.launch()
        let tab = try tabFlow(of: app)
        let home = try homeFlow(of: app)
        let profile = try profileFlow(of: app)
        let actions = TabCoordinatorApp.headlineScenario(on: app)
        #expect(actions.map(\.name) == [
            "open the product detail", "tap the Profile tab", "open the settings", "finish the tab flow",
        ])
        try #require(actions.count == 4)

        actions[0].perform()
        #expect(screenTypes(of: home) == ["HomeVC", "ProductDetailVC"])
        #expect(tab.currentPage() == .home)

        actions[1].perform()
        #expect(tab.currentPage() == .profile)
        #expect(screenTypes(of: profile) == ["ProfileVC"])

        actions[2].perform()
        #expect(screenTypes(of: profile) == ["ProfileVC", "SettingsVC"])
        #expect(screenTypes(of: home) == ["HomeVC", "ProductDetailVC"])

        actions[3].perform()
        #expect(app.childCoordinators.isEmpty)
        #expect(tab.childCoordinators.isEmpty)
        // Finishing releases coordinators only: the screens stay where they were.
        #expect(same(app.navigationController.viewControllers, [tab.tabBarController]))
        #expect(screenTypes(of: profile) == ["ProfileVC", "SettingsVC"])
    }
}
