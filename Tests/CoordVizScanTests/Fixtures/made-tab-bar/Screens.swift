import UIKit

final class CookbookViewController: UITableViewController {
    weak var coordinator: AppCoordinator!

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        coordinator.open(.recipe(id: indexPath.row), from: self, style: .push)
    }
}

final class AccountViewController: UIViewController {
    weak var coordinator: AppCoordinator!

    @objc func preferencesTapped() {
        coordinator.open(.preferences, from: self, style: .sheet)
    }
}

final class RecipeViewController: UIViewController {
    let recipeID: Int
    init(recipeID: Int) {
        self.recipeID = recipeID
        super.init(nibName: nil, bundle: nil)
    }
}

final class PreferencesViewController: UIViewController {}
