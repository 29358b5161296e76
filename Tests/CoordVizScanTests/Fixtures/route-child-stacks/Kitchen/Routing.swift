import UIKit

/// Where a link can take the kitchen app.
enum KitchenRoute {
    case pantry(shelf: Shelf)
    case timer

    enum Shelf {
        case spices
        case grains
    }
}

/// Wraps the navigation controller a coordinator shows its screens in.
final class KitchenRouter {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func push(_ screen: UIViewController) { navigationController.pushViewController(screen, animated: true) }
    func setRootViewController(_ screen: UIViewController) { navigationController.setViewControllers([screen], animated: false) }
    func present(_ screen: UIViewController) { navigationController.present(screen, animated: true) }
}

protocol Coordinator: AnyObject {
    func handle(route: KitchenRoute)
}
