import UIKitStandIn

/// The flow of the Home tab: `HomeVC` first, product screens pushed on top.
public final class HomeCoordinator: Coordinator {
    /// Whoever wants to hear when this flow finishes. Weak; the tab bar flow does not set it.
    public weak var finishDelegate: (any CoordinatorFinishDelegate)?

    /// The Home tab's navigation controller.
    public var navigationController: UINavigationController

    /// Flows this one started; none so far.
    public var childCoordinators: [any Coordinator] = []

    /// `.tabItem`.
    public let type: CoordinatorType = .tabItem

    /// The first screen of the tab, created with the coordinator, which is its delegate.
    public var homeVC: HomeVC

    /// Creates the flow for the tab's `navigationController`; `start()` shows its first screen.
    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        homeVC = HomeVC()
        homeVC.delegate = self
    }

    /// Pushes `homeVC`, the tab's first screen.
    public func start() {
        navigationController.pushViewController(homeVC, animated: true)
    }
}

extension HomeCoordinator: CoordinatorFinishDelegate {
    /// Drops every child of the finished child's `type`.
    public func coordinatorDidFinish(childCoordinator: any Coordinator) {
        childCoordinators.removeAll { $0.type == childCoordinator.type }
    }
}

extension HomeCoordinator: HomeVCDelegate {
    /// Pushes a new `ProductDetailVC`.
    public func goToProductDetail() {
        navigationController.pushViewController(ProductDetailVC(), animated: true)
    }

    /// Pushes a new `ProductListVC`.
    public func goToProductList() {
        navigationController.pushViewController(ProductListVC(), animated: true)
    }
}
