import UIKit

final class ShowOrderViewController: UIViewController {
    var router: ShowOrderRouter?

    @objc func editTapped() {
        router?.routeToEditOrder()
    }
}

final class ShowOrderRouter: NSObject {
    weak var viewController: ShowOrderViewController?

    func routeToEditOrder() {
        let destination = CreateOrderViewController()
        viewController?.navigationController?.pushViewController(destination, animated: true)
    }
}
