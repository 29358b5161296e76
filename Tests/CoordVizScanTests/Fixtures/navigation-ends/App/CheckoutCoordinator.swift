import UIKit

/// Pushes onto the shop's navigation controller; pops back in three ways.
final class CheckoutCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: ShopCoordinator?
    let navigationController: UINavigationController
    /// The screen on top when the flow began.
    private let startScreen: UIViewController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        startScreen = navigationController.viewControllers.last
    }

    func start() {
        let payment = PaymentViewController()
        payment.coordinator = self
        navigationController.pushViewController(payment, animated: true)
    }

    func paid() {
        parentCoordinator?.childDidFinish(self)
        navigationController.popToViewController(navigationController.viewControllers[0], animated: true)
    }

    func stepBack() {
        navigationController.popToViewController(navigationController.viewControllers[navigationController.viewControllers.count - 2], animated: true)
    }

    func abandon() {
        if let startScreen {
            navigationController.popToViewController(startScreen, animated: true)
        }
    }
}
