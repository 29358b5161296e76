import UIKitStandIn

/// The coordinator that starts the app. It owns the window's root view controller, creates the
/// tab bar controller that the root view controller contains, and creates and starts the
/// coordinators of the two tabs.
public final class AppCoordinator: Coordinator {
    /// The window's root view controller, created on first use.
    public lazy var rootViewController = RootViewController()

    /// The tab bar controller with the Feed and Library tabs, created on first use; creating it
    /// also creates the tabs' coordinators and appends them to `childCoordinators`.
    private lazy var tabBarController: UITabBarController = makeTabBarController()

    /// Hands the tab bar controller to the root view controller, which contains it, then starts
    /// every child coordinator.
    override public func start() {
        rootViewController.childViewController = tabBarController
        for childCoordinator in childCoordinators {
            childCoordinator.start()
        }
    }

    /// A tab bar controller whose tabs are the root view controllers of a new `FeedCoordinator`
    /// and a new `LibraryCoordinator`, which become children of this coordinator.
    private func makeTabBarController() -> UITabBarController {
        let tabBarController = UITabBarController()
        let feedCoordinator = FeedCoordinator()
        let libraryCoordinator = LibraryCoordinator()
        tabBarController.viewControllers = [
            feedCoordinator.rootViewController,
            libraryCoordinator.rootViewController,
        ]
        childCoordinators.append(feedCoordinator)
        childCoordinators.append(libraryCoordinator)
        return tabBarController
    }
}
