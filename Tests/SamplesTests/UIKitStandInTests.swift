import Foundation
import Testing
import UIKitStandIn

// MARK: - Recorders

/// The events the recorders below write, in the order they happened.
private final class EventLog {
    var events: [String] = []

    func add(_ event: String) {
        events.append(event)
    }
}

/// A screen that logs its lifecycle callbacks as `name.callback`, with the flags UIKit sets
/// during them: `+moving` (`isMovingToParent` / `isMovingFromParent`), `+presented`
/// (`isBeingPresented`), `+dismissed` (`isBeingDismissed`).
private final class LifecycleScreen: UIViewController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        log.add("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        log.add("\(name).willAppear" + flags(moving: isMovingToParent, presented: isBeingPresented))
    }

    override func viewDidAppear(_ animated: Bool) {
        log.add("\(name).didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        log.add("\(name).willDisappear" + flags(moving: isMovingFromParent, dismissed: isBeingDismissed))
    }

    override func viewDidDisappear(_ animated: Bool) {
        log.add("\(name).didDisappear")
    }

    private func flags(moving: Bool, presented: Bool = false, dismissed: Bool = false) -> String {
        (moving ? "+moving" : "") + (presented ? "+presented" : "") + (dismissed ? "+dismissed" : "")
    }
}

/// A navigation controller delegate that logs `willShow` / `didShow` with the screen's name.
private final class ShowLogger: UINavigationControllerDelegate {
    let log: EventLog

    init(log: EventLog) {
        self.log = log
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.add("willShow \((viewController as? LifecycleScreen)?.name ?? "?")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.add("didShow \((viewController as? LifecycleScreen)?.name ?? "?")")
    }
}

/// A page view controller data source over a fixed list of pages.
private final class PageList: UIPageViewControllerDataSource {
    let pages: [UIViewController]

    init(_ pages: [UIViewController]) {
        self.pages = pages
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }
}

/// A tab bar controller delegate that logs taps and refuses the tabs it is told to.
private final class TabLogger: UITabBarControllerDelegate {
    var refused: [UIViewController] = []
    var selected: [UIViewController] = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        !refused.contains(viewController)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController)
    }
}

/// A presentation controller delegate that logs the dismissal callbacks it hears.
private final class SheetLogger: UIAdaptivePresentationControllerDelegate {
    var events: [String] = []
    var allowsDismissal = true

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        events.append("should")
        return allowsDismissal
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        events.append("attempted")
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        events.append("will")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        events.append("did")
    }
}

/// Shows `root` in a new key window and forgets the events that produced.
private func showInWindow(_ root: UIViewController, log: EventLog) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    log.events.removeAll()
    return window
}

// MARK: - Tests

@Suite("UIKit stand-in: views, appearance, containers, alerts and windows")
struct UIKitStandInBehaviourTests {
    @Test func theViewLoadsOnFirstAccessAndViewDidLoadRunsOnce() {
        let log = EventLog()
        let screen = LifecycleScreen("A", log: log)
        #expect(!screen.isViewLoaded)
        #expect(screen.viewIfLoaded == nil)

        screen.view.backgroundColor = .systemBackground
        _ = screen.view

        #expect(screen.isViewLoaded)
        #expect(screen.view.backgroundColor == UIColor.white)
        #expect(log.events == ["A.viewDidLoad"])
    }

    @Test func aControllerMadeWithANibNameRemembersItAndLoadsNothing() {
        let screen = UIViewController(nibName: "Detail", bundle: Bundle.main)
        #expect(screen.nibName == "Detail")
        #expect(screen.nibBundle === Bundle.main)
        #expect(screen.title == nil)
    }

    @Test func nothingAppearsOutsideAVisibleWindow() {
        let log = EventLog()
        let navigation = UINavigationController(rootViewController: LifecycleScreen("A", log: log))
        navigation.pushViewController(LifecycleScreen("B", log: log), animated: true)

        let window = UIWindow()
        window.rootViewController = navigation
        #expect(log.events.isEmpty)

        window.makeKeyAndVisible()
        #expect(log.events == ["B.viewDidLoad", "B.willAppear", "B.didAppear"])
    }

