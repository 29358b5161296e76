import NavigationChildrenSample
import Testing
import UIKitStandIn

// MARK: - Helpers

/// The app's navigation stack as type names, bottom to top.
private func stackTypes(_ navigationController: UINavigationController) -> [String] {
    navigationController.viewControllers.map { String(describing: type(of: $0)) }
}

private func home(of main: MainCoordinator) throws -> HomeViewController {
    try #require(main.navigationController.viewControllers.first as? HomeViewController)
}

private func runningChild<Child: Coordinator>(_ type: Child.Type, of main: MainCoordinator) throws -> Child {
    try #require(main.childCoordinators.lazy.compactMap { $0 as? Child }.first)
}

// MARK: - Tests

@Suite("Navigation children: child coordinators on the parent's navigation controller")
struct NavigationChildrenBehaviourTests {
    @Test func launchShowsTheStoreOnTheWindowsNavigationControllerWithTheMainCoordinatorAsItsDelegate() throws {
        let window = UIWindow()
        let main = NavigationChildrenApp.launch(in: window)

        #expect(window.rootViewController === main.navigationController)
        #expect(window.isKeyWindow)
        #expect(main.navigationController.delegate === main)
        #expect(stackTypes(main.navigationController) == ["HomeViewController"])
        #expect(try home(of: main).coordinator === main)
        #expect(main.childCoordinators.isEmpty)
    }

    @Test func buyingStartsAChildThatPushesOntoTheParentsNavigationController() throws {
        let main = NavigationChildrenApp.launch()

        try home(of: main).buyTapped(.pro)

        let buy = try runningChild(BuyCoordinator.self, of: main)
        #expect(main.childCoordinators.count == 1)
        #expect(buy.navigationController === main.navigationController)
        #expect(buy.parentCoordinator === main)
        #expect(buy.product == .pro)
        #expect(stackTypes(main.navigationController) == ["HomeViewController", "BuyViewController"])
        let screen = try #require(main.navigationController.topViewController as? BuyViewController)
        #expect(screen.coordinator === buy)
        #expect(screen.title == "Pro")
    }

    @Test func poppingThePlanScreenMakesTheMainCoordinatorReleaseTheBuyChild() throws {
        let main = NavigationChildrenApp.launch()
        try home(of: main).buyTapped(.basic)
        weak var released: BuyCoordinator?
        released = try runningChild(BuyCoordinator.self, of: main)

        main.navigationController.popViewController(animated: true)

        #expect(main.childCoordinators.isEmpty)
        #expect(released == nil)
        #expect(stackTypes(main.navigationController) == ["HomeViewController"])
    }

    @Test func poppingCheckoutBackToThePlanScreenKeepsTheBuyChild() throws {
        let main = NavigationChildrenApp.launch()
        try home(of: main).buyTapped(.family)
        let plan = try #require(main.navigationController.topViewController as? BuyViewController)
        plan.continueTapped()
        #expect(stackTypes(main.navigationController) == ["HomeViewController", "BuyViewController", "CheckoutViewController"])

        main.navigationController.popViewController(animated: true)

        #expect(main.childCoordinators.count == 1)
        #expect(main.childCoordinators.first is BuyCoordinator)
    }

    @Test func payingReleasesTheBuyChildAndReturnsToTheStore() throws {
        let main = NavigationChildrenApp.launch()
        try home(of: main).buyTapped(.pro)
        try #require(main.navigationController.topViewController as? BuyViewController).continueTapped()
        let checkout = try #require(main.navigationController.topViewController as? CheckoutViewController)
        #expect(checkout.priceText == "Pro: 7.99 a month")

        checkout.payTapped()

        #expect(main.childCoordinators.isEmpty)
        #expect(stackTypes(main.navigationController) == ["HomeViewController"])
    }

    @Test func settingsIsPresentedAsAFormSheetWithItsOwnNavigationControllerOverTheTopScreen() throws {
        let main = NavigationChildrenApp.launch()
        try home(of: main).buyTapped(.pro)
        let plan = try #require(main.navigationController.topViewController as? BuyViewController)

        try #require(plan.navigationItem.rightBarButtonItem).tap()

        let settings = try runningChild(SettingsCoordinator.self, of: main)
        #expect(settings.parentCoordinator === main)
        #expect(settings.navigationController !== main.navigationController)
        #expect(settings.navigationController.modalPresentationStyle == .formSheet)
        #expect(plan.presentedViewController === settings.navigationController)
        #expect(stackTypes(settings.navigationController) == ["SettingsViewController"])
        #expect(main.childCoordinators.map { String(describing: type(of: $0)) } == ["BuyCoordinator", "SettingsCoordinator"])

        try #require(settings.navigationController.topViewController as? SettingsViewController).notificationsTapped()
        #expect(stackTypes(settings.navigationController) == ["SettingsViewController", "NotificationSettingsViewController"])
        #expect(stackTypes(main.navigationController) == ["HomeViewController", "BuyViewController"])
    }

