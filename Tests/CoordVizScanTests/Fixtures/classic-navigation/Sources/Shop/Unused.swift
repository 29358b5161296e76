import UIKit

// Excluded from the target in Package.swift: the scan must not read it.
final class UnusedCoordinator: Coordinator {
    var childCoordinators = [Coordinator]()
    var navigationController = UINavigationController()
    func start() {}
}
