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
        case "product":
            // `url.pathComponents` is ["/", id].
            guard url.pathComponents.count == 2 else { return }
            shop.showProduct()
        case "search":
            guard let term = parts.queryItems?.first(where: { $0.name == "term" })?.value, !term.isEmpty else { return }
            shop.showSearch()
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
        let shelves = ShelvesViewController()
        // The shelves' product tile runs what the product link runs; its deals banner shows the
        // offers by code of its own.
        shelves.onProduct = { [weak self] in self?.showProduct() }
        shelves.onDeals = { [weak self] in self?.showDeals() }
        navigationController.setViewControllers([shelves], animated: false)
    }

    func showProduct() {
        navigationController.pushViewController(ProductViewController(), animated: true)
    }

    func showSearch() {
        navigationController.pushViewController(SearchViewController(), animated: true)
    }

    func showDeals() {
        navigationController.pushViewController(OffersViewController(), animated: true)
    }

    func showBasket() {
        navigationController.pushViewController(BasketViewController(), animated: true)
    }

    func showOffers() {
        navigationController.pushViewController(OffersViewController(), animated: true)
    }
}

final class GreetingViewController: UIViewController {}
final class ShelvesViewController: UIViewController {
    var onProduct: (() -> Void)?
    var onDeals: (() -> Void)?
}
final class ProductViewController: UIViewController {}
final class SearchViewController: UIViewController {}
final class BasketViewController: UIViewController {}
final class OffersViewController: UIViewController {}
