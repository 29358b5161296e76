import Dispatch
import Foundation
import LoveStory
import Testing
import UIKitStandIn

// MARK: - Helpers

/// The app started with a scheduler the test runs by hand.
private func launchApp() -> (main: MainCoordinator, scheduler: ManualScheduler) {
    let scheduler = ManualScheduler()
    return (LoveStoryApp.launch(scheduler: scheduler), scheduler)
}

private func tabBar(of main: MainCoordinator) throws -> UITabBarController {
    try #require(main.rootViewController as? UITabBarController)
}

private func stack(of flow: any Coordinator) throws -> [UIViewController] {
    try #require(flow.navigationRootViewController).viewControllers
}

private func titles(of flow: any Coordinator) throws -> [String?] {
    try stack(of: flow).map(\.title)
}

private func top<Screen: UIViewController>(_ type: Screen.Type, of flow: any Coordinator) throws -> Screen {
    try #require(flow.navigationRootViewController?.topViewController as? Screen)
}

/// Whether two lists hold the very same view controllers, in the same order.
private func same(_ lhs: [UIViewController]?, _ rhs: [UIViewController]) -> Bool {
    guard let lhs else { return false }
    return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

/// Whether the storage behind lazy property `name` is still empty (`nil` when there is no such
/// lazy property). This is how the introspector tells created children from not-yet-created ones.
private func lazyStorageIsEmpty(_ name: String, in object: AnyObject) -> Bool? {
    let label = "$__lazy_storage_$_" + name
    guard let storage = Mirror(reflecting: object).children.first(where: { $0.label == label }) else {
        return nil
    }
    let optional = Mirror(reflecting: storage.value)
    return optional.displayStyle == .optional && optional.children.isEmpty
}

/// Taps through the Orders screens until the Orders stack is `depth` screens deep (1...3).
private func openOrders(depth: Int, in main: MainCoordinator) throws {
    if depth >= 2 { try top(OrdersViewController.self, of: main.ordersCoordinator).goToOrders2() }
    if depth >= 3 { try top(Orders2ViewController.self, of: main.ordersCoordinator).goToOrders3() }
}

// MARK: - Love story

@Suite("Love story: coordinators and tab bars")
struct LoveStoryBehaviourTests {
    @Test func startingShowsHomeAndOrdersTabsWithHomeSelectedAndEachAtItsFirstScreen() throws {
        let (main, scheduler) = launchApp()
        let tabs = try tabBar(of: main)
        let tabControllers = try #require(tabs.viewControllers)

        #expect(tabControllers.count == 2)
        #expect(tabControllers.map { $0.tabBarItem?.title } == ["Home", "Orders"])
        #expect(tabControllers.map { $0.tabBarItem?.tag } == [0, 1])
        #expect(tabControllers.map { $0.tabBarItem?.image?.systemName } == ["homekit", "doc.plaintext"])
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === main.homeCoordinator.rootViewController)
        #expect(tabControllers[1] === main.ordersCoordinator.rootViewController)
        #expect(tabs.children.count == 2)

        #expect(try stack(of: main.homeCoordinator).map { $0 is HomeViewController } == [true])
        #expect(try stack(of: main.ordersCoordinator).map { $0 is OrdersViewController } == [true])
        #expect(try titles(of: main.homeCoordinator) == ["Home"])
        #expect(try titles(of: main.ordersCoordinator) == ["Orders"])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func launchingInAWindowMakesTheTabBarTheWindowsRoot() throws {
        let window = UIWindow()
        let main = LoveStoryApp.launch(in: window, scheduler: ManualScheduler())

        #expect(window.rootViewController === main.rootViewController)
        #expect(window.rootViewController is UITabBarController)
        #expect(window.isKeyWindow)
    }

    @Test func everyFlowAndScreenPointsBackToItsOwner() throws {
        let (main, _) = launchApp()

        #expect(main.parentCoordinator == nil)
        #expect(main.homeCoordinator is HomeCoordinator)
        #expect(main.ordersCoordinator is OrdersCoordinator)
        #expect(main.homeCoordinator.parentCoordinator === main)
        #expect(main.ordersCoordinator.parentCoordinator === main)

        let home = try top(HomeViewController.self, of: main.homeCoordinator)
        let orders = try top(OrdersViewController.self, of: main.ordersCoordinator)
        #expect(home.coordinator === main.homeCoordinator)
        #expect(orders.coordinator === main.ordersCoordinator)
        #expect(home.navigationController === main.homeCoordinator.rootViewController)
        #expect(home.tabBarController === main.rootViewController)
    }

    @Test func theDeepLinkCoordinatorIsCreatedOnFirstUseNotByStart() throws {
        let (main, _) = launchApp()

        #expect(lazyStorageIsEmpty("homeCoordinator", in: main) == false)
        #expect(lazyStorageIsEmpty("ordersCoordinator", in: main) == false)
        #expect(lazyStorageIsEmpty("deepLinkCoordinator", in: main) == true)

        let deepLinks = main.deepLinkCoordinator
        #expect(lazyStorageIsEmpty("deepLinkCoordinator", in: main) == false)
        #expect(deepLinks is DeepLinkCoordinator)
        #expect(deepLinks.parentCoordinator === main)
    }

    @Test func tappingHomesButtonPushesHome2WithTheTitleItChose() throws {
        let (main, _) = launchApp()
        let home = try top(HomeViewController.self, of: main.homeCoordinator)

        home.goToHome2()

        let home2 = try top(Home2ViewController.self, of: main.homeCoordinator)
        #expect(try titles(of: main.homeCoordinator) == ["Home", "Top Title"])
        #expect(home2.title == HomeViewController.home2Title)
        #expect(home2.coordinator === main.homeCoordinator)
        #expect(home2.navigationController === main.homeCoordinator.rootViewController)
        #expect(try tabBar(of: main).selectedIndex == 0)
    }

    @Test func theHomeFlowTitlesHome2WithWhatItIsGiven() throws {
        let (main, _) = launchApp()

        main.homeCoordinator.goToHome2ScreenWith(title: "Weekend picks")

        #expect(try titles(of: main.homeCoordinator) == ["Home", "Weekend picks"])
    }

    @Test func theOrdersButtonsPushOrders2ThenOrders3() throws {
        let (main, _) = launchApp()

        try top(OrdersViewController.self, of: main.ordersCoordinator).goToOrders2()
        #expect(try titles(of: main.ordersCoordinator) == ["Orders", "Orders 2"])

        try top(Orders2ViewController.self, of: main.ordersCoordinator).goToOrders3()
        #expect(try titles(of: main.ordersCoordinator) == ["Orders", "Orders 2", "Orders 3"])
        let orders3 = try top(Orders3ViewController.self, of: main.ordersCoordinator)
        #expect(orders3.coordinator === main.ordersCoordinator)
    }

    @Test func ordersNavigationCallsChainOnTheSameCoordinator() throws {
        let (main, _) = launchApp()
        let orders = main.ordersCoordinator

        let chained = orders.resetToRoot().goToOrder2Screen(animated: false).goToOrder3Screen(animated: false)

        #expect(chained === orders)
        #expect(try titles(of: orders) == ["Orders", "Orders 2", "Orders 3"])
    }

    @Test func goToFavoritesFlowOnlySelectsOrders() throws {
        let (main, scheduler) = launchApp()
        try top(HomeViewController.self, of: main.homeCoordinator).goToHome2()
        try openOrders(depth: 2, in: main)
        let homeBefore = try stack(of: main.homeCoordinator)
        let ordersBefore = try stack(of: main.ordersCoordinator)

        main.homeCoordinator.goToFavoritesFlow()

        #expect(try tabBar(of: main).selectedIndex == 1)
        #expect(try same(stack(of: main.homeCoordinator), homeBefore))
        #expect(try same(stack(of: main.ordersCoordinator), ordersBefore))
        #expect(scheduler.pendingCount == 0)
    }

    @Test func home2sFavoriteTabButtonSelectsOrdersThroughTheParent() throws {
        let (main, scheduler) = launchApp()
        try top(HomeViewController.self, of: main.homeCoordinator).goToHome2()

        try top(Home2ViewController.self, of: main.homeCoordinator).goToFavoriteTab()

        #expect(try tabBar(of: main).selectedIndex == 1)
        #expect(try titles(of: main.ordersCoordinator) == ["Orders"])
        #expect(try titles(of: main.homeCoordinator) == ["Home", "Top Title"])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func theDeepViewButtonSelectsOrdersAtOnceAndBuildsTheStackOnlyWhenTheSchedulerRuns() throws {
        let (main, scheduler) = launchApp()
        try top(HomeViewController.self, of: main.homeCoordinator).goToHome2()
        let ordersRoot = try top(OrdersViewController.self, of: main.ordersCoordinator)

        try top(Home2ViewController.self, of: main.homeCoordinator).goToDeepViewInFavoriteTab()

        #expect(try tabBar(of: main).selectedIndex == 1)
        #expect(try titles(of: main.ordersCoordinator) == ["Orders"])
        #expect(scheduler.pendingDelays == [.milliseconds(100)])

        #expect(scheduler.runPending() == 1)

        let orders = try stack(of: main.ordersCoordinator)
        #expect(orders.count == 3)
        #expect(orders.first === ordersRoot)
        #expect(orders.dropFirst().first is Orders2ViewController)
        #expect(orders.last is Orders3ViewController)
        #expect(try titles(of: main.ordersCoordinator) == ["Orders", "Orders 2", "Orders 3"])
        #expect(try tabBar(of: main).selectedIndex == 1)
        #expect(try titles(of: main.homeCoordinator) == ["Home", "Top Title"])
        #expect(scheduler.pendingCount == 0)
    }

    @Test(arguments: [2, 3])
    func theDeepViewResetsADeeperOrdersStackBeforeRebuildingIt(depth: Int) throws {
        let (main, scheduler) = launchApp()
        try openOrders(depth: depth, in: main)
        let before = try stack(of: main.ordersCoordinator)
        #expect(before.count == depth)

        main.homeCoordinator.goToDeepViewInFavoriteTab()
        scheduler.runPending()

        let after = try stack(of: main.ordersCoordinator)
        #expect(try titles(of: main.ordersCoordinator) == ["Orders", "Orders 2", "Orders 3"])
        #expect(after.first === before.first)
        #expect(!after.dropFirst().contains { screen in before.contains { $0 === screen } })
        #expect(before.dropFirst().allSatisfy { $0.parent == nil })
    }

    @Test func backFromOrders3ReturnsToOrders2() throws {
        let (main, scheduler) = launchApp()
        main.homeCoordinator.goToDeepViewInFavoriteTab()
        scheduler.runPending()
        let navigation = try #require(main.ordersCoordinator.navigationRootViewController)

        let popped = navigation.popViewController(animated: true)

        #expect(popped is Orders3ViewController)
        #expect(navigation.topViewController is Orders2ViewController)
        #expect(navigation.topViewController?.title == "Orders 2")
        #expect(popped?.parent == nil)
    }

    @Test func resettingTheAppReturnsHomeToItsFirstScreenAndSelectsIt() throws {
        let (main, _) = launchApp()
        try top(HomeViewController.self, of: main.homeCoordinator).goToHome2()
        try openOrders(depth: 3, in: main)
        main.moveTo(flow: .Favorites)

        let returned = main.resetToRoot()

        #expect(returned === main)
        #expect(try tabBar(of: main).selectedIndex == 0)
        #expect(try titles(of: main.homeCoordinator) == ["Home"])
        #expect(try titles(of: main.ordersCoordinator) == ["Orders", "Orders 2", "Orders 3"])
    }

    @Test(arguments: [(AppFlow.MostViewed, 0), (AppFlow.Favorites, 1)])
    func movingToAFlowSelectsItsTab(flow: AppFlow, index: Int) throws {
        let (main, _) = launchApp()
        main.moveTo(flow: flow == .MostViewed ? .Favorites : .MostViewed)

        main.moveTo(flow: flow)

        #expect(try tabBar(of: main).selectedIndex == index)
    }

    @Test func aHomeFlowThatIsGoneNoLongerRebuildsTheOrdersStack() throws {
        let (main, scheduler) = launchApp()
        var strayHome: HomeCoordinator? = HomeCoordinator(scheduler: scheduler)
        weak var observedHome: HomeCoordinator?
        observedHome = strayHome
        strayHome?.parentCoordinator = main

        strayHome?.goToDeepViewInFavoriteTab()
        strayHome = nil

        #expect(observedHome == nil)
        #expect(try tabBar(of: main).selectedIndex == 1)
        #expect(scheduler.runPending() == 1)
        #expect(try titles(of: main.ordersCoordinator) == ["Orders"])
    }
}

