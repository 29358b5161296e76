import UIKit

final class TourCoordinator: Coordinator {
    var onDone: (() -> Void)?
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let tour = TourViewController()
        tour.onFinish = { [weak self] in self?.onDone?() }
        window.rootViewController = UINavigationController(rootViewController: tour)
    }
}

final class SignInCoordinator: Coordinator {
    var onSignedIn: (() -> Void)?
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let signIn = SignInViewController()
        signIn.onSignedIn = { [weak self] in self?.onSignedIn?() }
        window.rootViewController = UINavigationController(rootViewController: signIn)
    }
}

final class HomeCoordinator: Coordinator {
    var onSignOut: (() -> Void)?
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let home = HomeViewController()
        home.onSignOut = { [weak self] in self?.onSignOut?() }
        window.rootViewController = UINavigationController(rootViewController: home)
    }
}

final class TourViewController: UIViewController {
    var onFinish: (() -> Void)?
}

final class SignInViewController: UIViewController {
    var onSignedIn: (() -> Void)?
}

final class HomeViewController: UIViewController {
    var onSignOut: (() -> Void)?
}
