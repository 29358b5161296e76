import Foundation
import RouterLoginSample
import Testing
import UIKitStandIn

// MARK: - Helpers

/// A launched app with the window's navigation controller (the app router's root controller).
private struct LaunchedApp {
    let app: ApplicationCoordinator
    let window: UIWindow
    let root: UINavigationController
    let store: ItemStore

    init(session: SessionStore = SessionStore(), deepLink: DeepLinkOption? = nil) throws {
        window = UIWindow()
        store = ItemStore()
        app = RouterLoginApp.launch(in: window, session: session, store: store, deepLink: deepLink)
        root = try #require(window.rootViewController as? UINavigationController)
    }

    /// The root stack as type names, bottom to top.
    var rootStack: [String] {
        typeNames(root.viewControllers)
    }

    var childTypes: [String] {
        app.childCoordinators.map { String(describing: type(of: $0)) }
    }

    func top<Screen: UIViewController>(_ type: Screen.Type) throws -> Screen {
        try #require(root.topViewController as? Screen)
    }

    func mainFlow() throws -> TabbarCoordinator {
        try #require(app.childCoordinators.first as? TabbarCoordinator)
    }

    func tabBar() throws -> TabbarController {
        try #require(root.viewControllers.first as? TabbarController)
    }

    func itemsTab() throws -> UINavigationController {
        try #require(tabBar().viewControllers?.first as? UINavigationController)
    }

    /// Signs in with the form on top of the root stack.
    func signIn() throws {
        let login = try top(LoginViewController.self)
        login.email = "ada@example.com"
        login.password = "secret"
        login.signInTapped()
    }
}

private func typeNames(_ objects: [AnyObject]) -> [String] {
    objects.map { String(describing: type(of: $0)) }
}

// MARK: - Tests

@Suite("Router login: a router, a coordinator factory and a root replaced after sign-in")
struct RouterLoginBehaviourTests {
    @Test func aSignedOutLaunchShowsSignInOnTheRoutersNavigationController() throws {
        let launched = try LaunchedApp()

        #expect(launched.window.isKeyWindow)
        #expect(launched.childTypes == ["AuthCoordinator"])
        #expect(launched.rootStack == ["LoginViewController"])
        #expect(!launched.root.isNavigationBarHidden)
    }

    @Test func aFirstLaunchShowsTheOnboardingThenSignIn() throws {
        let session = SessionStore(hasSeenOnboarding: false)
        let launched = try LaunchedApp(session: session)
        #expect(launched.childTypes == ["OnboardingCoordinator"])
        let onboarding = try launched.top(OnboardingViewController.self)

        for _ in 0..<onboarding.pageCount {
            onboarding.nextTapped()
        }

        #expect(session.hasSeenOnboarding)
        #expect(launched.childTypes == ["AuthCoordinator"])
        #expect(launched.rootStack == ["LoginViewController"])
    }

    @Test func signUpIsPushedAboveSignInAndTheTermsCompletionRunsWhenTheTermsArePopped() throws {
        let launched = try LaunchedApp()
        try launched.top(LoginViewController.self).signUpTapped()
        let signUp = try launched.top(SignUpViewController.self)

        signUp.termsTapped()
        #expect(launched.rootStack == ["LoginViewController", "SignUpViewController", "TermsViewController"])
        #expect(!signUp.hasReadTerms)

        launched.root.popViewController(animated: true)
        #expect(signUp.hasReadTerms)
        #expect(launched.rootStack == ["LoginViewController", "SignUpViewController"])
    }

    @Test func finishingAuthReplacesTheRootModuleWithTheTabBarAndReleasesTheAuthFlow() throws {
        let launched = try LaunchedApp()
        weak var auth: AnyObject?
        auth = launched.app.childCoordinators.first
        #expect(auth != nil)

        try launched.signIn()

        #expect(auth == nil)
        #expect(launched.childTypes == ["TabbarCoordinator"])
        #expect(launched.rootStack == ["TabbarController"])
        #expect(launched.root.isNavigationBarHidden)
        #expect(launched.window.rootViewController === launched.root)
        let flows = try launched.mainFlow().tabFlows
        #expect(flows.map(\.tab) == [.items, .settings])
        #expect(typeNames(flows.map(\.coordinator)) == ["ItemCoordinator", "SettingsCoordinator"])
    }

    @Test func theSettingsTabTakesItsTitleFromItsRootScreen() throws {
        let launched = try LaunchedApp()
        try launched.signIn()
        let tabs = try #require(launched.tabBar().viewControllers)

        #expect(tabs.count == 2)
        #expect(tabs[0].tabBarItem?.title == "Items")
        #expect(tabs[1].tabBarItem == nil)
        #expect((tabs[1] as? UINavigationController)?.viewControllers.first?.title == "Settings")
        #expect(try launched.tabBar().tabBar.items?.map(\.title) == ["Items", "Settings"])
    }

