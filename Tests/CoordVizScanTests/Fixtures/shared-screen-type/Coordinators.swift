import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

/// The app: a settings flow whose first screen asks for a postcode, and a services flow that
/// explains first and asks for the same postcode on the next screen.
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {
        let services = ServicesCoordinator()
        childCoordinators.append(services)
        services.start()
    }

    func editPostcode() {
        let settings = PostcodeSettingsCoordinator()
        childCoordinators.append(settings)
        settings.start()
    }
}

final class PostcodeSettingsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {
        navigationController.setViewControllers([PostcodeViewController()], animated: false)
    }
}

final class ServicesCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {
        let explainer = ExplainerViewController()
        explainer.onContinue = { [weak self] in self?.askForPostcode() }
        navigationController.setViewControllers([explainer], animated: false)
    }

    private func askForPostcode() {
        navigationController.pushViewController(PostcodeViewController(), animated: true)
    }
}

final class ExplainerViewController: UIViewController {
    var onContinue: (() -> Void)?
}

final class PostcodeViewController: UIViewController {}
