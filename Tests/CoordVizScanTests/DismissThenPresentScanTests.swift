import CoordVizScan
import Testing

/// A transition that dismisses the screen it starts on, then presents another.
@Suite struct DismissThenPresentScanTests {
    @Test("what is presented right after a dismissal is presented from the screen that presented the dismissed one, not from the dismissed one")
    func presentAfterDismiss() throws {
        let app = try NavigationPathScanTests.scan(source: """
        import UIKit
        final class AccountCoordinator {
            let navigationController = UINavigationController()
            func start() {
                let home = HomeViewController()
                home.onUpgrade = { [weak self] in self?.showOffer() }
                navigationController.setViewControllers([home], animated: false)
            }
            func showOffer() {
                let offer = OfferViewController()
                offer.onBuy = { [weak self] in self?.buy() }
                navigationController.present(offer, animated: true)
            }
            func buy() {
                navigationController.dismiss(animated: true)
                navigationController.present(CheckoutViewController(), animated: true)
            }
        }
        final class HomeViewController: UIViewController { var onUpgrade: (() -> Void)? }
        final class OfferViewController: UIViewController { var onBuy: (() -> Void)? }
        final class CheckoutViewController: UIViewController {}
        """)
        #expect(Set(app.screens.first { $0.name == "HomeViewController" }?.presents ?? []) == ["OfferViewController", "CheckoutViewController"])
        #expect(app.screens.first { $0.name == "OfferViewController" }?.presents == [])
    }
}
