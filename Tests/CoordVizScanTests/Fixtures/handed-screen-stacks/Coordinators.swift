import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
}

/// Owns the app's one navigation controller; its children are handed the list screen.
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {
        let list = ListScreen()
        list.coordinator = self
        navigationController.setViewControllers([list], animated: false)
    }

    func showDetail(from list: ListScreen) {
        let detail = DetailCoordinator(rootViewController: list)
        childCoordinators.append(detail)
        detail.start()
    }

    func edit(from list: ListScreen) {
        let edit = EditCoordinator(navigationController: list.navigationController!)
        childCoordinators.append(edit)
        edit.start()
    }

    func share(from list: ListScreen) {
        let share = ShareCoordinator()
        childCoordinators.append(share)
        share.start(from: list)
    }

    func review(from list: ListScreen) {
        let router = Router(navigationController: list.navigationController!)
        let review = ReviewCoordinator(router: router)
        childCoordinators.append(review)
        review.start()
    }

    func compose(from list: ListScreen) {
        let compose = ComposeCoordinator(presenter: list)
        childCoordinators.append(compose)
        compose.start()
    }
}

/// Handed the screen it starts from, it pushes onto that screen's navigation controller.
final class DetailCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let rootViewController: UIViewController

    init(rootViewController: UIViewController) {
        self.rootViewController = rootViewController
    }

    func start() {
        rootViewController.navigationController?.pushViewController(DetailScreen(), animated: true)
    }
}

/// Made with the navigation controller of the screen it starts from.
final class EditCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(EditScreen(), animated: true)
    }
}

/// Handed the screen when started.
final class ShareCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start(from viewController: UIViewController) {
        viewController.navigationController?.pushViewController(ShareScreen(), animated: true)
    }
}

/// Handed a screen to present over: a stack of its own, presented.
final class ComposeCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()
    private weak var presenter: UIViewController?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        navigationController.setViewControllers([ComposeScreen()], animated: false)
        presenter?.present(navigationController, animated: true)
    }
}

/// A thin router over a navigation controller.
final class Router {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func push(_ viewController: UIViewController) {
        navigationController.pushViewController(viewController, animated: true)
    }
}

/// Made with a router over the navigation controller of the screen it starts from.
final class ReviewCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let router: Router

    init(router: Router) {
        self.router = router
    }

    func start() {
        router.push(ReviewScreen())
    }
}
