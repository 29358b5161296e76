import UIKit

final class LibraryCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(ShelvesViewController(), animated: false)
    }
}

/// A screen keeping the child coordinator it starts: a node of the flow that is still a screen.
final class ShelvesViewController: UIViewController {
    private var scannerCoordinator: ScannerCoordinator?

    @objc func scanTapped() {
        guard let navigationController else { return }
        let coordinator = ScannerCoordinator(navigationController: navigationController)
        scannerCoordinator = coordinator
        coordinator.start()
    }

    @objc func helpTapped() {
        present(ShelfHelpViewController(), animated: true)
    }
}

final class ScannerCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.present(CameraViewController(), animated: true)
    }
}

final class ShelfHelpViewController: UIViewController {}
final class CameraViewController: UIViewController {}
