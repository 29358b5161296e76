import UIKit

final class CountertopViewController: UIViewController {}
final class PantryViewController: UIViewController {}
final class SpicesViewController: UIViewController {}
final class GrainsViewController: UIViewController {}
final class TimerViewController: UIViewController {}

final class KitchenCoordinator: Coordinator {
    private let router: KitchenRouter
    private var children: [Coordinator] = []

    init(router: KitchenRouter) { self.router = router }

    func start() {
        router.setRootViewController(CountertopViewController())
    }

    func handle(route: KitchenRoute) {
        switch route {
        case .pantry(let shelf):
            showPantry(at: shelf)
        case .timer:
            router.present(TimerViewController())
        }
    }

    /// The pantry shows on a stack of its own, presented over the countertop.
    private func showPantry(at shelf: KitchenRoute.Shelf) {
        let stack = UINavigationController()
        let pantry = PantryCoordinator(router: KitchenRouter(navigationController: stack))
        children.append(pantry)
        pantry.start(at: shelf)
        router.present(stack)
    }
}

final class PantryCoordinator: Coordinator {
    private let router: KitchenRouter

    init(router: KitchenRouter) {
        self.router = router
        router.setRootViewController(PantryViewController())
    }

    func start(at shelf: KitchenRoute.Shelf) {
        switch shelf {
        case .spices:
            router.push(SpicesViewController())
        case .grains:
            router.push(GrainsViewController())
        }
    }

    func handle(route: KitchenRoute) {}
}
