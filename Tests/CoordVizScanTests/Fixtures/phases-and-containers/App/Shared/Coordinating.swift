import UIKit

/// Every flow of the reading app starts the same way.
protocol Coordinating: AnyObject {
    func start()
}

/// Wraps a navigation controller so flows never touch UIKit's stack directly.
final class NavigationRouter {
    let rootController: UINavigationController

    init(navigationController: UINavigationController) {
        rootController = navigationController
    }

    func setRoot(_ screen: UIViewController) {
        rootController.setViewControllers([screen], animated: false)
    }

    func push(_ screen: UIViewController) {
        rootController.pushViewController(screen, animated: true)
    }

    func present(_ screen: UIViewController) {
        rootController.present(screen, animated: true)
    }

    func dismiss() {
        rootController.dismiss(animated: true)
    }
}

struct SessionStore {
    var hasSeenWelcome: Bool { UserDefaults.standard.bool(forKey: "welcome.seen") }
}

struct ReleaseNotes {
    var hasUnseenChanges: Bool { UserDefaults.standard.bool(forKey: "notes.unseen") }
}
