import UIKit

// In no target of Package.swift: the scan must not read it.
final class LegacyCoordinator: Coordinator {
    var childCoordinators = [Coordinator]()
    var navigationController = UINavigationController()
    func start() {}
}