// MARK: - Deep links

@Suite("Love story: deep links")
struct LoveStoryDeepLinkTests {
    @Test func theDeepOrdersLinkTakesTheSameRouteAsTheDeepViewButton() throws {
        let (main, scheduler) = launchApp()
        try openOrders(depth: 2, in: main)

        #expect(main.handleDeepLink(text: "myapp://orders/deep"))

        #expect(try tabBar(of: main).selectedIndex == 1)
        #expect(try titles(of: main.ordersCoordinator) == ["Orders", "Orders 2"])
        #expect(scheduler.runPending() == 1)
        #expect(try titles(of: main.ordersCoordinator) == ["Orders", "Orders 2", "Orders 3"])
        let deepLinks = try #require(main.deepLinkCoordinator as? DeepLinkCoordinator)
        #expect(deepLinks.handledLinks == [.ordersDeep])
        #expect(deepLinks.rejectedLinks.isEmpty)
    }

    @Test(arguments: [("myapp://home", 0), ("myapp://orders", 1), ("MyApp://orders/", 1)])
    func tabLinksSelectTheirTab(link: String, index: Int) throws {
        let (main, scheduler) = launchApp()
        main.moveTo(flow: index == 0 ? .Favorites : .MostViewed)

        #expect(main.deepLinkCoordinator.handleDeeplink(deepLink: link))

        #expect(try tabBar(of: main).selectedIndex == index)
        #expect(scheduler.pendingCount == 0)
    }

