import UIKit

final class CatalogViewController: UIViewController {
    var onOpen: (() -> Void)?

    @objc private func productTapped() {
        onOpen?()
    }
}

final class ProductViewController: UIViewController {}
