import UIKit

final class ProfileCoordinator: Coordinating {
    let navigationController = UINavigationController()

    func start() {
        navigationController.setViewControllers([ProfileViewController(coordinator: self)], animated: false)
    }

    func showSettings() {
        navigationController.pushViewController(SettingsViewController(), animated: true)
    }

#if DEBUG
    func showDebugMenu() {
        navigationController.present(DebugMenuViewController(), animated: true)
    }
#endif
}
