import RootContainmentSample
import Testing
import UIKitStandIn

// MARK: - Helpers

private func containedTabBar(of app: AppCoordinator) throws -> UITabBarController {
    try #require(app.rootViewController.childViewController as? UITabBarController)
}

private func child<Child: Coordinator>(_ type: Child.Type, of app: AppCoordinator) throws -> Child {
    try #require(app.childCoordinators.lazy.compactMap { $0 as? Child }.first)
}

/// Whether two lists hold the very same objects, in the same order.
private func same(_ lhs: [AnyObject]?, _ rhs: [AnyObject]) -> Bool {
    guard let lhs else { return false }
    return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

/// The stored property names a class declares itself (not those of its superclasses).
private func ownStoredProperties(of object: AnyObject) -> [String] {
    Mirror(reflecting: object).children.compactMap(\.label)
}

/// A coordinator that records what the base class makes it do.
private final class ProbeCoordinator: Coordinator {
    var startCount = 0
    var onStart: () -> Void = {}
    var shown: [(event: String, screen: UIViewController, animated: Bool)] = []

    override func start() {
        startCount += 1
        onStart()
    }

    override func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    ) {
        shown.append(("willShow", viewController, animated))
    }

    override func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        shown.append(("didShow", viewController, animated))
    }
}

/// A view controller that records the containment callbacks it receives.
private final class MoveRecorder: UIViewController {
    var moves: [String] = []

    override func willMove(toParent parent: UIViewController?) {
        moves.append(parent == nil ? "willMove(nil)" : "willMove(parent)")
    }

    override func didMove(toParent parent: UIViewController?) {
        moves.append(parent == nil ? "didMove(nil)" : "didMove(parent)")
    }
}

// MARK: - Root containment

@Suite("Root containment: a root view controller containing the coordinator's tab bar")
struct RootContainmentBehaviourTests {
    @Test func launchingInAWindowMakesTheRootViewControllerTheWindowsRoot() throws {
        let window = UIWindow()
        let app = RootContainmentApp.launch(in: window)

        #expect(window.rootViewController === app.rootViewController)
        #expect(window.isKeyWindow)
    }

    @Test func theRootViewControllerContainsTheTabBarControllerAsItsOnlyChild() throws {
        let app = RootContainmentApp.launch()
        let tabBar = try containedTabBar(of: app)

        #expect(same(app.rootViewController.children, [tabBar]))
        #expect(tabBar.parent === app.rootViewController)
        #expect(app.rootViewController.parent == nil)
    }

    @Test func theTabsAreTheFeedAndLibraryCoordinatorsScreensWithFeedSelected() throws {
        let app = RootContainmentApp.launch()
        let tabBar = try containedTabBar(of: app)
        let feed = try child(FeedCoordinator.self, of: app)
        let library = try child(LibraryCoordinator.self, of: app)

        #expect(same(tabBar.viewControllers, [feed.rootViewController, library.rootViewController]))
        #expect(feed.rootViewController is FeedViewController)
        #expect(library.rootViewController is LibraryViewController)
        #expect(tabBar.viewControllers?.map(\.title) == ["Feed", "Library"])
        #expect(tabBar.selectedIndex == 0)
        #expect(feed.rootViewController.tabBarController === tabBar)
    }

    @Test func startingMakesFeedThenLibraryTheAppCoordinatorsChildren() throws {
        let app = RootContainmentApp.launch()

        #expect(app.childCoordinators.count == 2)
        #expect(app.childCoordinators.first is FeedCoordinator)
        #expect(app.childCoordinators.last is LibraryCoordinator)
    }

    @Test func nothingIsBuiltBeforeStart() throws {
        let app = AppCoordinator()

        #expect(app.childCoordinators.isEmpty)
        #expect(app.rootViewController.childViewController == nil)
        #expect(app.rootViewController.children.isEmpty)
        // The tab bar controller is lazy: its storage is still an empty optional.
        let label = "$__lazy_storage_$_tabBarController"
        let tabBarStorage = try #require(Mirror(reflecting: app).children.first { $0.label == label })
        let storage = Mirror(reflecting: tabBarStorage.value)
        #expect(storage.displayStyle == .optional)
        #expect(storage.children.isEmpty)

        app.start()
        #expect(Mirror(reflecting: try #require(Mirror(reflecting: app).children.first { $0.label == label }).value).children.count == 1)
    }

    @Test func startingStartsEveryChildCoordinatorAfterCreatingTheTabs() {
        let app = AppCoordinator()
        let probe = ProbeCoordinator()
        var childrenWhenStarted = 0
        probe.onStart = { childrenWhenStarted = app.childCoordinators.count }
        app.childCoordinators.append(probe)

        app.start()

        #expect(probe.startCount == 1)
        #expect(childrenWhenStarted == 3)
        #expect(app.childCoordinators.count == 3)
    }

