import UIKit

protocol Coordinator: AnyObject { func start() }

/// One navigation controller for the whole app: the welcome flow or the library pushes first.
final class AppCoordinator: Coordinator {
    private let navigationController = UINavigationController()
    private var childFlows: [Coordinator] = []

    init(window: UIWindow) {
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
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
        childFlows.append(welcome)
        welcome.start()
    }

    private func showLibrary() {
        let library = LibraryCoordinator(navigationController: navigationController)
        library.parent = self
        childFlows.append(library)
        library.start()
    }

    func welcomeDidFinish() {
        childFlows.removeAll()
        showLibrary()
    }

    func showCredits() {
        let credits = CreditsCoordinator(navigationController: navigationController)
        childFlows.append(credits)
        credits.start()
    }
}