    @Test func pushAndPopSendAppearanceCallbacksAroundTheDelegatesWillShowAndDidShow() {
        let log = EventLog()
        let first = LifecycleScreen("A", log: log)
        let navigation = UINavigationController(rootViewController: first)
        let logger = ShowLogger(log: log)
        navigation.delegate = logger
        let window = showInWindow(navigation, log: log)

        navigation.pushViewController(LifecycleScreen("B", log: log), animated: true)
        #expect(log.events == [
            "A.willDisappear", "B.viewDidLoad", "B.willAppear+moving", "willShow B",
            "A.didDisappear", "B.didAppear", "didShow B",
        ])

        log.events.removeAll()
        navigation.popViewController(animated: true)
        #expect(log.events == [
            "B.willDisappear+moving", "A.willAppear", "willShow A",
            "B.didDisappear", "A.didAppear", "didShow A",
        ])
        #expect(window.isKeyWindow)
    }

    @Test func settingTheStackAppearsOnlyTheNewTopAndTellsTheDelegate() {
        let log = EventLog()
        let navigation = UINavigationController(rootViewController: LifecycleScreen("A", log: log))
        let logger = ShowLogger(log: log)
        navigation.delegate = logger
        let window = showInWindow(navigation, log: log)

        navigation.setViewControllers([LifecycleScreen("C", log: log), LifecycleScreen("D", log: log)], animated: false)

        #expect(log.events == [
            "A.willDisappear+moving", "D.viewDidLoad", "D.willAppear+moving", "willShow D",
            "A.didDisappear", "D.didAppear", "didShow D",
        ])
        #expect(window.rootViewController === navigation)
    }

    @Test func theNavigationBarCanBeHidden() {
        let navigation = UINavigationController()
        #expect(!navigation.isNavigationBarHidden)

        navigation.setNavigationBarHidden(true, animated: true)

        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.navigationBar.isHidden)
    }

    @Test func selectingATabSwapsTheAppearanceOfTheTabs() {
        let log = EventLog()
        let tabs = UITabBarController()
        tabs.viewControllers = [LifecycleScreen("A", log: log), LifecycleScreen("B", log: log)]
        let window = showInWindow(tabs, log: log)

        tabs.selectedIndex = 1

        #expect(log.events == ["A.willDisappear", "B.viewDidLoad", "B.willAppear", "A.didDisappear", "B.didAppear"])
        #expect(window.isKeyWindow)
    }

    @Test func tabTitlesComeFromTheTabBarItemElseFromTheTabOrItsRootScreensTitle() throws {
        let itemTab = UINavigationController(rootViewController: UIViewController())
        itemTab.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "house"), tag: 0)
        let rootTitled = UIViewController()
        rootTitled.title = "Search"
        let stackTab = UINavigationController(rootViewController: rootTitled)
        let plainTab = UIViewController()
        plainTab.title = "About"
        let tabs = UITabBarController()

        tabs.viewControllers = [itemTab, stackTab, plainTab]

        let items = try #require(tabs.tabBar.items)
        #expect(items.map(\.title) == ["Feed", "Search", "About"])
        #expect(items[0] === itemTab.tabBarItem)
        #expect(stackTab.tabBarItem == nil)
        #expect(tabs.tabBar.selectedItem === items[0])

        rootTitled.title = "Find"
        #expect(tabs.tabBar.items?[1].title == "Find")
        #expect(rootTitled.navigationItem.title == "Find")

        let later = UIViewController()
        later.title = "Later"
        stackTab.setViewControllers([later], animated: false)
        #expect(tabs.tabBar.items?[1].title == "Later")
    }

    @Test func aFullScreenPresentationHidesThePresenterUntilItIsDismissed() {
        let log = EventLog()
        let presenter = LifecycleScreen("A", log: log)
        let navigation = UINavigationController(rootViewController: presenter)
        let window = showInWindow(navigation, log: log)
        let modal = LifecycleScreen("M", log: log)
        modal.modalPresentationStyle = .fullScreen

        presenter.present(modal, animated: true)
        #expect(log.events == [
            "A.willDisappear", "A.didDisappear", "M.viewDidLoad", "M.willAppear+presented", "M.didAppear",
        ])
        #expect(modal.presentingViewController === presenter)

        log.events.removeAll()
        modal.dismiss(animated: true)
        #expect(log.events == ["M.willDisappear+dismissed", "M.didDisappear", "A.willAppear", "A.didAppear"])
        #expect(presenter.presentedViewController == nil)
        #expect(window.rootViewController === navigation)
    }

    @Test func aSheetPresentationLeavesThePresenterOnScreen() {
        let log = EventLog()
        let presenter = LifecycleScreen("A", log: log)
        let window = showInWindow(presenter, log: log)
        let sheet = LifecycleScreen("S", log: log)
        sheet.modalPresentationStyle = .formSheet
        sheet.modalTransitionStyle = .crossDissolve

        presenter.present(sheet, animated: true)
        presenter.dismiss(animated: true)

        #expect(log.events == [
            "S.viewDidLoad", "S.willAppear+presented", "S.didAppear", "S.willDisappear+dismissed", "S.didDisappear",
        ])
        #expect(window.isKeyWindow)
    }

    @Test func showPushesInsideANavigationControllerAndPresentsOutsideOne() {
        let stacked = UIViewController()
        let navigation = UINavigationController(rootViewController: stacked)
        let pushed = UIViewController()
        stacked.show(pushed, sender: nil)
        #expect(navigation.topViewController === pushed)

        let alone = UIViewController()
        let presented = UIViewController()
        alone.show(presented, sender: nil)
        #expect(alone.presentedViewController === presented)
    }

    @Test func tappingAnAlertActionDismissesTheAlertThenRunsItsHandler() throws {
        let presenter = UIViewController()
        var presentedWhenHandled: UIViewController?
        var handled: [String] = []
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .actionSheet)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { action in
            presentedWhenHandled = presenter.presentedViewController
            handled.append(action.title ?? "")
        }
        alert.addAction(delete)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))

        presenter.present(alert, animated: true)
        #expect(presenter.presentedViewController === alert)
        #expect(alert.preferredStyle == .actionSheet)
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])

        alert.tap(delete)

        #expect(handled == ["Delete"])
        #expect(presentedWhenHandled == nil)
        #expect(alert.presentingViewController == nil)
    }

    @Test func aDisabledAlertActionDoesNothing() {
        let presenter = UIViewController()
        var handled = false
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        let action = UIAlertAction(title: "OK", style: .default) { _ in handled = true }
        action.isEnabled = false
        alert.addAction(action)
        presenter.present(alert, animated: false)

        alert.tap(action)

        #expect(!handled)
        #expect(presenter.presentedViewController === alert)
    }

    @Test func tappingATabAsksTheDelegateAndReselectingANavigationTabPopsItToItsRoot() {
        let first = UINavigationController(rootViewController: UIViewController())
        first.pushViewController(UIViewController(), animated: false)
        let second = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let logger = TabLogger()
        logger.refused = [second]
        tabs.delegate = logger

        #expect(!tabs.tapTab(at: 1))
        #expect(tabs.selectedIndex == 0)

        #expect(tabs.tapTab(at: 0))
        #expect(first.viewControllers.count == 1)
        #expect(logger.selected.count == 1 && logger.selected[0] === first)

        logger.refused = []
        tabs.selectedIndex = 1
        #expect(logger.selected.count == 1, "setting selectedIndex in code is not a tap")
    }

    @Test func pullingASheetDownDismissesItAndTellsThePresentationControllersDelegate() throws {
        let presenter = UIViewController()
        let sheet = UINavigationController(rootViewController: UIViewController())
        let logger = SheetLogger()
        try #require(sheet.presentationController).delegate = logger
        presenter.present(sheet, animated: true)

        #expect(sheet.swipeDownToDismiss())

        #expect(logger.events == ["should", "will", "did"])
        #expect(presenter.presentedViewController == nil)
        #expect(sheet.presentationController?.presentedViewController === sheet)
    }

    @Test func aSheetDismissedInCodeDoesNotTellThePresentationControllersDelegate() throws {
        let presenter = UIViewController()
        let sheet = UIViewController()
        let logger = SheetLogger()
        try #require(sheet.presentationController).delegate = logger
        presenter.present(sheet, animated: true)

        sheet.dismiss(animated: true)

        #expect(logger.events.isEmpty)
        #expect(presenter.presentedViewController == nil)
    }

    @Test func aModalInPresentationSheetOrARefusingDelegateKeepsTheSheetUp() throws {
        let presenter = UIViewController()
        let sheet = UIViewController()
        sheet.isModalInPresentation = true
        let logger = SheetLogger()
        try #require(sheet.presentationController).delegate = logger
        presenter.present(sheet, animated: true)

        #expect(!sheet.swipeDownToDismiss())
        sheet.isModalInPresentation = false
        logger.allowsDismissal = false
        #expect(!sheet.swipeDownToDismiss())

        #expect(logger.events == ["attempted", "should", "attempted"])
        #expect(presenter.presentedViewController === sheet)
    }

    @Test func aFullScreenPresentationCannotBePulledDown() {
        let presenter = UIViewController()
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        presenter.present(cover, animated: true)

        #expect(!cover.swipeDownToDismiss())
        #expect(presenter.presentedViewController === cover)
        #expect(!UIViewController().swipeDownToDismiss())
    }

    @Test func aSplitViewControllersColumnsAreItsChildrenAndAppearWithIt() {
        let log = EventLog()
        let master = UINavigationController(rootViewController: LifecycleScreen("Master", log: log))
        let detail = UINavigationController(rootViewController: LifecycleScreen("Detail", log: log))
        let split = UISplitViewController()
        split.preferredDisplayMode = .oneBesideSecondary

        split.viewControllers = [master, detail]
        #expect(split.children.count == 2 && split.children[0] === master && split.children[1] === detail)
        #expect(master.splitViewController === split)
        #expect(split.style == .unspecified)

        let window = UIWindow()
        window.makeKeyAndVisible()
        window.rootViewController = split
        #expect(log.events == [
            "Master.viewDidLoad", "Master.willAppear", "Detail.viewDidLoad", "Detail.willAppear",
            "Master.didAppear", "Detail.didAppear",
        ])
    }

    @Test func aColumnStyleSplitViewWrapsColumnsInNavigationControllers() throws {
        let sidebar = UIViewController()
        let content = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)

        split.setViewController(sidebar, for: .primary)
        split.setViewController(content, for: .secondary)

        #expect(split.viewControllers.count == 2)
        let primary = try #require(split.viewControllers.first as? UINavigationController)
        #expect(primary.viewControllers.first === sidebar)
        #expect(split.viewController(for: .primary) === sidebar)
        #expect(split.viewController(for: .secondary) === content)
        #expect(split.children.count == 2)
    }

    @Test func aPageViewControllersChildrenAreItsCurrentPages() throws {
        let pages = [UIViewController(), UIViewController(), UIViewController()]
        let source = PageList(pages)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = source
        var completed = false

        pager.setViewControllers([pages[0]], direction: .forward, animated: false) { completed = $0 }
        #expect(completed)
        #expect(pager.children.count == 1 && pager.children[0] === pages[0])

        #expect(pager.swipe(.forward))
        #expect(pager.viewControllers?.first === pages[1])
        #expect(pager.children.count == 1 && pager.children[0] === pages[1])
        #expect(pages[0].parent == nil)
        #expect(pages[1].parent === pager)

        #expect(pager.swipe(.reverse))
        #expect(!pager.swipe(.reverse))
        #expect(pager.viewControllers?.first === pages[0])
    }

    @Test func replacingAVisibleWindowsRootSwapsTheAppearanceOfTheOldAndNewRoots() {
        let log = EventLog()
        let login = LifecycleScreen("Login", log: log)
        let window = showInWindow(login, log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [LifecycleScreen("Home", log: log)]

        window.rootViewController = tabs

        #expect(log.events == ["Login.willDisappear", "Login.didDisappear", "Home.viewDidLoad", "Home.willAppear", "Home.didAppear"])
        #expect(window.rootViewController === tabs)
    }

    @Test func aBarButtonItemsTapRunsItsPrimaryActionUnlessDisabled() {
        var taps = 0
        let screen = UIViewController()
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction(title: "Add") { _ in taps += 1 }
        )

        screen.navigationItem.rightBarButtonItem?.tap()
        screen.navigationItem.rightBarButtonItem?.isEnabled = false
        screen.navigationItem.rightBarButtonItem?.tap()

        #expect(taps == 1)
        #expect(screen.navigationItem.rightBarButtonItem?.systemItem == .add)
    }

    @Test func openingAURLRecordsItOnTheApplication() throws {
        let url = try #require(URL(string: "https://example.com/\(UUID().uuidString)"))
        var opened: Bool?

        UIApplication.shared.open(url) { opened = $0 }

        #expect(opened == true)
        #expect(UIApplication.shared.openedURLs.contains(url))
        #expect(UIApplication.shared.canOpenURL(url))
    }

    @Test func imagesRememberTheNameTheyWereCreatedWith() throws {
        let symbol = try #require(UIImage(systemName: "gear"))
        let asset = try #require(UIImage(named: "logo"))
        #expect(symbol.systemName == "gear")
        #expect(asset.systemName == nil && asset.name == "logo")
        #expect(UIImage(named: "") == nil)
    }
}

