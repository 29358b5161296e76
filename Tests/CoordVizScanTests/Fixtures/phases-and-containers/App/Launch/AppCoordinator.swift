import UIKit

/// Owns the window and swaps its root as the reader moves from the welcome pages to signing in
/// to the library.
final class AppCoordinator: Coordinating {
    private let window: UIWindow
    private let session = SessionStore()
    private var children: [Coordinating] = []

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        if session.hasSeenWelcome {
            showSignIn()
        } else {
            showWelcome()
        }
    }

    private func showWelcome() {
        let welcome = WelcomeCoordinator()
        welcome.onFinish = { [weak self] in
            self?.showSignIn()
        }
        children = [welcome]
        welcome.start()
        window.rootViewController = welcome.pageController
    }

    private func showSignIn() {
        let router = NavigationRouter(navigationController: UINavigationController())
        let signIn = SignInCoordinator(router: router)
        signIn.onSignedIn = { [weak self] in
            self?.showHome()
        }
        children = [signIn]
        signIn.start()
        window.rootViewController = router.rootController
    }

    private func showHome() {
        let home = HomeTabsCoordinator()
        home.onSignOut = { [weak self] in
            self?.showSignIn()
        }
        children = [home]
        home.start()
        window.rootViewController = home.tabBarController
    }
}
