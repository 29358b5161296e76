import UIKitStandIn

/// The root of the app: a tab bar with the Home and Orders flows, plus the deep-link flow.
///
/// The child coordinators are lazy properties typed by their protocols, so each is created on
/// first use; `start()` uses Home and Orders, while the deep-link coordinator only comes to life
/// with the first deep link.
public final class MainCoordinator: MainBaseCoordinator {
    /// Always `nil`: the main coordinator is the top of the tree. The property exists because
    /// every coordinator is a `FlowCoordinator`.
    public var parentCoordinator: (any MainBaseCoordinator)?

    /// Where delayed navigation work runs; handed on to the Home flow.
    public let scheduler: any MainQueueScheduler

    /// The flow of the "Home" tab.
    public lazy var homeCoordinator: any HomeBaseCoordinator = HomeCoordinator(scheduler: scheduler)

    /// The flow of the "Orders" tab.
    public lazy var ordersCoordinator: any OrdersBaseCoordinator = OrdersCoordinator()

    /// The deep-link flow, created with this coordinator as its parent.
    public lazy var deepLinkCoordinator: any DeepLinkBaseCoordinator = DeepLinkCoordinator(mainBaseCoordinator: self)

    /// The tab bar controller that holds the two tabs.
    public lazy var rootViewController: UIViewController = UITabBarController()

    /// Creates the main coordinator; nothing is built until `start()`.
    ///
    /// - Parameter scheduler: where delayed navigation runs; the main queue unless a test or a
    ///   tool wants to run it by hand.
    public init(scheduler: any MainQueueScheduler = DispatchMainQueueScheduler()) {
        self.scheduler = scheduler
    }

    /// Starts the Home and Orders flows, makes this coordinator their parent, gives each its
    /// tab bar item and installs them as the two tabs. Returns the tab bar controller.
    public func start() -> UIViewController {
        let homeRoot = homeCoordinator.start()
        homeCoordinator.parentCoordinator = self
        homeRoot.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "homekit"), tag: 0)

        let ordersRoot = ordersCoordinator.start()
        ordersCoordinator.parentCoordinator = self
        ordersRoot.tabBarItem = UITabBarItem(title: "Orders", image: UIImage(systemName: "doc.plaintext"), tag: 1)

        tabBarController?.viewControllers = [homeRoot, ordersRoot]
        return rootViewController
    }

    /// Selects the tab of `flow`: Home for `.MostViewed`, Orders for `.Favorites`.
    public func moveTo(flow: AppFlow) {
        switch flow {
        case .MostViewed:
            tabBarController?.selectedIndex = 0
        case .Favorites:
            tabBarController?.selectedIndex = 1
        }
    }

    /// Passes `text` to the deep-link coordinator (creating it on first use) and returns
    /// whether the link was understood.
    @discardableResult
    public func handleDeepLink(text: String) -> Bool {
        deepLinkCoordinator.handleDeeplink(deepLink: text)
    }

    /// The app's default state: the Home stack back at its first screen and the Home tab
    /// selected. The Orders stack is left as it is.
    @discardableResult
    public func resetToRoot() -> Self {
        homeCoordinator.resetToRoot()
        moveTo(flow: .MostViewed)
        return self
    }

    private var tabBarController: UITabBarController? {
        rootViewController as? UITabBarController
    }
}
