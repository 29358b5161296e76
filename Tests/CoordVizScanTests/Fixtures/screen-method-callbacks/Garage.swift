import UIKit

final class GarageCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(GarageViewController(), animated: false)
    }

    /// Hands the offer its actions through a method of the screen, after making it.
    func showOffer() {
        let offer = OfferViewController()
        offer.setActions(acceptAction: { [weak self] in
            self?.navigationController.dismiss(animated: true) {
                self?.navigationController.present(ReceiptViewController(), animated: true)
            }
        }, declineAction: { [weak self] in
            self?.navigationController.dismiss(animated: true)
        })
        navigationController.present(offer, animated: true)
    }
}

final class GarageViewController: UIViewController {}

final class OfferViewController: UIViewController {
    func setActions(acceptAction: @escaping () -> Void, declineAction: @escaping () -> Void) {}
}

final class ReceiptViewController: UIViewController {}
