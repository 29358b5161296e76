import UIKit

protocol ProductOpening: AnyObject {
    func showProduct()
    func showReviews()
}

extension ShopCoordinator: ProductOpening {}
extension SavedCoordinator: ProductOpening {}
extension CartCoordinator: ProductOpening {}

final class ShopListScreen: UIViewController {
    weak var coordinator: ShopCoordinator?
    @objc func productTapped() { coordinator?.showProduct() }
}

final class SavedListScreen: UIViewController {
    weak var coordinator: SavedCoordinator?
    @objc func productTapped() { coordinator?.showProduct() }
}

final class CartListScreen: UIViewController {
    weak var coordinator: CartCoordinator?
    @objc func productTapped() { coordinator?.showProduct() }
}

final class ProductScreen: UIViewController {
    weak var coordinator: ProductOpening?
    @objc func reviewsTapped() { coordinator?.showReviews() }
}

final class ReviewsScreen: UIViewController {}
