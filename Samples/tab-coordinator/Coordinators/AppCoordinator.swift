import UIKitStandIn

/// The flow that starts the app: it owns the app's navigation controller and starts the tab bar
/// flow in it.
public final class AppCoordinator: AppCoordinatorProtocol {
    /// Always `nil`: nothing starts the app's flow. The property exists because every
    /// coordinator has one.
    public weak var finishDelegate: (any CoordinatorFinishDelegate)?

    /// The app's navigation controller, the window's root view controller.
    public var navigationController: UINavigationController

    /// The flows this coordinator started: the tab bar flow once `showMainFlow()` has run.
    public var childCoordinators: [any Coordinator] = []

    /// `.app`.
    public var type: CoordinatorType { .app }

    /// Creates the app's flow around `navigationController`; nothing is shown until `start()`.
    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// Shows the main flow.
    public func start() {
        showMainFlow()
    }

    /// Starts a `TabCoordinator` in the app's navigation controller, listens for its end and
    /// keeps it as a child.
    public func showMainFlow() {
        let tabCoordinator = TabCoordinator(navigationController: navigationController)
        tabCoordinator.finishDelegate = self
        tabCoordinator.start()
        childCoordinators.append(tabCoordinator)
    }
}

extension AppCoordinator: CoordinatorFinishDelegate {
    /// Lets go of the finished flow: drops every child of the same `type`.
    public func coordinatorDidFinish(childCoordinator: any Coordinator) {
        childCoordinators.removeAll { $0.type == childCoordinator.type }
    }
}
