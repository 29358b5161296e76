import Foundation
import UIKitStandIn

/// The flow that owns the tab bar: one navigation controller per `TabBarPage`, each run by its
/// own child coordinator, with the tab bar controller as the only screen of the app's
/// navigation controller.
public final class TabCoordinator: NSObject, TabCoordinatorProtocol {
    /// The app's flow, told when this one finishes. Weak.
    public weak var finishDelegate: (any CoordinatorFinishDelegate)?

    /// The tab flows, in page order, once `start()` has run.
    public var childCoordinators: [any Coordinator] = []

    /// The app's navigation controller, shared with the app's flow; `start()` makes the tab bar
    /// controller its only screen.
    public var navigationController: UINavigationController

    /// The tab bar controller, created with the coordinator and filled by `start()`.
    public var tabBarController: UITabBarController

    /// `.mainTab`.
    public var type: CoordinatorType { .mainTab }

    /// Creates the flow for the app's `navigationController`, with an empty tab bar controller.
    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        tabBarController = UITabBarController()
        super.init()
    }

    /// Builds a tab for every page, selects Home and shows the tab bar controller in the app's
    /// navigation controller.
    public func start() {
        let pages = TabBarPage.allCases.sorted { $0.index < $1.index }
        prepareTabBarController(withTabControllers: pages.map(makeTabController))
    }

    /// Selects the tab of `page`.
    public func selectPage(_ page: TabBarPage) {
        tabBarController.selectedIndex = page.index
    }

    /// Selects the tab at `index` when it belongs to a page; otherwise keeps the selection.
    public func setSelectedIndex(_ index: Int) {
        guard let page = TabBarPage(index: index) else { return }
        selectPage(page)
    }

    /// The page of the selected tab.
    public func currentPage() -> TabBarPage? {
        TabBarPage(index: tabBarController.selectedIndex)
    }

    /// A navigation controller with `page`'s bar item, started by the page's coordinator, which
    /// becomes a child of this one.
    private func makeTabController(for page: TabBarPage) -> UINavigationController {
        let tabNavigationController = UINavigationController()
        tabNavigationController.tabBarItem = UITabBarItem(
            title: page.title,
            image: UIImage(named: page.iconName),
            tag: page.index
        )
        let coordinator: any Coordinator = switch page {
        case .home: HomeCoordinator(navigationController: tabNavigationController)
        case .profile: ProfileCoordinator(navigationController: tabNavigationController)
        }
        coordinator.start()
        childCoordinators.append(coordinator)
        return tabNavigationController
    }

    /// Installs the tabs, selects Home and puts the tab bar controller into the app's
    /// navigation controller as its only screen.
    private func prepareTabBarController(withTabControllers tabControllers: [UIViewController]) {
        tabBarController.delegate = self
        tabBarController.setViewControllers(tabControllers, animated: true)
        tabBarController.selectedIndex = TabBarPage.home.index
        navigationController.viewControllers = [tabBarController]
    }
}

extension TabCoordinator: UITabBarControllerDelegate {}
