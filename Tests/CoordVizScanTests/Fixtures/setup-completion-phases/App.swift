import UIKit

/// One navigation controller for the whole app: each phase replaces its first screen.
protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    var navigationController: UINavigationController { get }
    func start()
}

extension Coordinator {
    func startChild(_ coordinator: Coordinator) {
        children.append(coordinator)
        coordinator.start()
    }
}

final class LaunchCoordinator: Coordinator {
    var children: [Coordinator] = []
    let navigationController: UINavigationController
    private let window: UIWindow

    init(window: UIWindow, navigationController: UINavigationController) {
        self.window = window
        self.navigationController = navigationController
    }

    func start() {
        let splash = SplashViewController()
        splash.onLoaded = { [weak self] in self?.startLibrary() }
        window.rootViewController = navigationController
        navigationController.viewControllers = [splash]
    }

    private func startLibrary() {
        startChild(LibraryCoordinator(navigationController: navigationController))
    }
}

/// Shows the welcome pages first when they were never seen, then hands back to its subclass.
class FirstRunCoordinator: Coordinator {
    var children: [Coordinator] = []
    let navigationController: UINavigationController
    var welcomeSeen = false

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {}

    func showWelcomeIfNeeded(then completion: () -> Void) {
        if !welcomeSeen {
            startChild(WelcomeCoordinator(navigationController: navigationController))
            return
        }
        completion()
    }
}

final class LibraryCoordinator: FirstRunCoordinator {
    override func start() {
        showWelcomeIfNeeded {
            showShelves()
        }
    }

    private func showShelves() {
        let shelves = ShelvesViewController()
        shelves.onSearch = { [weak self] in self?.showSearch() }
        navigationController.setViewControllers([shelves], animated: false)
    }

    private func showSearch() {
        navigationController.pushViewController(SearchViewController(), animated: true)
    }
}

final class WelcomeCoordinator: Coordinator {
    var children: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.viewControllers = [WelcomeViewController()]
    }
}

final class SplashViewController: UIViewController {
    var onLoaded: (() -> Void)?
    @objc func loaded() { onLoaded?() }
}

final class WelcomeViewController: UIViewController {}

final class ShelvesViewController: UIViewController {
    var onSearch: (() -> Void)?
    @objc func searchTapped() { onSearch?() }
}

final class SearchViewController: UIViewController {}
