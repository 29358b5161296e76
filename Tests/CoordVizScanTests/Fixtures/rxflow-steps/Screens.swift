import RxFlow
import RxRelay
import UIKit

final class WelcomeViewController: UIViewController {
    var model: WelcomeViewModel?
}

final class CatalogViewController: UIViewController {
    private let model: CatalogViewModel
    init(model: CatalogViewModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }
}

/// Its own stepper: the button emits the step.
final class ProductViewController: UIViewController, Stepper {
    let steps = PublishRelay<Step>()
    private let productID: String

    init(productID: String) {
        self.productID = productID
        super.init(nibName: nil, bundle: nil)
    }

    @objc func addToCart() {
        steps.accept(ShopStep.cartRequested)
    }
}

final class CartViewController: UIViewController {
    private let model: CartViewModel
    init(model: CartViewModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }
}
