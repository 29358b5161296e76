import UIKit

/// Owns the app's only navigation controller and is its delegate: it lets go of the checkout
/// flow when the flow's first screen is popped with Back.
final class ShopCoordinator: NSObject, Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.delegate = self
        let list = ProductListViewController()
        list.coordinator = self
        navigationController.pushViewController(list, animated: false)
    }

    func showProduct() {
        let product = ProductViewController()
        product.coordinator = self
        navigationController.pushViewController(product, animated: true)
    }

    func checkout() {
        let flow = CheckoutCoordinator(navigationController: navigationController)
        flow.parentCoordinator = self
        childCoordinators.append(flow)
        flow.start()
    }

    func openAccount() {
        let flow = AccountCoordinator(presenter: navigationController)
        flow.parentCoordinator = self
        childCoordinators.append(flow)
        flow.start()
    }

    func showReviews() {
        let flow = ReviewsCoordinator(presenter: navigationController)
        flow.parentCoordinator = self
        childCoordinators.append(flow)
        flow.start()
    }

    func childDidFinish(_ child: Coordinator?) {
        childCoordinators.removeAll { $0 === child }
    }
}

extension ShopCoordinator: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let leaving = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(leaving) else { return }
        if let payment = leaving as? PaymentViewController {
            childDidFinish(payment.coordinator)
        }
    }
}
