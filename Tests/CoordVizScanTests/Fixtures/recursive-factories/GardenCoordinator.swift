import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

final class PlantingViewController: UIViewController {}
final class HarvestViewController: UIViewController {}

/// Two factories that call each other. Facts are read method by method in this order, so
/// `seasonScreen()` is first read while `nextScreen()` is already running, where recursion cuts
/// its answer short. Read for itself next, it must not be given that cut-short answer: its
/// call of `nextScreen()` then makes either screen.
final class GardenCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()
    private var isAutumn = false

    func nextScreen() -> UIViewController {
        if isAutumn { return seasonScreen() }
        return PlantingViewController()
    }

    func seasonScreen() -> UIViewController {
        if isAutumn { return HarvestViewController() }
        return nextScreen()
    }

    func start() {
        navigationController.pushViewController(seasonScreen(), animated: false)
    }
}
