import UIKit

/// Keeps the basket's coordinator alive while it is shown: one shared instance.
final class BasketManager {
    static let shared = BasketManager()

    private var basketCoordinator: BasketCoordinator?

    func showBasket(over navigationController: UINavigationController) {
        let coordinator = BasketCoordinator(navigationController: navigationController)
        basketCoordinator = coordinator
        coordinator.start()
    }
}

/// A shared instance written with its type.
final class NotesPresenter {
    static var current: NotesPresenter = NotesPresenter()

    func presentNotes(on navigationController: UINavigationController) {
        navigationController.present(NotesViewController(), animated: true)
    }
}

final class BasketCoordinator: Coordinator {
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let basket = UINavigationController(rootViewController: BasketViewController())
        navigationController.present(basket, animated: true)
    }
}

final class BasketViewController: UIViewController {}
final class NotesViewController: UIViewController {}
