import CoordVizCore
import NavigationChildrenSample
import RouterLoginSample
import TabbarOwnerSample
import Testing
import UIKitStandIn

/// Answer keys of the three samples in production styles, from each sample's README, checked
/// against a snapshot taken with no configuration at all.
@Suite struct NewSampleIntrospectionTests {
    func node(_ snapshot: Snapshot, _ id: String) throws -> CoordinatorNode {
        try #require(snapshot.coordinators.first { $0.id == id }, "no \(id)")
    }

    func children(_ node: CoordinatorNode) -> [String] {
        node.children.map { "\($0.property)=\($0.coordinator ?? "nil")" }
    }

    func screen(_ snapshot: Snapshot, _ id: String) throws -> ScreenNode {
        try #require(snapshot.screens.first { $0.id == id }, "no \(id)")
    }

    // MARK: navigation-children

    var navigationChildren: Snapshot {
        get throws {
            let main = NavigationChildrenApp.launch()
            for action in NavigationChildrenApp.headlineScenario(on: main).prefix(3) { action.perform() }
            return try Introspector().snapshot(of: main)
        }
    }

    @Test func navigationChildrenChildrenPushOntoTheMainStackAndPointBackWeakly() throws {
        let snapshot = try navigationChildren
        #expect(snapshot.coordinators.map(\.id) == ["MainCoordinator", "BuyCoordinator", "SettingsCoordinator"])
        #expect(children(try node(snapshot, "MainCoordinator")) == ["childCoordinators[0]=BuyCoordinator", "childCoordinators[1]=SettingsCoordinator"])
        let buy = try node(snapshot, "BuyCoordinator")
        #expect(buy.pushesOnto == "MainCoordinator")
        #expect(buy.container == nil)
        #expect(buy.backReferences == [BackReference(property: "parentCoordinator", target: "MainCoordinator", pointsToParent: true, strength: .weak)])
        #expect(try node(snapshot, "SettingsCoordinator").backReferences.map(\.strength) == [.weak])
    }

    @Test func navigationChildrenTheSharedStackIsDescribedOnceAndMarksWhatBuyPushed() throws {
        let snapshot = try navigationChildren
        let stack = try #require(try node(snapshot, "MainCoordinator").container?.navigationStack)
        #expect(stack.screens == ["HomeViewController", "BuyViewController"])
        #expect(try screen(snapshot, "BuyViewController").pushedBy == "BuyCoordinator")
        #expect(try screen(snapshot, "HomeViewController").pushedBy == "MainCoordinator")
        #expect(try screen(snapshot, "BuyViewController").title == "Pro")
    }

    @Test func navigationChildrenSettingsIsItsOwnStackPresentedAsAFormSheetOverThePlanScreen() throws {
        let snapshot = try navigationChildren
        let settings = try node(snapshot, "SettingsCoordinator")
        #expect(settings.container?.navigationStack?.screens == ["SettingsViewController", "NotificationSettingsViewController"])
        #expect(settings.presentation == Presentation(over: "BuyViewController", style: "formSheet"))
        #expect(snapshot.unread == nil)
    }

    // MARK: router-login

    var routerLogin: Snapshot {
        get throws {
            let window = UIWindow(frame: UIScreen.main.bounds)
            let app = RouterLoginApp.launch(in: window)
            let root = try #require(window.rootViewController as? UINavigationController)
            for action in RouterLoginApp.headlineScenario(rootController: root).prefix(4) { action.perform() }
            return try Introspector().snapshot(of: app)
        }
    }

    @Test func routerLoginChildrenBehindAStructAndAnEnumPayloadAreFound() throws {
        let snapshot = try routerLogin
        #expect(snapshot.coordinators.map(\.id) == ["ApplicationCoordinator", "TabbarCoordinator", "ItemCoordinator", "SettingsCoordinator", "ItemCreateCoordinator"])
        #expect(children(try node(snapshot, "ApplicationCoordinator")) == ["childCoordinators[0]=TabbarCoordinator"])
        #expect(children(try node(snapshot, "TabbarCoordinator")) == ["tabFlows[0].coordinator=ItemCoordinator", "tabFlows[1].coordinator=SettingsCoordinator"])
        #expect(children(try node(snapshot, "ItemCoordinator")) == ["createFlow.running=ItemCreateCoordinator"])
        #expect(!snapshot.coordinators.contains { $0.typeName == "CoordinatorFactory" })
    }