    @Test func duplicatingAnItemRunsTheNewItemFlowInItsSlotPresentedOverTheItemsTab() throws {
        let launched = try LaunchedApp()
        try launched.signIn()
        let itemsTab = try launched.itemsTab()
        try #require(itemsTab.topViewController as? ItemsListViewController).selectItem(at: 1)
        let detail = try #require(itemsTab.topViewController as? ItemDetailViewController)
        let items = try #require(launched.mainFlow().tabFlows.first?.coordinator as? ItemCoordinator)

        detail.duplicateTapped()

        let creation = try #require(items.createFlow.coordinator)
        #expect(creation is ItemCreateCoordinator)
        #expect(items.childCoordinators.isEmpty)
        let sheet = try #require(itemsTab.presentedViewController as? UINavigationController)
        #expect(sheet.modalPresentationStyle == .pageSheet)
        let form = try #require(sheet.topViewController as? ItemCreateViewController)
        #expect(form.name == "Fountain pen copy")
        #expect(typeNames(itemsTab.viewControllers) == ["ItemsListViewController", "ItemDetailViewController"])

        form.saveTapped()
        #expect(items.createFlow.coordinator == nil)
        #expect(itemsTab.presentedViewController == nil)
        #expect(launched.store.items.last?.name == "Fountain pen copy")
    }

    @Test func cancellingTheNewItemFormAddsNothing() throws {
        let launched = try LaunchedApp()
        try launched.signIn()
        let itemsTab = try launched.itemsTab()
        let list = try #require(itemsTab.topViewController as? ItemsListViewController)

        try #require(list.navigationItem.rightBarButtonItem).tap()
        let sheet = try #require(itemsTab.presentedViewController as? UINavigationController)
        try #require(sheet.topViewController?.navigationItem.leftBarButtonItem).tap()

        #expect(itemsTab.presentedViewController == nil)
        #expect(launched.store.items == ItemStore.samples)
    }

    @Test func signingOutReplacesTheTabBarWithSignIn() throws {
        let launched = try LaunchedApp()
        try launched.signIn()
        let settingsTab = try #require(launched.tabBar().viewControllers?.last as? UINavigationController)

        try #require(settingsTab.topViewController as? SettingsViewController).signOutTapped()

        #expect(launched.childTypes == ["AuthCoordinator"])
        #expect(launched.rootStack == ["LoginViewController"])
        #expect(!launched.root.isNavigationBarHidden)
    }

    @Test func aSignUpLinkOpensTheSignUpFormAboveSignIn() throws {
        let launched = try LaunchedApp(deepLink: .signUp)

        #expect(launched.childTypes == ["AuthCoordinator"])
        #expect(launched.rootStack == ["LoginViewController", "SignUpViewController"])
    }

    @Test func anItemLinkWhileSignedOutOpensTheItemOnceSignedIn() throws {
        let launched = try LaunchedApp(deepLink: .item(id: 3))
        #expect(launched.rootStack == ["LoginViewController"])

        try launched.signIn()

        let itemsTab = try launched.itemsTab()
        #expect(typeNames(itemsTab.viewControllers) == ["ItemsListViewController", "ItemDetailViewController"])
        #expect((itemsTab.topViewController as? ItemDetailViewController)?.item.id == 3)
    }

    @Test func anItemLinkWhileSignedInSelectsTheItemsTabAndOpensTheItem() throws {
        let launched = try LaunchedApp(session: SessionStore(hasSeenOnboarding: true, isAuthorized: true))
        #expect(launched.childTypes == ["TabbarCoordinator"])
        try launched.mainFlow().select(.settings)

        launched.app.start(with: .item(id: 2))

        #expect(try launched.tabBar().selectedIndex == MainTab.items.rawValue)
        #expect((try launched.itemsTab().topViewController as? ItemDetailViewController)?.item.name == "Fountain pen")
        #expect(launched.childTypes == ["TabbarCoordinator"])
    }

    @Test(arguments: [
        ("shelf://onboarding", DeepLinkOption.onboarding),
        ("shelf://signup", .signUp),
        ("shelf://items/42", .item(id: 42)),
    ])
    func deepLinkURLsNameTheirOption(url: String, option: DeepLinkOption) throws {
        #expect(DeepLinkOption(url: try #require(URL(string: url))) == option)
    }

    @Test(arguments: ["https://example.com/items/1", "shelf://items/x", "shelf://items", "shelf://unknown"])
    func otherURLsNameNoOption(url: String) throws {
        #expect(DeepLinkOption(url: try #require(URL(string: url))) == nil)
    }

    @Test func theHeadlineScenarioSignsUpOpensAnItemAndSavesACopy() throws {
        let launched = try LaunchedApp()
        var stacks: [[String]] = []

        for action in RouterLoginApp.headlineScenario(rootController: launched.root) {
            action.perform()
            stacks.append(launched.rootStack)
        }

        #expect(stacks == [
            ["LoginViewController", "SignUpViewController"],
            ["TabbarController"], ["TabbarController"], ["TabbarController"], ["TabbarController"],
        ])
        #expect(launched.store.items.map(\.name).last == "Fountain pen copy")
        #expect(try launched.itemsTab().presentedViewController == nil)
    }
}