    @Test(arguments: [
        "myapp://settings", "https://example.com/orders/deep", "", "myapp://orders/deep/more",
        "myapp://orders?id=3", "myapp:orders", "orders/deep",
    ])
    func unknownLinksAreRejectedAndChangeNothing(link: String) throws {
        let (main, scheduler) = launchApp()

        #expect(!main.handleDeepLink(text: link))

        #expect(try tabBar(of: main).selectedIndex == 0)
        #expect(try titles(of: main.ordersCoordinator) == ["Orders"])
        #expect(scheduler.pendingCount == 0)
        let deepLinks = try #require(main.deepLinkCoordinator as? DeepLinkCoordinator)
        #expect(deepLinks.rejectedLinks == [link])
        #expect(deepLinks.handledLinks.isEmpty)
    }

    @Test func aDeepLinkCoordinatorWithoutParentRejectsEvenKnownLinks() {
        let (main, _) = launchApp()
        let orphan = DeepLinkCoordinator(mainBaseCoordinator: main)
        orphan.parentCoordinator = nil

        #expect(!orphan.handleDeeplink(deepLink: "myapp://orders"))
        #expect(orphan.rejectedLinks == ["myapp://orders"])
    }

    @Test func everyLinkReadsBackFromItsOwnText() {
        for link in DeepLink.allCases {
            #expect(DeepLink(link.url) == link)
        }
        #expect(DeepLink.ordersDeep.url == "myapp://orders/deep")
    }
}