    @Test func routerLoginEachRoutersNavigationControllerIsItsCoordinatorsStack() throws {
        let snapshot = try routerLogin
        let app = try node(snapshot, "ApplicationCoordinator")
        #expect(app.container?.property == "router.rootController")
        #expect(app.container?.navigationStack?.screens == ["TabbarController"])
        #expect(try screen(snapshot, "TabbarController").coordinator == "TabbarCoordinator")
        #expect(try node(snapshot, "ItemCoordinator").container?.navigationStack?.screens == ["ItemsListViewController", "ItemDetailViewController"])
        #expect(try node(snapshot, "SettingsCoordinator").container?.navigationStack?.screens == ["SettingsViewController"])
        #expect(try node(snapshot, "TabbarCoordinator").installedHandlers == ["finishFlow"])
    }

    @Test func routerLoginTheTabBarReadsTheSettingsTitleFromItsRootScreen() throws {
        let bar = try #require(try node(routerLogin, "TabbarCoordinator").container?.tabBar)
        #expect(bar.tabs.map(\.title) == ["Items", "Settings"])
        #expect(bar.tabs.map(\.coordinator) == ["ItemCoordinator", "SettingsCoordinator"])
        #expect(bar.selectedIndex == 0)
    }

    @Test func routerLoginTheNewItemFlowIsPresentedAsAPageSheetOverTheItemsTab() throws {
        let create = try node(routerLogin, "ItemCreateCoordinator")
        #expect(create.container?.navigationStack?.screens == ["ItemCreateViewController"])
        #expect(create.presentation == Presentation(over: "ItemDetailViewController", style: "pageSheet"))
    }

    // MARK: tabbar-owner

    var tabbarOwner: Snapshot {
        get throws {
            let root = TabbarOwnerApp.launch()
            for action in TabbarOwnerApp.headlineScenario(on: root).prefix(3) { action.perform() }
            return try Introspector().snapshot(of: root)
        }
    }

    @Test func tabbarOwnerTheTabBarSubclassIsTheRootAndOwnsItsCoordinators() throws {
        let snapshot = try tabbarOwner
        let root = try node(snapshot, "MainTabBarController")
        #expect(snapshot.root == "MainTabBarController")
        #expect(root.role == .viewController)
        #expect(children(root) == ["homeCoordinator=HomeCoordinator", "searchCoordinator=SearchCoordinator", "libraryCoordinator=LibraryCoordinator"])
        #expect(children(try node(snapshot, "LibraryCoordinator")) == ["childCoordinators[0]=ReaderCoordinator"])
        #expect(try node(snapshot, "ReaderCoordinator").backReferences == [BackReference(property: "parentCoordinator", target: "LibraryCoordinator", pointsToParent: true, strength: .unowned)])
    }

    @Test func tabbarOwnerTabsTitlesAPlainStackAndASplitView() throws {
        let snapshot = try tabbarOwner
        let bar = try #require(try node(snapshot, "MainTabBarController").container?.tabBar)
        #expect(bar.tabs.map(\.title) == ["Home", "Search", "Library", "Profile"])
        #expect(bar.tabs.map(\.coordinator) == ["HomeCoordinator", "SearchCoordinator", "LibraryCoordinator", nil])
        #expect(bar.selectedIndex == 2)
        #expect(bar.tabs[3].container?.navigationStack?.screens == ["ProfileViewController"])
        guard case .containment(let split) = try node(snapshot, "LibraryCoordinator").container else {
            Issue.record("the Library's container is not a split view")
            return
        }
        #expect(split.kind == .split)
        #expect(split.contained.map { $0.navigationStack?.screens ?? [] } == [["LibraryListViewController"], ["BookDetailViewController"]])
    }

    @Test func tabbarOwnerTheReaderIsPresentedFullScreenOverWhatTheLibraryShows() throws {
        let snapshot = try tabbarOwner
        let reader = try screen(snapshot, "ReaderViewController")
        #expect(reader.presentedOver == "BookDetailViewController")
        #expect(reader.presentationStyle == "fullScreen")
        #expect(reader.coordinator == nil)
        #expect(try node(snapshot, "HomeCoordinator").installedHandlers == ["onOpenBook"])
    }
}
