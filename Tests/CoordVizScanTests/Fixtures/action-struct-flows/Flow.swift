import UIKit

protocol RecipesFlowDependencies {
    func makeRecipesViewController(actions: RecipesActions) -> RecipesViewController
    func makeRecipeViewController(recipe: Recipe) -> RecipeViewController
}

/// Nothing keeps this flow but the closures it hands its screens' models.
final class RecipesFlowCoordinator {
    private weak var navigationController: UINavigationController?
    private let dependencies: RecipesFlowDependencies

    init(navigationController: UINavigationController, dependencies: RecipesFlowDependencies) {
        self.navigationController = navigationController
        self.dependencies = dependencies
    }

    func start() {
        let actions = RecipesActions(openRecipe: openRecipe, openFilters: openFilters)
        let screen = dependencies.makeRecipesViewController(actions: actions)
        navigationController?.pushViewController(screen, animated: false)
    }

    private func openRecipe(_ recipe: Recipe) {
        navigationController?.pushViewController(dependencies.makeRecipeViewController(recipe: recipe), animated: true)
    }

    private func openFilters() {
        let filters = FiltersViewController()
        filters.onDone = close
        navigationController?.present(filters, animated: true)
    }

    private func close() {
        navigationController?.dismiss(animated: true)
    }
}

final class RecipesContainer: RecipesFlowDependencies {
    func makeRecipesViewController(actions: RecipesActions) -> RecipesViewController {
        RecipesViewController.make(with: RecipesListModel(actions: actions))
    }

    func makeRecipeViewController(recipe: Recipe) -> RecipeViewController {
        RecipeViewController()
    }

    func makeFlow(navigationController: UINavigationController) -> RecipesFlowCoordinator {
        RecipesFlowCoordinator(navigationController: navigationController, dependencies: self)
    }
}

final class AppFlowCoordinator {
    private let navigationController: UINavigationController
    private let container = RecipesContainer()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let flow = container.makeFlow(navigationController: navigationController)
        flow.start()
    }
}
