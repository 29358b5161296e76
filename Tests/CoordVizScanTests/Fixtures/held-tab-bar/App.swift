import UIKit

protocol Coordinator: AnyObject { func start() }

/// Loads the tab bar from the storyboard and puts it in the window.
final class AppCoordinator {
    private let window: UIWindow
    private let tabBarController: MainTabBarController

    init(window: UIWindow) {
        self.window = window
        self.tabBarController = {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            guard let tabBarController = storyboard.instantiateInitialViewController() as? MainTabBarController else {
                fatalError("no tab bar")
            }
            return tabBarController
        }()
    }

    func start() {
        window.rootViewController = tabBarController
    }
}

/// The app's tab bar: it builds its tabs and keeps the hub coordinator.
final class MainTabBarController: UITabBarController {
    private var hubCoordinator: HubCoordinator?
    override func viewDidLoad() {
        super.viewDidLoad()
        let hub = UINavigationController()
        hubCoordinator = HubCoordinator(navigationController: hub)
        hubCoordinator?.start()
        viewControllers = [UINavigationController(rootViewController: HomeViewController()), hub]
    }
}

final class HubCoordinator: Coordinator {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() { navigationController.setViewControllers([HubViewController()], animated: false) }
}
final class HomeViewController: UIViewController {}
final class HubViewController: UIViewController {}
