import CoordVizScan
import Testing

/// Presentations: right after a dismissal, and over the window's root view controller.
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

    @Test("a presentation over the window's root view controller is a present from the screen the action starts on, not dropped")
    func presentOverTheWindowRoot() throws {
        let app = try NavigationPathScanTests.scan(source: """
        import UIKit
        final class AppCoordinator {
            let window: UIWindow
            let navigationController = UINavigationController()
            init(window: UIWindow) { self.window = window }
            func start() {
                let home = HomeViewController()
                home.onLogin = { [weak self] in self?.showLogin() }
                navigationController.setViewControllers([home], animated: false)
                window.rootViewController = navigationController
            }
            func showLogin() {
                window.rootViewController?.present(LoginViewController(), animated: true)
            }
        }
        final class HomeViewController: UIViewController { var onLogin: (() -> Void)? }
        final class LoginViewController: UIViewController {}
        """)
        #expect(app.transitions.first { $0.from == "HomeViewController" }?.steps.map { "\($0.kind) \($0.target)" } == ["present LoginViewController"])
    }
}
