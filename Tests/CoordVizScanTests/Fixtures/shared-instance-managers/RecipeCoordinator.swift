import UIKit

/// Shows a recipe; the button for the basket is wired by a protocol extension the coordinator
/// adopts, whose closure asks a shared manager to show the basket.
protocol BasketShowing: AnyObject {
    var navigationController: UINavigationController { get }
}

extension BasketShowing {
    func wireBasketButton(on recipe: RecipeViewController) {
        recipe.onBasket = { [weak navigationController, weak self] in
            guard let navigation = navigationController, self != nil else { return }
            BasketManager.shared.showBasket(over: navigation)
        }
    }
}

final class RecipeCoordinator: Coordinator, BasketShowing {
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let recipe = RecipeViewController()
        wireBasketButton(on: recipe)
        recipe.onNotes = { [weak self] in
            self?.showNotes()
        }
        navigationController.pushViewController(recipe, animated: true)
    }

    private func showNotes() {
        NotesPresenter.current.presentNotes(on: navigationController)
    }
}

final class RecipeViewController: UIViewController {
    var onBasket: (() -> Void)?
    var onNotes: (() -> Void)?
}
