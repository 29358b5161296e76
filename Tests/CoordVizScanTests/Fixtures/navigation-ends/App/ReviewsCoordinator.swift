import UIKit

/// Presents one screen over the shop's stack; its own `finish()` dismisses it first.
final class ReviewsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: ShopCoordinator?
    private let presenter: UINavigationController

    init(presenter: UINavigationController) {
        self.presenter = presenter
    }

    func start() {
        let reviews = ReviewsViewController()
        reviews.coordinator = self
        presenter.present(reviews, animated: true)
    }

    func finish() {
        presenter.dismiss(animated: true)
        parentCoordinator?.childDidFinish(self)
    }
}