// MARK: - Entry point and scheduling

@Suite("Love story: entry point and scheduling")
struct LoveStoryAppTests {
    @Test func theHeadlineScenarioPassesThroughEveryStepAndEndsDeepInOrders() throws {
        var seen: [(step: HeadlineStep, selected: Int, home: [String?], orders: [String?])] = []

        let main = LoveStoryApp.headlineScenario { step, main in
            let tabs = main.rootViewController as? UITabBarController
            seen.append((
                step,
                tabs?.selectedIndex ?? -1,
                (try? titles(of: main.homeCoordinator)) ?? [],
                (try? titles(of: main.ordersCoordinator)) ?? []
            ))
        }

        #expect(seen.map(\.step) == HeadlineStep.allCases)
        #expect(seen.map(\.selected) == [0, 0, 1, 1])
        #expect(seen.map(\.home) == [["Home"], ["Home", "Top Title"], ["Home", "Top Title"], ["Home", "Top Title"]])
        #expect(seen.map(\.orders) == [["Orders"], ["Orders"], ["Orders"], ["Orders", "Orders 2", "Orders 3"]])
        #expect(try tabBar(of: main).selectedViewController === main.ordersCoordinator.rootViewController)
    }

    @Test func theHeadlineActionsOpenHome2SwitchToOrdersThenRebuildTheOrdersStack() throws {
        let (main, scheduler) = launchApp()
        let actions = LoveStoryApp.headlineActions(on: main, scheduler: scheduler)
        #expect(actions.map(\.name) == ["open Home2", "tap the deep-view button", "run the delayed work"])
        try #require(actions.count == 3)

        actions[0].perform()
        #expect(try titles(of: main.homeCoordinator) == ["Home", "Top Title"])
        #expect(try tabBar(of: main).selectedIndex == 0)

        actions[1].perform()
        #expect(try tabBar(of: main).selectedIndex == 1)
        #expect(try titles(of: main.ordersCoordinator) == ["Orders"])
        #expect(scheduler.pendingCount == 1)

        actions[2].perform()
        #expect(try titles(of: main.ordersCoordinator) == ["Orders", "Orders 2", "Orders 3"])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func theManualSchedulerRunsOnlyWhatWasWaitingInOrder() {
        let scheduler = ManualScheduler()
        var log: [String] = []
        scheduler.schedule(after: .seconds(2)) { log.append("first") }
        scheduler.schedule(after: .zero) {
            log.append("second")
            scheduler.schedule(after: .zero) { log.append("later") }
        }

        #expect(log.isEmpty)
        #expect(scheduler.pendingDelays == [.seconds(2), .zero])
        #expect(scheduler.runPending() == 2)
        #expect(log == ["first", "second"])
        #expect(scheduler.pendingCount == 1)
        #expect(scheduler.runPending() == 1)
        #expect(log == ["first", "second", "later"])
        #expect(scheduler.runPending() == 0)
    }

