import UIKit

protocol Coordinator: AnyObject {
    func start()
}

/// One navigation controller for the whole app: the welcome flow or the library pushes first.
final class AppCoordinator: Coordinator {
    private let navigationController = UINavigationController()
    private var children: [Coordinator] = []

    init(window: UIWindow) {
        window.rootViewController = navigationController
    }

    func start() {
        if UserDefaults.standard.bool(forKey: "welcomed") {
            showLibrary()
        } else {
            showWelcome()
        }
    }

    private func showWelcome() {
        let welcome = WelcomeCoordinator(navigationController: navigationController)
        welcome.parent = self
        children.append(welcome)
        welcome.start()
    }

    private func showLibrary() {
        let library = LibraryCoordinator(navigationController: navigationController)
        library.parent = self
        children.append(library)
        library.start()
    }

    func welcomeDidFinish() {
        children.removeAll()
        showLibrary()
    }

    func showCredits() {
        let credits = CreditsCoordinator(navigationController: navigationController)
        children.append(credits)
        credits.start()
    }
}
