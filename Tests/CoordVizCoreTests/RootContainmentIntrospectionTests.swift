import CoordVizCore
import RootContainmentSample
import Testing

/// The answer key for the root-containment app (seed 004): a coordinator base class whose stored
/// properties live in the superclass, a root view controller containing the tab bar controller.
@Suite struct RootContainmentIntrospectionTests {
    func launched() throws -> Snapshot {
        try Introspector().snapshot(of: RootContainmentApp.launch())
    }

    @Test func findsTheChildrenStoredInTheBaseClass() throws {
        let snapshot = try launched()
        #expect(snapshot.coordinators.map(\.id) == ["AppCoordinator", "FeedCoordinator", "LibraryCoordinator"])
        #expect(snapshot.coordinators[0].children == [
            ChildLink(property: "childCoordinators[0]", coordinator: "FeedCoordinator"),
            ChildLink(property: "childCoordinators[1]", coordinator: "LibraryCoordinator"),
        ])
        #expect(snapshot.coordinators.allSatisfy { $0.backReferences.isEmpty })
    }

    @Test func theRootViewControllerContainsTheTabBar() throws {
        let container = try #require(try launched().coordinators[0].container)
        guard case .containment(let host) = container else {
            Issue.record("expected containment, got \(container)")
            return
        }
        #expect(host.typeName == "RootViewController")
        #expect(host.property == "rootViewController")
        let bar = try #require(host.contained.first?.tabBar)
        #expect(bar.tabs.map(\.title) == ["Feed", "Library"])
        #expect(bar.tabs.map(\.coordinator) == ["FeedCoordinator", "LibraryCoordinator"])
        #expect(bar.selectedIndex == 0)
    }

    @Test func eachTabCoordinatorShowsOneScreen() throws {
        let snapshot = try launched()
        guard case .single(let feed) = snapshot.coordinators[1].container, case .single(let library) = snapshot.coordinators[2].container else {
            Issue.record("expected single screens")
            return
        }
        #expect(feed.screen == "FeedViewController")
        #expect(library.screen == "LibraryViewController")
        #expect(snapshot.screens.map(\.title) == ["Feed", "Library"])
    }

    @Test func selectingTheLibraryTabIsSeenInTheContainedTabBar() throws {
        let app = RootContainmentApp.launch()
        RootContainmentApp.headlineScenario(on: app)[0].perform()
        let snapshot = try Introspector().snapshot(of: app)
        #expect(snapshot.coordinators[0].container?.tabBar?.selectedIndex == 1)
    }
}
