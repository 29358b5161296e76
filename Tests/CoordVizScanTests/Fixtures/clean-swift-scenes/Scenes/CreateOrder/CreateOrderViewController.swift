import UIKit

final class CreateOrderViewController: UIViewController {
    var router: CreateOrderRouter?

    @objc func saveTapped() {
        router?.routeToListOrders()
    }
}

final class CreateOrderRouter: NSObject {
    weak var viewController: CreateOrderViewController?

    func routeToListOrders() {
        viewController?.dismiss(animated: true)
    }
}
