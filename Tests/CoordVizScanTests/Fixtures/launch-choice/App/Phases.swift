import UIKit

final class LoginCoordinator: BaseCoordinator {
    var onFinish: (() -> Void)?
    private let router: Router

    init(router: Router) { self.router = router }

    override func start() {
        let login = LoginViewController()
        login.onLoggedIn = { [weak self] in
            Session.loggedIn = true
            self?.onFinish?()
        }
        router.setRootModule(login)
    }
}

final class TutorialCoordinator: BaseCoordinator {
    var onFinish: (() -> Void)?
    private let router: Router

    init(router: Router) { self.router = router }

    override func start() {
        let tutorial = TutorialViewController()
        tutorial.onDone = { [weak self] in self?.onFinish?() }
        router.setRootModule(tutorial)
    }
}

final class HomeCoordinator: BaseCoordinator {
    private let router: Router

    init(router: Router) { self.router = router }

    override func start() {
        router.setRootModule(HomeViewController())
    }
}

final class LoginViewController: UIViewController {
    var onLoggedIn: (() -> Void)?
    @objc func logInTapped() { onLoggedIn?() }
}

final class TutorialViewController: UIViewController {
    var onDone: (() -> Void)?
    @objc func doneTapped() { onDone?() }
}

final class HomeViewController: UIViewController {}
