import UIKit

struct Recipe {
    let name: String
}

struct RecipesActions {
    let openRecipe: (Recipe) -> Void
    let openFilters: () -> Void
}

protocol RecipesModel {
    func select(at index: Int)
    func filtersTapped()
}

final class RecipesListModel: RecipesModel {
    private let actions: RecipesActions?
    private var recipes: [Recipe] = []

    init(actions: RecipesActions? = nil) {
        self.actions = actions
    }

    func select(at index: Int) {
        actions?.openRecipe(recipes[index])
    }

    func filtersTapped() {
        actions?.openFilters()
    }
}

final class RecipesViewController: UIViewController {
    private var model: RecipesModel!
    private var table: RecipesTableViewController?

    static func make(with model: RecipesModel) -> RecipesViewController {
        let screen = RecipesViewController()
        screen.model = model
        return screen
    }

    @objc func filtersTapped() {
        model.filtersTapped()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let list = segue.destination as? RecipesTableViewController {
            table = list
            list.model = model
        }
    }
}

/// Embedded by the storyboard in the recipes screen's container view.
final class RecipesTableViewController: UITableViewController {
    var model: RecipesModel!

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        model.select(at: indexPath.row)
    }
}

final class RecipeViewController: UIViewController {}

final class FiltersViewController: UIViewController {
    var onDone: (() -> Void)?

    @objc func doneTapped() {
        onDone?()
    }
}
