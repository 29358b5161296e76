import UIKit

/// The links' scheme is registered in Info.plist only; the flow running now is held in an enum's
/// payload, and the link handler unwraps it with `guard case`.
protocol Coordinating: AnyObject {
    func start()
}

enum RunningFlow {
    case welcome(WelcomeCoordinator)
    case shop(ShopCoordinator)
}

final class LaunchCoordinator: Coordinating {
    private let window: UIWindow
    private var running: RunningFlow?

    init(window: UIWindow) { self.window = window }

    func start() {
        let welcome = WelcomeCoordinator()
        welcome.onDone = { [weak self] in self?.showShop() }
        running = .welcome(welcome)
        window.rootViewController = welcome.navigationController
        welcome.start()
    }

    private func showShop() {
        let shop = ShopCoordinator()
        running = .shop(shop)
        window.rootViewController = shop.navigationController
        shop.start()
    }

    func open(_ url: URL) {
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
        guard case .shop(let shop) = running else { return }
        switch parts.host {
        case "basket":
            shop.showBasket()
        case "offers":
            shop.showOffers()
        default:
            break
        }
    }
}

final class WelcomeCoordinator: Coordinating {
    let navigationController = UINavigationController()
    var onDone: (() -> Void)?

    func start() {
        navigationController.setViewControllers([GreetingViewController()], animated: false)
    }
}

final class ShopCoordinator: Coordinating {
    let navigationController = UINavigationController()

    func start() {
        navigationController.setViewControllers([ShelvesViewController()], animated: false)
    }

    func showBasket() {
        navigationController.pushViewController(BasketViewController(), animated: true)
    }

    func showOffers() {
        navigationController.pushViewController(OffersViewController(), animated: true)
    }
}

final class GreetingViewController: UIViewController {}
final class ShelvesViewController: UIViewController {}
final class BasketViewController: UIViewController {}
final class OffersViewController: UIViewController {}
