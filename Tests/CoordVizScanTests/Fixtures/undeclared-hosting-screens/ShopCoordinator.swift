import UIKit

/// Shows a SwiftUI hosting controller subclass declared in another module: only its name says
/// it is a screen.
final class ShopCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let shelf = ShelfViewController()
        shelf.onPick = { [weak self] in
            self?.showReceipt()
        }
        navigationController.pushViewController(shelf, animated: false)
    }

    private func showReceipt() {
        let receipt = ReceiptHostingController(total: 3)
        navigationController.show(receipt, sender: nil)
    }
}

final class ShelfViewController: UIViewController {
    var onPick: (() -> Void)?
}
