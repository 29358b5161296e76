import UIKit

enum AppChild {
    case onboarding
    case home
}

protocol OnboardingCoordinatorDelegate: AnyObject {
    func onboardingDidFinish()
}

final class AppCoordinator: OnboardingCoordinatorDelegate {
    let navigationController = UINavigationController()
    private var childCoordinators: [AppChild: AnyObject] = [:]

    func start() {
        let onboarding = OnboardingCoordinator(navigationController: navigationController)
        onboarding.delegate = self
        childCoordinators[.onboarding] = onboarding
        onboarding.start()
    }

    func onboardingDidFinish() {
        childCoordinators[.onboarding] = nil
        let home = HomeCoordinator()
        childCoordinators[.home] = home
        home.start()
    }
}

final class HomeCoordinator {
    let navigationController = UINavigationController()

    func start() {
        navigationController.setViewControllers([HomeViewController()], animated: false)
    }
}

final class OnboardingCoordinator {
    let navigationController: UINavigationController
    weak var delegate: OnboardingCoordinatorDelegate?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let welcome = WelcomeViewController()
        welcome.onDone = { [weak self] in self?.delegate?.onboardingDidFinish() }
        navigationController.pushViewController(welcome, animated: false)
    }
}

final class WelcomeViewController: UIViewController {
    var onDone: (() -> Void)?
}

final class HomeViewController: UIViewController {}