    @Test func tappingSettingsTwiceStartsOneSettingsFlow() throws {
        let main = NavigationChildrenApp.launch()
        let store = try home(of: main)

        try #require(store.navigationItem.rightBarButtonItem).tap()
        main.showSettings()

        #expect(main.childCoordinators.count == 1)
        #expect(store.presentedViewController is UINavigationController)
    }

    @Test func tappingDoneDismissesSettingsAndReleasesTheChild() throws {
        let main = NavigationChildrenApp.launch()
        let store = try home(of: main)
        main.showSettings()
        let settings = try runningChild(SettingsCoordinator.self, of: main)
        let settingsScreen = try #require(settings.navigationController.viewControllers.first)

        try #require(settingsScreen.navigationItem.rightBarButtonItem).tap()

        #expect(store.presentedViewController == nil)
        #expect(main.childCoordinators.isEmpty)
    }

    @Test func pullingTheSettingsSheetDownReleasesTheChildToo() throws {
        let main = NavigationChildrenApp.launch()
        let store = try home(of: main)
        main.showSettings()
        let settings = try runningChild(SettingsCoordinator.self, of: main)
        #expect(settings.navigationController.presentationController?.delegate === settings)

        #expect(settings.navigationController.swipeDownToDismiss())

        #expect(store.presentedViewController == nil)
        #expect(main.childCoordinators.isEmpty)
    }

    @Test func signingOutAsksFirstAndClosesSettingsOnlyWhenConfirmed() throws {
        let main = NavigationChildrenApp.launch()
        let store = try home(of: main)
        main.showSettings()
        let settings = try runningChild(SettingsCoordinator.self, of: main)
        let settingsScreen = try #require(settings.navigationController.topViewController as? SettingsViewController)

        settingsScreen.signOutTapped()
        let alert = try #require(settingsScreen.presentedViewController as? UIAlertController)
        alert.tap(try #require(alert.actions.first { $0.style == .cancel }))
        #expect(settingsScreen.presentedViewController == nil)
        #expect(store.presentedViewController === settings.navigationController)

        settingsScreen.signOutTapped()
        let again = try #require(settingsScreen.presentedViewController as? UIAlertController)
        again.tap(try #require(again.actions.first { $0.style == .destructive }))
        #expect(store.presentedViewController == nil)
        #expect(main.childCoordinators.isEmpty)
    }

    @Test func theAccountFlowEndsWhenItsFormIsSentAndPopped() throws {
        let main = NavigationChildrenApp.launch()
        try home(of: main).createAccountTapped()
        let account = try runningChild(AccountCoordinator.self, of: main)
        #expect(account.navigationController === main.navigationController)
        let form = try #require(main.navigationController.topViewController as? CreateAccountViewController)

        form.email = "not an address"
        form.signUpTapped()
        #expect(main.childCoordinators.count == 1)

        form.email = "ada@example.com"
        form.signUpTapped()
        #expect(account.createdAccountEmail == "ada@example.com")
        #expect(main.childCoordinators.isEmpty)
        #expect(stackTypes(main.navigationController) == ["HomeViewController"])
    }

    @Test func theHeadlineScenarioEndsOnTheStoreWithNoChildFlowLeft() throws {
        let main = NavigationChildrenApp.launch()
        var children: [[String]] = []

        for action in NavigationChildrenApp.headlineScenario(on: main) {
            action.perform()
            children.append(main.childCoordinators.map { String(describing: type(of: $0)) })
        }

        #expect(children == [
            ["BuyCoordinator"],
            ["BuyCoordinator", "SettingsCoordinator"],
            ["BuyCoordinator", "SettingsCoordinator"],
            ["BuyCoordinator"],
            [],
        ])
        #expect(stackTypes(main.navigationController) == ["HomeViewController"])
        #expect(try home(of: main).presentedViewController == nil)
    }
}
