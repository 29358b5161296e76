import CoordVizCore
import Testing
import UIKitStandIn

/// One test per shape production coordinator code has, each introspected with no configuration.
@Suite struct RealAppShapeTests {
    func snapshot(_ root: AnyObject, options: IntrospectionOptions = IntrospectionOptions()) throws -> Snapshot {
        try Introspector(options: options).snapshot(of: root)
    }

    func node(_ snapshot: Snapshot, _ id: String) throws -> CoordinatorNode {
        try #require(snapshot.coordinators.first { $0.id == id })
    }

    func children(_ snapshot: Snapshot, of id: String) -> [String] {
        snapshot.coordinators.first { $0.id == id }?.children.map { "\($0.property)=\($0.coordinator ?? "nil")" } ?? []
    }

    @Test func childrenBehindStructsEnumPayloadsIndirectEnumsAndTuplesAreFound() throws {
        let result = try snapshot(ValueHoldingCoordinator())
        #expect(children(result, of: "ValueHoldingCoordinator") == [
            "entries[0].coordinator=LeafCoordinator",
            "slot.running=LeafCoordinator#2",
            "chain.step.0=LeafCoordinator#3",
            "chain.step.next.step.0=LeafCoordinator#4",
            "pair.first=LeafCoordinator#5",
        ])
        #expect(result.unread == nil)
    }

    @Test func aWeakFieldInsideAStructIsAWeakBackReference() throws {
        let result = try snapshot(BoxedParentCoordinator())
        let child = try node(result, "BoxedChildCoordinator")
        #expect(child.backReferences == [BackReference(property: "parent.value", target: "BoxedParentCoordinator", pointsToParent: true, strength: .weak)])
    }

    @Test func aRouterBetweenCoordinatorsAndTheirNavigationControllerIsSeenThrough() throws {
        let result = try snapshot(RoutedAppCoordinator())
        let app = try node(result, "RoutedAppCoordinator")
        #expect(app.container?.property == "router.rootController")
        #expect(app.container?.navigationStack?.screens == ["UIViewController", "LoginScreen"])
        #expect(children(result, of: "RoutedAppCoordinator") == ["childCoordinators[0]=AuthFlow"])
        let auth = try node(result, "AuthFlow")
        #expect(auth.pushesOnto == "RoutedAppCoordinator")
        #expect(auth.container == nil)
        #expect(!auth.isFlowOnly)
        #expect(result.screens.first { $0.id == "LoginScreen" }?.pushedBy == "AuthFlow")
        #expect(result.screens.first { $0.id == "LoginScreen" }?.coordinator == "AuthFlow")
    }

    @Test func aChildPushingOntoItsParentsStackSharesItAndMarksWhatItPushed() throws {
        let shop = ShopCoordinator()
        shop.buy()
        let result = try snapshot(shop)
        let buy = try node(result, "BuyCoordinator")
        #expect(buy.pushesOnto == "ShopCoordinator")
        #expect(buy.container == nil)
        #expect(buy.backReferences.map(\.strength) == [.weak])
        let stack = try #require(try node(result, "ShopCoordinator").container?.navigationStack)
        #expect(stack.screens == ["UIViewController", "BuyScreen"])
        #expect(result.screens.map(\.pushedBy) == [nil, "BuyCoordinator"].map { $0 == nil ? "ShopCoordinator" : $0 })
        // The shared stack is described once: no coordinator repeats its screens.
        #expect(result.coordinators.compactMap(\.container).flatMap(\.screens).count == 2)
    }

    @Test func aNavigationControllerAChildPresentsIsItsContainerPresentedOverTheScreenBeneath() throws {
        let shop = ShopCoordinator()
        shop.settings()
        let result = try snapshot(shop)
        let settings = try node(result, "SettingsCoordinator")
        #expect(settings.container?.navigationStack?.screens == ["SettingsScreen"])
        #expect(settings.presentation?.over == "UIViewController")
        #expect(result.screens.first { $0.id == "SettingsScreen" }?.presentedOver == nil)
    }

    @Test func aPresentedNavigationControllerNoCoordinatorOwnsIsDescribedInPlace() throws {
        let shop = ShopCoordinator()
        let sheet = UINavigationController(rootViewController: SettingsScreen())
        shop.navigationController.viewControllers[0].present(sheet, animated: false)
        let result = try snapshot(shop)
        let presented = try #require(result.presentedContainers?.first)
        #expect(presented.presentation.over == "UIViewController")
        #expect(presented.container.navigationStack?.screens == ["SettingsScreen"])
        #expect(!result.screens.contains { $0.typeName == "UINavigationController" })
    }

    @Test func aTabBarControllerSubclassAtTheRootOwnsItsCoordinatorsAndTabs() throws {
        let result = try snapshot(MainTabBarController(selecting: 1))
        let root = try node(result, "MainTabBarController")
        #expect(root.role == .viewController)
        #expect(children(result, of: "MainTabBarController") == ["feed=FeedTabCoordinator", "library=LibraryCoordinator"])
        let bar = try #require(root.container?.tabBar)
        #expect(bar.selectedIndex == 1)
        #expect(bar.tabs.map(\.coordinator) == ["FeedTabCoordinator", nil, "LibraryCoordinator"])
        #expect(bar.tabs.map(\.title) == ["Feed", "About", "Library"])
    }

    @Test func aTabThatIsAPlainStackWithNoCoordinatorKeepsItsStack() throws {
        let result = try snapshot(MainTabBarController())
        let tab = try #require(try node(result, "MainTabBarController").container?.tabBar?.tabs[1])
        #expect(tab.container?.navigationStack?.screens.count == 1)
        #expect(tab.screen == nil)
        #expect(result.screens.first { $0.id == tab.container?.navigationStack?.screens.first }?.title == "About")
    }

    @Test func aTabBarInsideAChildFlowIsItsOwnersContainer() throws {
        let result = try snapshot(OuterCoordinator())
        let inner = try node(result, "InnerTabsCoordinator")
        #expect(inner.container?.tabBar?.tabs.map(\.coordinator) == ["FeedTabCoordinator"])
        #expect(inner.container?.tabBar?.tabs.first?.title == "Feed")
    }

    @Test func anObjectOwningAWindowAndTheAppCoordinatorIsARoot() throws {
        let result = try snapshot(SceneDelegateLike())
        let root = try node(result, "SceneDelegateLike")
        #expect(root.role == .object)
        #expect(children(result, of: "SceneDelegateLike") == ["appCoordinator=FeedTabCoordinator"])
        #expect(try node(result, "FeedTabCoordinator").container?.navigationStack?.screens.count == 1)
    }

    @Test func aChildOnlyAClosureCanHandOutIsReportedNotDropped() throws {
        let result = try snapshot(FactoryHoldingCoordinator())
        #expect(result.coordinators.count == 1)
        let unread = try #require(result.unread)
        #expect(unread.map(\.path) == ["lookup.current"])
        #expect(unread.first?.reason == .closure)
        #expect(unread.note == "1 reference not followed: FactoryHoldingCoordinator.lookup.current")
    }

    @Test func theObjectBudgetStopsTheWalkAndSaysWhere() throws {
        let root = ChainCoordinator()
        var tail = root
        for _ in 1..<50 {
            let next = ChainCoordinator()
            tail.next = next
            next.previous = tail
            tail = next
        }
        let result = try snapshot(root, options: IntrospectionOptions(objectBudget: 30))
        #expect(result.coordinators.count < 50)
        let unread = try #require(result.unread)
        #expect(unread.contains { $0.reason == .budget })
        #expect(unread.note?.hasPrefix("\(unread.count) reference") == true)
    }

    @Test func aSplitViewNamesTheColumnAChildCoordinatorRunsAndDescribesTheOthers() throws {
        let result = try snapshot(SplitOwnerCoordinator())
        guard case .containment(let split) = try node(result, "SplitOwnerCoordinator").container else {
            Issue.record("not a split view")
            return
        }
        #expect(split.kind == .split)
        #expect(split.coordinators == ["FeedTabCoordinator"])
        #expect(split.contained.count == 1)
        #expect(try node(result, "FeedTabCoordinator").container?.navigationStack?.screens.count == 1)
    }

    @Test func containmentDeeperThanTheLimitIsReportedNotWalked() throws {
        let result = try snapshot(DeeplyContainingCoordinator(depth: 200))
        let unread = try #require(result.unread)
        #expect(unread.count == 1)
        #expect(unread.first?.reason == .depth)
        #expect(unread.first?.owner == "DeeplyContainingCoordinator")
    }

    @Test func aRootThatHoldsNoCoordinatorIsRefusedWithAHint() {
        final class Nothing {}
        #expect(throws: CoreError.rootIsNotACoordinator(typeName: "Nothing")) {
            try Introspector().snapshot(of: Nothing())
        }
    }
}
