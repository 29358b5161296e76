import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get }
    var router: Router { get }
}

/// Pushes and presents on the navigation controller it is made with.
protocol Router: AnyObject {
    var navigationController: UINavigationController { get }
    func push(_ viewController: UIViewController, animated: Bool)
    func present(_ viewController: UIViewController, animated: Bool)
    func dismiss(animated: Bool)
    func setRootViewController(_ viewController: UIViewController)
}

final class AppRouter: NSObject, Router {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func push(_ viewController: UIViewController, animated: Bool) {
        navigationController.pushViewController(viewController, animated: animated)
    }

    func present(_ viewController: UIViewController, animated: Bool) {
        navigationController.present(viewController, animated: animated)
    }

    func dismiss(animated: Bool) {
        navigationController.dismiss(animated: animated)
    }

    func setRootViewController(_ viewController: UIViewController) {
        navigationController.setViewControllers([viewController], animated: false)
    }
}

protocol ParentCoordinatorDelegate: AnyObject {
    func didFinish(from child: Coordinator)
}

class BaseCoordinator: NSObject, Coordinator {
    var childCoordinators: [Coordinator] = []
    let router: Router

    init(router: Router) {
        self.router = router
    }

    func add(child: Coordinator) {
        childCoordinators.append(child)
    }

    func remove(child: Coordinator?) {
        guard let child, let index = childCoordinators.firstIndex(where: { $0 === child }) else { return }
        childCoordinators.remove(at: index)
    }
}
