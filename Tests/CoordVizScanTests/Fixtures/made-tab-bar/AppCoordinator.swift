import UIKit

/// One coordinator for the whole app: it makes the tab bar, and shows each destination the way asked.
final class AppCoordinator {
    enum Destination {
        case recipe(id: Int)
        case preferences
    }

    enum Style {
        case push
        case sheet
    }

    private let window: UIWindow
    private(set) weak var tabBar: RootTabBarController?

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let tabBar = RootTabBarController(coordinator: self)
        self.tabBar = tabBar
        window.rootViewController = tabBar
        window.makeKeyAndVisible()
    }

    func open(_ destination: Destination, from source: UIViewController, style: Style) {
        let screen = make(destination)
        switch style {
        case .push:
            source.navigationController?.pushViewController(screen, animated: true)
        case .sheet:
            source.present(UINavigationController(rootViewController: screen), animated: true)
        }
    }

    private func make(_ destination: Destination) -> UIViewController {
        switch destination {
        case .recipe(let id):
            return RecipeViewController(recipeID: id)
        case .preferences:
            return PreferencesViewController()
        }
    }
}
