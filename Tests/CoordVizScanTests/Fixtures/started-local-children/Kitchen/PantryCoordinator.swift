import UIKit

protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get set }
    func start()
}

/// Starts children whose classes live in another module: one made here, one handed in.
final class PantryCoordinator: Coordinator {
    var navigationController: UINavigationController
    private let oven: OvenCoordinator

    init(navigationController: UINavigationController, oven: OvenCoordinator) {
        self.navigationController = navigationController
        self.oven = oven
    }

    func start() {
        let shelf = ShelfViewController()
        shelf.onRecipes = { [weak self] in self?.showRecipes() }
        shelf.onBake = { [weak self] in self?.bake() }
        navigationController.pushViewController(shelf, animated: false)
    }

    private func showRecipes() {
        let recipes = RecipesCoordinator(navigationController: navigationController, servings: 2)
        recipes.start()
    }

    private func bake() {
        oven.start()
    }
}
