import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
}

/// Three tabs, each a stack of its own; every tab's list opens the same detail screen type.
final class MainCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let tabBarController = UITabBarController()

    func start() {
        let shop = ShopCoordinator()
        let saved = SavedCoordinator()
        let cart = CartCoordinator()
        childCoordinators = [shop, saved, cart]
        tabBarController.setViewControllers([shop.navigationController, saved.navigationController, cart.navigationController], animated: false)
        shop.start()
        saved.start()
        cart.start()
    }
}

/// Opens a product and, from it, its reviews.
final class ShopCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {
        let list = ShopListScreen()
        list.coordinator = self
        navigationController.setViewControllers([list], animated: false)
    }

    func showProduct() {
        let product = ProductScreen()
        product.coordinator = self
        navigationController.pushViewController(product, animated: true)
    }

    func showReviews() {
        navigationController.pushViewController(ReviewsScreen(), animated: true)
    }
}

/// Opens a product and its reviews too: the product's second place gets its reviews.
final class SavedCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {
        let list = SavedListScreen()
        list.coordinator = self
        navigationController.setViewControllers([list], animated: false)
    }

    func showProduct() {
        let product = ProductScreen()
        product.coordinator = self
        navigationController.pushViewController(product, animated: true)
    }

    func showReviews() {
        navigationController.pushViewController(ReviewsScreen(), animated: true)
    }
}

/// Opens a product but never its reviews: the product's third place gets no reviews.
final class CartCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {
        let list = CartListScreen()
        list.coordinator = self
        navigationController.setViewControllers([list], animated: false)
    }

    func showProduct() {
        let product = ProductScreen()
        product.coordinator = self
        navigationController.pushViewController(product, animated: true)
    }

    func showReviews() {}
}
