import UIKit

final class WelcomeCoordinator: Coordinator {
    weak var parent: AppCoordinator?
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let welcome = WelcomeViewController()
        welcome.onContinue = { [weak self] in self?.parent?.welcomeDidFinish() }
        navigationController.pushViewController(welcome, animated: false)
    }
}

final class LibraryCoordinator: Coordinator {
    weak var parent: AppCoordinator?
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let shelf = ShelfViewController()
        shelf.onCredits = { [weak self] in self?.parent?.showCredits() }
        navigationController.pushViewController(shelf, animated: true)
    }
}

/// Started from the shelf: it pushes on top of the library, it takes no turn at the root.
final class CreditsCoordinator: Coordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(CreditsViewController(), animated: true)
    }
}

final class WelcomeViewController: UIViewController {
    var onContinue: (() -> Void)?
}

final class ShelfViewController: UIViewController {
    var onCredits: (() -> Void)?
}

final class CreditsViewController: UIViewController {}
