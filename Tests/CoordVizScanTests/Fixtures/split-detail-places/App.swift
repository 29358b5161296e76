import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
}

/// Holds an onboarding stack and a settings split view, both showing the login screen type.
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {
        let onboarding = OnboardingCoordinator()
        let settings = SettingsCoordinator()
        childCoordinators = [onboarding, settings]
        onboarding.start()
        settings.start()
    }
}

final class OnboardingCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {
        navigationController.setViewControllers([LoginScreen()], animated: false)
    }
}

/// A split view whose detail column starts on the login screen; the menu shows it again there.
final class SettingsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let splitViewController = UISplitViewController()

    func start() {
        let menu = MenuScreen()
        menu.coordinator = self
        splitViewController.viewControllers = [menu, LoginScreen()]
    }

    func showLogin() {
        splitViewController.showDetailViewController(LoginScreen(), sender: nil)
    }
}

final class MenuScreen: UIViewController {
    weak var coordinator: SettingsCoordinator?
    @objc func loginTapped() { coordinator?.showLogin() }
}

final class LoginScreen: UIViewController {}
