import UIKit

final class CatalogViewController: UIViewController {
    weak var coordinator: AppCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Catalog"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in
            self?.coordinator?.startCheckout()
        })
    }

    @objc func productTapped() {
        coordinator?.showProduct(id: 1)
    }

    /* Removed with the old catalog:
    func legacyTapped() {
        coordinator?.showLegacyCatalog()
    }
    */
}

final class ProductViewController: UIViewController {
    weak var coordinator: AppCoordinator?
    let productID: Int

    init(productID: Int) {
        self.productID = productID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Product"
    }
}

final class CartViewController: UIViewController {
    weak var coordinator: CheckoutCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
    }

    func payTapped() {
        coordinator?.showPayment()
    }
}

final class PaymentViewController: UIViewController {
    weak var coordinator: CheckoutCoordinator?

    func confirmTapped() {
        coordinator?.didPay()
    }
}
