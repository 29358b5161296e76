import UIKit

protocol Coordinator: AnyObject {
    func start()
}

/// Shows a splash screen as the window's root, then puts the home stack in its place.
final class LaunchCoordinator: Coordinator {
    private let window: UIWindow
    private var children: [Coordinator] = []

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let splash = SplashViewController()
        splash.onFinished = { [weak self] in self?.showHome() }
        window.rootViewController = splash
        window.makeKeyAndVisible()
    }

    private func showHome() {
        let home = HomeCoordinator()
        children.append(home)
        window.rootViewController = home.navigationController
        home.start()
    }
}

final class HomeCoordinator: Coordinator {
    let navigationController = UINavigationController()

    func start() {
        navigationController.pushViewController(HomeViewController(), animated: false)
    }
}

final class SplashViewController: UIViewController {
    var onFinished: (() -> Void)?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onFinished?()
    }
}

final class HomeViewController: UIViewController {}
