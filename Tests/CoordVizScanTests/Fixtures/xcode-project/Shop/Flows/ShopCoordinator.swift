import UIKit

/// The shop's only flow: a catalog and the product it opens.
final class ShopCoordinator {
    let navigationController = UINavigationController()

    func start() {
        let catalog = CatalogViewController()
        catalog.onOpen = { [weak self] in
            self?.navigationController.pushViewController(ProductViewController(), animated: true)
        }
        navigationController.setViewControllers([catalog], animated: false)
    }
}
