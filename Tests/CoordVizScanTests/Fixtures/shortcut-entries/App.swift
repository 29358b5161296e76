import UIKit

/// The app's one coordinator: a tab bar, and a compose sheet it presents over it.
final class AppCoordinator {
    enum Tab: Int { case notes, search }

    let tabBarController = UITabBarController()

    func start(in window: UIWindow) {
        let notes = UINavigationController(rootViewController: NotesViewController())
        notes.tabBarItem = UITabBarItem(title: "Notes", image: nil, tag: 0)
        let search = UINavigationController(rootViewController: SearchViewController())
        search.tabBarItem = UITabBarItem(title: "Search", image: nil, tag: 1)
        tabBarController.viewControllers = [notes, search]
        window.rootViewController = tabBarController
    }

    func switchTo(tab: Tab) {
        tabBarController.selectedIndex = tab.rawValue
    }

    func showCompose() {
        tabBarController.present(UINavigationController(rootViewController: ComposeViewController()), animated: true)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var coordinator: AppCoordinator?

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool {
        handle(shortcutItem: shortcutItem)
    }

    private func handle(shortcutItem: UIApplicationShortcutItem) -> Bool {
        switch shortcutItem.type {
        case "com.example.notes.new-note":
            coordinator?.showCompose()
        case "com.example.notes.search":
            coordinator?.switchTo(tab: .search)
        default:
            return false
        }
        return true
    }
}

final class NotesViewController: UITableViewController {}
final class SearchViewController: UIViewController {}
final class ComposeViewController: UIViewController {}
