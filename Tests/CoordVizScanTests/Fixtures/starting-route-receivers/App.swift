import UIKit

protocol Coordinator: AnyObject {
    func start()
}

enum ShopRoute {
    case catalog
    case cart
}

/// Starts on the catalog; the tracker it tells about the cart is another object.
final class ShopCoordinator: Coordinator {
    private let tracker = RouteTracker()
    private let navigationController: UINavigationController

    init(window: UIWindow) {
        navigationController = UINavigationController()
        window.rootViewController = navigationController
    }

    func start() {
        tracker.navigate(to: .cart)
        navigate(to: .catalog)
    }

    func navigate(to route: ShopRoute) {
        switch route {
        case .catalog:
            navigationController.setViewControllers([CatalogViewController()], animated: false)
        case .cart:
            navigationController.pushViewController(CartViewController(), animated: true)
        }
    }
}

/// Counts the routes the app takes; it shows nothing.
final class RouteTracker {
    private(set) var seen: [ShopRoute] = []

    func navigate(to route: ShopRoute) {
        seen.append(route)
    }
}

final class CatalogViewController: UIViewController {}
final class CartViewController: UIViewController {}
