import UIKit

final class KitchenCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(KitchenViewController(), animated: false)
    }
}

/// Embeds a card it makes itself; what the card's closure does is done on the kitchen screen.
final class KitchenViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        showRecipeCard()
    }

    private func showRecipeCard() {
        let card = RecipeCardViewController(recipe: "soup") { [weak self] in
            self?.present(RecipeViewController(), animated: true)
        }
        addChild(card)
        view.addSubview(card.view)
        card.didMove(toParent: self)
    }
}

final class RecipeCardViewController: UIViewController {
    init(recipe: String, onOpen: @escaping () -> Void) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

final class RecipeViewController: UIViewController {}
