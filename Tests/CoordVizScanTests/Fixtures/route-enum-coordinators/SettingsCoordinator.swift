import UIKit
import XCoordinator

enum SettingsRoute: Route {
    case settings
    case licenses
}

/// Its screen holds the router itself and triggers a route from a button.
final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
    init() {
        super.init(initialRoute: .settings)
    }

    override func prepareTransition(for route: SettingsRoute) -> NavigationTransition {
        switch route {
        case .settings:
            let screen = SettingsViewController()
            screen.router = unownedRouter
            return .push(screen)
        case .licenses:
            return .present(LicensesViewController())
        }
    }
}
