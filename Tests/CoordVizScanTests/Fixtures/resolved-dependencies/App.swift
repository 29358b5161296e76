import UIKit
import Swinject

protocol Coordinator: AnyObject { func start() }

final class AppCoordinator: Coordinator {
    private let container: Container
    private let navigationController: UINavigationController
    private var children: [Coordinator] = []

    init(container: Container, navigationController: UINavigationController) {
        self.container = container
        self.navigationController = navigationController
    }

    func start() {
        let home = container.resolve(HomeViewController.self)!
        home.onProfile = { [weak self] in self?.showProfile() }
        navigationController.setViewControllers([home], animated: false)
    }

    private func showProfile() {
        let profile = container.resolve(ProfileCoordinator.self, argument: navigationController)!
        children.append(profile)
        profile.start()
    }
}

final class ProfileCoordinator: Coordinator {
    private let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        navigationController.pushViewController(ProfileViewController(), animated: true)
    }
}

final class HomeViewController: UIViewController { var onProfile: (() -> Void)? }
final class ProfileViewController: UIViewController {}