    @Test(.timeLimit(.minutes(1)))
    func theDispatchSchedulerRunsWorkLaterOnTheMainQueue() async {
        final class Record: @unchecked Sendable {
            private let lock = NSLock()
            private var inside = false
            var ran = false
            var ranInsideSchedule = false
            var ranOnMainQueue = false
            func schedule(_ body: () -> Void) {
                lock.withLock { inside = true }
                body()
                lock.withLock { inside = false }
            }
            func run(onMainQueue: Bool) {
                lock.withLock {
                    ranInsideSchedule = inside
                    ranOnMainQueue = onMainQueue
                    ran = true
                }
            }
        }
        let record = Record()
        let mainQueueMarker = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: mainQueueMarker, value: true)
        defer { DispatchQueue.main.setSpecific(key: mainQueueMarker, value: nil) }
        let scheduler = DispatchMainQueueScheduler()

        // Whether the work ran while `schedule(after:)` was still running, recorded by the work
        // itself: a busy machine may run it any time after the call returns.
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            record.schedule {
                scheduler.schedule(after: .milliseconds(20)) {
                    record.run(onMainQueue: DispatchQueue.getSpecific(key: mainQueueMarker) == true)
                    continuation.resume()
                }
            }
        }

        #expect(!record.ranInsideSchedule, "the work must not run inside schedule(after:)")
        #expect(record.ran)
        #expect(record.ranOnMainQueue)
    }
}

// MARK: - UIKit stand-in

@Suite("UIKit stand-in: the containment the samples rely on")
struct UIKitStandInTests {
    @Test func aNavigationControllersChildrenFollowItsStack() throws {
        let root = UIViewController()
        let second = UIViewController()
        let navigation = UINavigationController(rootViewController: root)

        navigation.pushViewController(second, animated: true)
        #expect(same(navigation.children, [root, second]))
        #expect(second.parent === navigation)
        #expect(second.navigationController === navigation)

        #expect(same(navigation.popToRootViewController(animated: false), [second]))
        #expect(same(navigation.children, [root]))
        #expect(second.parent == nil)
        #expect(navigation.popViewController(animated: false) == nil)
        #expect(navigation.popToRootViewController(animated: false)?.isEmpty == true)
    }

    @Test func movingAScreenToAnotherContainerTakesItOffTheOldStack() {
        let root = UIViewController()
        let moving = UIViewController()
        let first = UINavigationController(rootViewController: root)
        first.pushViewController(moving, animated: false)
        let second = UINavigationController()

        second.setViewControllers([moving], animated: false)

        #expect(same(first.viewControllers, [root]))
        #expect(same(first.children, [root]))
        #expect(moving.parent === second)
    }

    @Test func aTabBarIgnoresAnOutOfRangeSelectionAndFollowsItsSelectedTab() {
        let first = UIViewController()
        let second = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        tabs.selectedIndex = 1

        tabs.selectedIndex = 5
        #expect(tabs.selectedIndex == 1)

        tabs.viewControllers = [second, first]
        #expect(tabs.selectedViewController === second)
        #expect(tabs.selectedIndex == 0)
        #expect(first.tabBarController === tabs)

        tabs.viewControllers = [UIViewController()]
        #expect(tabs.selectedIndex == 0)
        #expect(first.parent == nil)
    }

    @Test func presentingAndDismissingLinkBothSides() {
        let presenter = UIViewController()
        let sheet = UIViewController()
        let other = UIViewController()
        var completions = 0

        presenter.present(sheet, animated: true) { completions += 1 }
        presenter.present(other, animated: true) { completions += 1 }
        #expect(presenter.presentedViewController === sheet)
        #expect(sheet.presentingViewController === presenter)
        #expect(completions == 1)

        sheet.dismiss(animated: true) { completions += 1 }
        #expect(presenter.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
        #expect(completions == 2)
    }
}