// MARK: - Reflection

/// The stored property names of `object`'s class and all its superclasses.
private func storedProperties(of object: AnyObject) -> Set<String> {
    var names: Set<String> = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
        names.formUnion(current.children.compactMap(\.label))
        mirror = current.superclassMirror
    }
    return names
}

@Suite("UIKit stand-in: state a reflection-based reader finds under UIKit's names")
struct UIKitStandInReflectionTests {
    /// A stand-in type and the UIKit property names whose state it must keep stored.
    enum StandInType: CaseIterable, Sendable {
        case viewController, navigationController, tabBarController, splitViewController
        case pageViewController, alertController, window, tabBar, navigationItem

        func make() -> AnyObject {
            switch self {
            case .viewController: UIViewController()
            case .navigationController: UINavigationController()
            case .tabBarController: UITabBarController()
            case .splitViewController: UISplitViewController()
            case .pageViewController: UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            case .alertController: UIAlertController(title: "T", message: "M", preferredStyle: .alert)
            case .window: UIWindow()
            case .tabBar: UITabBar()
            case .navigationItem: UINavigationItem()
            }
        }

        var names: [String] {
            switch self {
            case .viewController: [
                "title", "tabBarItem", "navigationItem", "children", "parent", "presentedViewController",
                "presentingViewController", "modalPresentationStyle", "modalTransitionStyle", "viewIfLoaded",
            ]
            case .navigationController: ["viewControllers", "delegate", "navigationBar"]
            case .tabBarController: ["viewControllers", "selectedIndex", "delegate", "tabBar"]
            case .splitViewController: ["viewControllers", "style", "preferredDisplayMode"]
            case .pageViewController: ["viewControllers", "dataSource"]
            case .alertController: ["title", "message", "preferredStyle", "actions"]
            case .window: ["rootViewController", "isKeyWindow"]
            case .tabBar: ["items", "selectedItem"]
            case .navigationItem: ["title", "leftBarButtonItem", "rightBarButtonItem"]
            }
        }
    }

    @Test(arguments: StandInType.allCases)
    func stateIsStoredUnderUIKitsPropertyNames(type: StandInType) {
        let object = type.make()
        let stored = storedProperties(of: object)
        for name in type.names {
            #expect(stored.contains(name), "\(Swift.type(of: object)) has no stored property \(name)")
        }
    }

    @Test func aTabsItemIsReadableByReflectionThroughTheTabBar() throws {
        let stack = UINavigationController(rootViewController: UIViewController())
        stack.viewControllers[0].title = "Search"
        let tabs = UITabBarController()
        tabs.viewControllers = [stack]

        let tabBar = try #require(Mirror(reflecting: tabs).children.first { $0.label == "tabBar" }?.value as? UITabBar)
        let items = try #require(Mirror(reflecting: tabBar).children.first { $0.label == "items" }?.value as? [UITabBarItem]?)
        #expect(items?.first?.title == "Search")
    }
}
