import UIKit

final class AppCoordinator: Coordinator {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let catalog = CatalogViewController()
        catalog.coordinator = self
        navigationController.pushViewController(catalog, animated: false)
    }

    func showProduct(id: Int) {
        let product = ProductViewController(productID: id)
        product.coordinator = self
        navigationController.pushViewController(product, animated: true)
    }

    func startCheckout() {
        let child = CheckoutCoordinator(navigationController: navigationController)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }

    func childDidFinish(_ child: Coordinator?) {
        for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
            childCoordinators.remove(at: index)
            break
        }
    }

    // func showLegacyCatalog() {
    //     navigationController.pushViewController(LegacyCatalogViewController(), animated: true)
    // }
}
