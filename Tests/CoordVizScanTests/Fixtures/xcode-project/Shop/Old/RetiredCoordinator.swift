import UIKit

/// Still on disk, no longer in the project (its file reference stays, its build file is gone):
/// the scan leaves it out unless asked for every file.
final class RetiredCoordinator {
    let navigationController = UINavigationController()

    func start() {
        navigationController.setViewControllers([RetiredViewController()], animated: false)
    }
}

final class RetiredViewController: UIViewController {}
