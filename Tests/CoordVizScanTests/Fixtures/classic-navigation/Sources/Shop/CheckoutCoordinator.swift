import UIKit

final class CheckoutCoordinator: Coordinator {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController
    weak var parentCoordinator: AppCoordinator?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let cart = CartViewController()
        cart.coordinator = self
        navigationController.pushViewController(cart, animated: true)
    }

    func showPayment() {
        let payment = PaymentViewController()
        payment.coordinator = self
        navigationController.pushViewController(payment, animated: true)
    }

    func didPay() {
        parentCoordinator?.childDidFinish(self)
        navigationController.popToRootViewController(animated: true)
    }
}
