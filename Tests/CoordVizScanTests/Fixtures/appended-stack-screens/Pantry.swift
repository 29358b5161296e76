import UIKit

final class PantryCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(PantryViewController(), animated: false)
    }
}

/// Opens two screens at once by adding them on top of the stack it sits in.
final class PantryViewController: UIViewController {
    @objc func openExpiry() {
        guard let navigationController else { return }
        let shelves = ShelvesListViewController()
        let expiry = ExpiryViewController()
        navigationController.setViewControllers(navigationController.viewControllers + [shelves, expiry], animated: true)
    }
}

final class ShelvesListViewController: UIViewController {}
final class ExpiryViewController: UIViewController {}
