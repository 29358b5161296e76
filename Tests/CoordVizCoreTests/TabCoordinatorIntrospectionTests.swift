import CoordVizCore
import TabCoordinatorSample
import Testing

/// The answer key for the tab-coordinator app (seed 003): `childCoordinators` arrays, weak finish
/// delegates, a tab bar owned by one coordinator and pushed on another's navigation stack.
@Suite struct TabCoordinatorIntrospectionTests {
    func launched() throws -> Snapshot {
        try Introspector().snapshot(of: TabCoordinatorApp.launch())
    }

    @Test func findsEveryCoordinatorThroughChildCoordinatorsArrays() throws {
        let snapshot = try launched()
        #expect(snapshot.root == "AppCoordinator")
        #expect(snapshot.coordinators.map(\.id) == ["AppCoordinator", "TabCoordinator", "HomeCoordinator", "ProfileCoordinator"])
        #expect(snapshot.coordinators[0].children.map(\.property) == ["childCoordinators[0]"])
        #expect(snapshot.coordinators[1].children.map(\.property) == ["childCoordinators[0]", "childCoordinators[1]"])
        #expect(snapshot.coordinators[1].children.map(\.coordinator) == ["HomeCoordinator", "ProfileCoordinator"])
    }

    @Test func readsTheWeakFinishDelegateAsABackReferenceToTheParent() throws {
        let tab = try #require(try launched().coordinators.first { $0.id == "TabCoordinator" })
        #expect(tab.backReferences == [BackReference(property: "finishDelegate", target: "AppCoordinator", pointsToParent: true, strength: .weak)])
    }

    @Test func tabPagesWhoseFinishDelegateIsNeverSetHaveNoParentLink() throws {
        // As in the seed, the tab coordinator never sets its pages' finish delegate: a review
        // should see that Home and Profile cannot tell anyone they finished.
        let snapshot = try launched()
        for id in ["HomeCoordinator", "ProfileCoordinator"] {
            #expect(snapshot.coordinators.first { $0.id == id }?.backReferences == [], "\(id)")
        }
    }

    @Test func theTabCoordinatorOwnsTheTabBarWithTwoPagesInOrder() throws {
        let bar = try #require(try launched().coordinators[1].container?.tabBar)
        #expect(bar.property == "tabBarController")
        #expect(bar.selectedIndex == 0)
        #expect(bar.tabs.map(\.title) == ["Home", "Profile"])
        #expect(bar.tabs.map(\.icon) == ["iconHome", "iconUser"])
        #expect(bar.tabs.map(\.coordinator) == ["HomeCoordinator", "ProfileCoordinator"])
    }

    @Test func theAppsNavigationStackHoldsTheTabBarOfTheTabCoordinator() throws {
        let snapshot = try launched()
        #expect(snapshot.coordinators[0].container?.navigationStack?.screens == ["UITabBarController"])
        let entry = try #require(snapshot.screens.first { $0.id == "UITabBarController" })
        #expect(entry.coordinator == "TabCoordinator")
    }

    @Test func eachPageStackStartsWithItsScreenWhichReachesItsCoordinatorThroughADelegate() throws {
        let snapshot = try launched()
        #expect(snapshot.coordinators[2].container?.navigationStack?.screens == ["HomeVC"])
        #expect(snapshot.coordinators[3].container?.navigationStack?.screens == ["ProfileVC"])
        let home = try #require(snapshot.screens.first { $0.id == "HomeVC" })
        #expect(home.coordinator == "HomeCoordinator")
        #expect(home.coordinatorProperty == "delegate")
    }

    @Test func finishingTheTabFlowRemovesItAndItsChildren() throws {
        let app = TabCoordinatorApp.launch()
        let actions = TabCoordinatorApp.headlineScenario(on: app)
        actions.forEach { $0.perform() }
        let snapshot = try Introspector().snapshot(of: app)
        #expect(snapshot.coordinators.map(\.id) == ["AppCoordinator"])
        #expect(snapshot.coordinators[0].children.isEmpty)
    }
}
