import CoordVizCore
import LoveStory
import Testing

/// The answer key for the love-story app: every coordinator, child edge, back-reference, tab,
/// stack and screen owner that a live walk must find.
@Suite struct LoveStoryIntrospectionTests {
    func launchedSnapshot() throws -> Snapshot {
        let main = LoveStoryApp.launch(scheduler: ManualScheduler())
        return try Introspector().snapshot(of: main)
    }

    @Test func findsTheThreeLiveCoordinatorsRootFirstInPropertyOrder() throws {
        let snapshot = try launchedSnapshot()
        #expect(snapshot.app == "LoveStory")
        #expect(snapshot.root == "MainCoordinator")
        #expect(snapshot.coordinators.map(\.id) == ["MainCoordinator", "HomeCoordinator", "OrdersCoordinator"])
        #expect(snapshot.coordinators.map(\.declaredAs) == [nil, "HomeBaseCoordinator", "OrdersBaseCoordinator"])
    }

    @Test func recordsLazyChildrenWithTheirPropertiesAndTheDeepLinkChildAsNotCreatedYet() throws {
        let main = try #require(try launchedSnapshot().coordinators.first)
        #expect(main.children == [
            ChildLink(property: "homeCoordinator", declaredType: "HomeBaseCoordinator", coordinator: "HomeCoordinator", isLazy: true),
            ChildLink(property: "ordersCoordinator", declaredType: "OrdersBaseCoordinator", coordinator: "OrdersCoordinator", isLazy: true),
            ChildLink(property: "deepLinkCoordinator", declaredType: "DeepLinkBaseCoordinator", coordinator: nil, isLazy: true),
        ])
        #expect(main.children[2].isLazyNotCreated)
    }

    @Test func recognisesParentCoordinatorAsABackReferenceNotAChild() throws {
        let snapshot = try launchedSnapshot()
        for id in ["HomeCoordinator", "OrdersCoordinator"] {
            let node = try #require(snapshot.coordinators.first { $0.id == id })
            #expect(node.children.isEmpty)
            #expect(node.backReferences.map(\.property) == ["parentCoordinator"])
            #expect(node.backReferences.map(\.target) == ["MainCoordinator"])
            #expect(node.backReferences.allSatisfy { $0.pointsToParent })
            // The seed's children hold their parent strongly: a retain cycle.
            #expect(node.backReferences.map(\.strength) == [.strong])
        }
    }

    @Test func readsTheTabBarWithTitlesIconsOwnersAndSelection() throws {
        let main = try #require(try launchedSnapshot().coordinators.first)
        let bar = try #require(main.container?.tabBar)
        #expect(bar.property == "rootViewController")
        #expect(bar.selectedIndex == 0)
        #expect(bar.tabs == [
            Tab(index: 0, title: "Home", icon: "homekit", viewControllerType: "UINavigationController", coordinator: "HomeCoordinator"),
            Tab(index: 1, title: "Orders", icon: "doc.plaintext", viewControllerType: "UINavigationController", coordinator: "OrdersCoordinator"),
        ])
    }

    @Test func readsEachNavigationStackAndTheCoordinatorEachScreenHolds() throws {
        let snapshot = try launchedSnapshot()
        let home = try #require(snapshot.coordinators.first { $0.id == "HomeCoordinator" })
        let orders = try #require(snapshot.coordinators.first { $0.id == "OrdersCoordinator" })
        #expect(home.container?.navigationStack?.screens == ["HomeViewController"])
        #expect(orders.container?.navigationStack?.screens == ["OrdersViewController"])
        #expect(snapshot.screens == [
            ScreenNode(id: "HomeViewController", typeName: "HomeViewController", title: "Home", coordinator: "HomeCoordinator", coordinatorProperty: "coordinator"),
            ScreenNode(id: "OrdersViewController", typeName: "OrdersViewController", title: "Orders", coordinator: "OrdersCoordinator", coordinatorProperty: "coordinator"),
        ])
    }

    @Test func afterTheHeadlineScenarioOrdersIsSelectedWithThreeScreensStacked() throws {
        let main = LoveStoryApp.headlineScenario()
        let snapshot = try Introspector().snapshot(of: main)
        let root = try #require(snapshot.coordinators.first)
        #expect(root.container?.tabBar?.selectedIndex == 1)
        let orders = try #require(snapshot.coordinators.first { $0.id == "OrdersCoordinator" })
        #expect(orders.container?.navigationStack?.screens == ["OrdersViewController", "Orders2ViewController", "Orders3ViewController"])
        let home = try #require(snapshot.coordinators.first { $0.id == "HomeCoordinator" })
        #expect(home.container?.navigationStack?.screens == ["HomeViewController", "Home2ViewController"])
        #expect(snapshot.screens.first(where: { $0.id == "Home2ViewController" })?.title == "Top Title")
    }

    @Test func aCreatedDeepLinkCoordinatorIsFlowOnlyAndPointsBackToMain() throws {
        let main = LoveStoryApp.launch(scheduler: ManualScheduler())
        main.handleDeepLink(text: "myapp://orders")
        let snapshot = try Introspector().snapshot(of: main)
        #expect(snapshot.coordinators.map(\.id) == ["MainCoordinator", "HomeCoordinator", "OrdersCoordinator", "DeepLinkCoordinator"])
        let deepLink = try #require(snapshot.coordinators.last)
        #expect(deepLink.isFlowOnly)
        #expect(deepLink.declaredAs == "DeepLinkBaseCoordinator")
        #expect(deepLink.backReferences == [BackReference(property: "parentCoordinator", target: "MainCoordinator", pointsToParent: true, strength: .strong)])
        #expect(snapshot.coordinators[0].children[2] == ChildLink(property: "deepLinkCoordinator", declaredType: "DeepLinkBaseCoordinator", coordinator: "DeepLinkCoordinator", isLazy: true))
    }

    @Test func walkingDoesNotCreateLazyChildren() throws {
        let main = LoveStoryApp.launch(scheduler: ManualScheduler())
        _ = try Introspector().snapshot(of: main)
        let again = try Introspector().snapshot(of: main)
        #expect(again.coordinators.count == 3)
    }

    @Test func refusesARootThatIsNotACoordinator() {
        final class NotOne {}
        #expect(throws: CoreError.rootIsNotACoordinator(typeName: "NotOne")) {
            try Introspector().snapshot(of: NotOne())
        }
    }
}
