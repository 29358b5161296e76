import UIKit

// `pushWithFadeAnimation` and `presentAsSheet` live in a UIKit helpers package the app imports.
final class ShopCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let list = ProductListViewController()
        list.coordinator = self
        navigationController.pushViewController(list, animated: false)
    }

    func showProduct() {
        navigationController.pushWithFadeAnimation(with: ProductViewController(), animationDuration: 0.3)
    }

    func showFilters() {
        navigationController.presentAsSheet(FiltersViewController())
    }

    func countPushes() -> Int {
        navigationController.pushedCount(of: ProductViewController())
    }
}

final class ProductListViewController: UIViewController {
    weak var coordinator: ShopCoordinator?

    @objc func productTapped() {
        coordinator?.showProduct()
    }

    @objc func filtersTapped() {
        coordinator?.showFilters()
    }
}

final class ProductViewController: UIViewController {}
final class FiltersViewController: UIViewController {}

extension ShopCoordinator {
    func showSizeGuide() {
        navigationController.visibleViewController?.presentBottomSheet(SizeGuideViewController())
    }
}

extension ProductViewController {
    @objc func sizeGuideTapped(_ coordinator: ShopCoordinator) {
        coordinator.showSizeGuide()
    }
}

final class SizeGuideViewController: UIViewController {}
