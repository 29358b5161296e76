import UIKit

/// Coordinators by role, not by name: each flow owns a navigation controller and pushes.
final class CheckoutFlow {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        navigationController.pushViewController(BasketViewController(), animated: false)
    }

    func pay() {
        navigationController.pushViewController(PaymentViewController(), animated: true)
    }
}

final class BasketViewController: UIViewController {}
final class PaymentViewController: UIViewController {}
