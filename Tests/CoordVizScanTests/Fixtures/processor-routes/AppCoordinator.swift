import UIKit

enum AppRoute {
    case welcome
    case recipes(RecipesRoute)
}

/// The window's coordinator: welcome first, then the recipes, each kept in one child slot.
@MainActor
final class AppCoordinator: Coordinator {
    private let window: UIWindow
    private let navigation = UINavigationController()
    private var childCoordinator: AnyObject?

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        window.rootViewController = navigation
        navigate(to: .welcome)
    }

    func navigate(to route: AppRoute, context: AnyObject?) {
        switch route {
        case .welcome:
            showWelcome()
        case let .recipes(recipesRoute):
            showRecipes(recipesRoute)
        }
    }

    private func showWelcome() {
        let coordinator = WelcomeCoordinator(stackNavigator: navigation, delegate: self).eraseToAnyCoordinator()
        coordinator.start()
        childCoordinator = coordinator
    }

    private func showRecipes(_ route: RecipesRoute) {
        if let coordinator = childCoordinator as? AnyCoordinator<RecipesRoute, RecipesEvent> {
            coordinator.navigate(to: route)
        } else {
            let coordinator = RecipesCoordinator(stackNavigator: navigation).eraseToAnyCoordinator()
            coordinator.start()
            coordinator.navigate(to: route)
            childCoordinator = coordinator
        }
    }
}

extension AppCoordinator: WelcomeCoordinatorDelegate {
    func welcomeDidFinish() {
        navigate(to: .recipes(.shoppingList))
    }
}
