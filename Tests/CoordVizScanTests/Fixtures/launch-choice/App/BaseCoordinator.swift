import UIKit

/// The "Router + factory" template's base: children kept as dependencies.
class BaseCoordinator {
    var childCoordinators: [BaseCoordinator] = []

    func start() {}

    func addDependency(_ coordinator: BaseCoordinator) {
        childCoordinators.append(coordinator)
    }

    func removeDependency(_ coordinator: BaseCoordinator?) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}

/// Wraps the window's navigation controller.
final class Router {
    let rootController: UINavigationController

    init(rootController: UINavigationController) {
        self.rootController = rootController
    }

    func setRootModule(_ module: UIViewController) {
        rootController.setViewControllers([module], animated: false)
    }

    func push(_ module: UIViewController) {
        rootController.pushViewController(module, animated: true)
    }
}