    @Test func childCoordinatorsAndTheFinishHandlerAreStoredInTheBaseClass() throws {
        let app = RootContainmentApp.launch()
        let feed = try child(FeedCoordinator.self, of: app)
        let base = try #require(Mirror(reflecting: feed).superclassMirror)

        #expect(ObjectIdentifier(base.subjectType) == ObjectIdentifier(Coordinator.self))
        #expect(base.children.compactMap(\.label) == ["didFinish", "childCoordinators"])
        #expect(ownStoredProperties(of: feed) == ["feedViewController"])
        #expect(ownStoredProperties(of: try child(LibraryCoordinator.self, of: app)) == ["libraryViewController"])
        #expect(!ownStoredProperties(of: app).contains("childCoordinators"))
    }

    @Test func pushingACoordinatorStartsItThenAppendsItWithAFinishHandler() {
        let parent = Coordinator()
        let probe = ProbeCoordinator()
        var wasChildWhenStarted: Bool?
        probe.onStart = { wasChildWhenStarted = parent.childCoordinators.contains { $0 === probe } }

        parent.pushCoordinator(probe)

        #expect(probe.startCount == 1)
        #expect(wasChildWhenStarted == false)
        #expect(same(parent.childCoordinators, [probe]))
        #expect(probe.didFinish != nil)
    }

    @Test func aPushedCoordinatorThatFinishesIsPoppedFromItsParent() {
        let parent = Coordinator()
        let first = ProbeCoordinator()
        let second = ProbeCoordinator()
        parent.pushCoordinator(first)
        parent.pushCoordinator(second)

        first.didFinish?(first)

        #expect(same(parent.childCoordinators, [second]))
    }

    @Test func theFinishHandlerDoesNotKeepTheParentAlive() {
        weak var parent: Coordinator?
        let probe = ProbeCoordinator()
        do {
            let owner = Coordinator()
            parent = owner
            owner.pushCoordinator(probe)
        }
        #expect(parent == nil)
        probe.didFinish?(probe)
    }

    @Test func poppingACoordinatorThatIsNotAChildChangesNothing() {
        let parent = Coordinator()
        let probe = ProbeCoordinator()
        parent.pushCoordinator(probe)

        parent.popCoordinator(ProbeCoordinator())

        #expect(same(parent.childCoordinators, [probe]))
    }

    @Test func replacingTheContainedChildRemovesThePreviousOneAndAnnouncesEachMove() {
        let root = RootViewController()
        let first = MoveRecorder()
        let second = MoveRecorder()

        root.childViewController = first
        root.childViewController = second

        #expect(same(root.children, [second]))
        #expect(first.parent == nil)
        #expect(second.parent === root)
        #expect(first.moves == ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
        #expect(second.moves == ["willMove(parent)", "didMove(parent)"])

        root.childViewController = nil
        #expect(root.children.isEmpty)
        #expect(second.parent == nil)
    }

    @Test func aCoordinatorCanBeANavigationControllersDelegateWithoutBeingRetainedByIt() {
        let navigationController = UINavigationController()
        let first = UIViewController()
        let second = UIViewController()
        weak var released: ProbeCoordinator?
        do {
            let probe = ProbeCoordinator()
            navigationController.delegate = probe
            navigationController.setViewControllers([first], animated: false)
            navigationController.pushViewController(second, animated: true)
            navigationController.popViewController(animated: true)

            #expect(probe.shown.map(\.event) == ["willShow", "didShow", "willShow", "didShow", "willShow", "didShow"])
            #expect(same(probe.shown.map(\.screen), [first, first, second, second, first, first]))
            #expect(probe.shown.map(\.animated) == [false, false, true, true, true, true])
            released = probe
        }
        #expect(released == nil)
        #expect(navigationController.delegate == nil)
    }

    @Test func theHeadlineSelectsTheLibraryTabThenTheFeedTab() throws {
        let app = RootContainmentApp.launch()
        let tabBar = try containedTabBar(of: app)
        let library = try child(LibraryCoordinator.self, of: app)
        let feed = try child(FeedCoordinator.self, of: app)
        let actions = RootContainmentApp.headlineScenario(on: app)
        #expect(actions.map(\.name) == ["tap the Library tab", "tap the Feed tab"])
        try #require(actions.count == 2)

        actions[0].perform()
        #expect(tabBar.selectedViewController === library.rootViewController)

        actions[1].perform()
        #expect(tabBar.selectedViewController === feed.rootViewController)
        // Switching tabs changes nothing else: same containment, same children.
        #expect(same(app.rootViewController.children, [tabBar]))
        #expect(app.childCoordinators.count == 2)
    }
}
