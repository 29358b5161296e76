import UIKit

/// A base class whose `start(_:)` adopts and starts a child.
class FlowCoordinator {
    var childCoordinators: [FlowCoordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {}

    func start(_ child: FlowCoordinator) {
        childCoordinators.append(child)
        child.start()
    }
}

final class LaunchCoordinator: FlowCoordinator {
    // The factory lives in a module the scan does not read.
    let flows = FlowFactory.shared

    override func start() {
        let onboarding = flows.makeOnboarding(navigationController: navigationController)
        start(onboarding)
        start(GardenCoordinator(navigationController: navigationController))
        let settings = flows.makeSettings(navigationController: navigationController)
        childCoordinators.append(settings)
        childCoordinators.append(GardenCoordinator(navigationController: navigationController))
    }
}

final class GardenCoordinator: FlowCoordinator {
    override func start() {
        navigationController.setViewControllers([GardenViewController()], animated: false)
    }
}

final class GardenViewController: UIViewController {}
