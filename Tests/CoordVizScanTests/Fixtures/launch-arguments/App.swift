import UIKit

protocol Coordinator: AnyObject {
    func start()
}

/// UI tests launch with `-skipIntro`; people opening the app see the intro first.
final class AppCoordinator: Coordinator {
    private let navigationController = UINavigationController()
    private var children: [Coordinator] = []

    init(window: UIWindow) {
        window.rootViewController = navigationController
    }

    func start() {
        if ProcessInfo.processInfo.arguments.contains("-skipIntro") {
            showHome()
        } else {
            showIntro()
        }
    }

    private func showHome() {
        let home = HomeCoordinator(navigationController: navigationController)
        children.append(home)
        home.start()
    }

    private func showIntro() {
        let intro = IntroCoordinator(navigationController: navigationController)
        children.append(intro)
        intro.start()
    }
}

final class HomeCoordinator: Coordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.setViewControllers([HomeViewController()], animated: false)
    }
}

final class IntroCoordinator: Coordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.setViewControllers([IntroViewController()], animated: false)
    }
}

final class HomeViewController: UIViewController {}
final class IntroViewController: UIViewController {}
