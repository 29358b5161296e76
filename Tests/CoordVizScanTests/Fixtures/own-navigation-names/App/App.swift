import UIKit

enum Scene { case profile, settings }

final class SceneCoordinator {
    let navigationController = UINavigationController()

    func start() {
        navigationController.setViewControllers([HomeViewController(coordinator: self)], animated: false)
    }

    func show(_ scene: Scene, from sender: UIViewController?) {
        switch scene {
        case .profile: navigationController.pushViewController(ProfileViewController(), animated: true)
        case .settings: navigationController.present(SettingsViewController(), animated: true)
        }
    }

    func openProfile() { show(.profile, from: nil) }
}

final class HomeViewController: UIViewController {
    let coordinator: SceneCoordinator
    init(coordinator: SceneCoordinator) { self.coordinator = coordinator; super.init(nibName: nil, bundle: nil) }
    func didTapProfile() { coordinator.openProfile() }
    func didTapSettings() { coordinator.show(.settings, from: self) }
}
final class ProfileViewController: UIViewController {}
final class SettingsViewController: UIViewController {}
