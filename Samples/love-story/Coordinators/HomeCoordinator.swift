import UIKitStandIn

/// The flow of the "Home" tab: `HomeViewController`, then `Home2ViewController` on top.
public final class HomeCoordinator: HomeBaseCoordinator {
    /// The main coordinator, set by it in its `start()`. Strong, as in the original design.
    public var parentCoordinator: (any MainBaseCoordinator)?

    /// Where the delayed half of `goToDeepViewInFavoriteTab()` runs.
    public let scheduler: any MainQueueScheduler

    /// The flow's navigation controller once `start()` has run (a bare placeholder screen before).
    public lazy var rootViewController: UIViewController = UIViewController()

    /// How long `goToDeepViewInFavoriteTab()` waits after switching tabs before it rebuilds the
    /// Orders stack, leaving the tab switch a moment to settle.
    public static let deepViewDelay: Duration = .milliseconds(100)

    /// Creates the Home flow; its screens are built by `start()`.
    public init(scheduler: any MainQueueScheduler = DispatchMainQueueScheduler()) {
        self.scheduler = scheduler
    }

    /// Builds a navigation controller whose first screen is `HomeViewController`.
    public func start() -> UIViewController {
        rootViewController = UINavigationController(rootViewController: HomeViewController(coordinator: self))
        return rootViewController
    }

    /// Pushes a `Home2ViewController` titled `title`.
    public func goToHome2ScreenWith(title: String) {
        let home2 = Home2ViewController(coordinator: self, title: title)
        navigationRootViewController?.pushViewController(home2, animated: true)
    }

    /// Asks the main coordinator for the Orders tab.
    public func goToFavoritesFlow() {
        parentCoordinator?.moveTo(flow: .Favorites)
    }

    /// Asks for the Orders tab now; after `deepViewDelay`, on the scheduler, resets the Orders
    /// stack and pushes Orders 2 and Orders 3 without animation.
    public func goToDeepViewInFavoriteTab() {
        parentCoordinator?.moveTo(flow: .Favorites)
        scheduler.schedule(after: Self.deepViewDelay) { [weak self] in
            self?.parentCoordinator?.ordersCoordinator
                .resetToRoot()
                .goToOrder2Screen(animated: false)
                .goToOrder3Screen(animated: false)
        }
    }
}
