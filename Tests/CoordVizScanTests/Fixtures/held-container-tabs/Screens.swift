import UIKit

final class ShelfViewController: UIViewController {
    init(libraryID: Int) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class SearchViewController: UIViewController {
    init(libraryID: Int) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class NotesViewController: UIViewController {}
final class AccountViewController: UIViewController {}

protocol Coordinator: AnyObject {
    func start()
}

/// The notes tab: its own coordinator over the navigation controller the tab bar keeps.
final class NotesCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.setViewControllers([NotesViewController()], animated: false)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let tabBar = LibraryTabBarController()
        window = UIWindow()
        window?.rootViewController = tabBar
        window?.makeKeyAndVisible()
        tabBar.open(libraryID: 1)
        return true
    }
}

/// Routes of the shelf tab, made by modules of another package: a switch over an enum named like
/// a tab that chooses what to push, not the tab bar's tabs.
enum ShelfTabRoute {
    case recent
    case pinned
}

final class ShelfTabComposer {
    func makeViewController(for route: ShelfTabRoute) -> UIViewController {
        switch route {
        case .recent: return RecentModule.create()
        case .pinned: return PinnedModule.create()
        }
    }
}
