import UIKit

class BaseCoordinator {
    private(set) var childCoordinators: [BaseCoordinator] = []
    func store(coordinator: BaseCoordinator) { childCoordinators.append(coordinator) }
    func free(coordinator: BaseCoordinator) { childCoordinators = childCoordinators.filter { $0 !== coordinator } }
    func start() {}
}

final class AppCoordinator: BaseCoordinator {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    override func start() {
        let home = HomeViewController()
        home.onProfile = { [weak self] in self?.runProfile() }
        home.onCheckout = { [weak self] in self?.runCheckout() }
        navigationController.setViewControllers([home], animated: false)
    }

    private func runProfile() {
        let profile = ProfileCoordinator(navigationController: navigationController)
        profile.onFinish = { [weak self, weak profile] in
            guard let profile else { return }
            self?.free(coordinator: profile)
        }
        store(coordinator: profile)
        profile.start()
    }

    private func runCheckout() {
        let nav = UINavigationController()
        let checkout = CheckoutCoordinator(navigationController: nav)
        store(coordinator: checkout)
        checkout.start()
        navigationController.present(nav, animated: true)
    }
}

final class ProfileCoordinator: BaseCoordinator {
    let navigationController: UINavigationController
    var onFinish: (() -> Void)?
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    override func start() {
        let profile = ProfileViewController()
        profile.onClose = { [weak self] in
            self?.navigationController.popViewController(animated: true)
            self?.onFinish?()
        }
        navigationController.pushViewController(profile, animated: true)
    }
}

final class CheckoutCoordinator: BaseCoordinator {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    override func start() {
        let cart = CartViewController()
        cart.onPay = { [weak self] in self?.navigationController.pushViewController(PaymentViewController(), animated: true) }
        navigationController.setViewControllers([cart], animated: false)
    }
}

final class HomeViewController: UIViewController { var onProfile: (() -> Void)?; var onCheckout: (() -> Void)? }
final class ProfileViewController: UIViewController { var onClose: (() -> Void)? }
final class CartViewController: UIViewController { var onPay: (() -> Void)? }
final class PaymentViewController: UIViewController {}
