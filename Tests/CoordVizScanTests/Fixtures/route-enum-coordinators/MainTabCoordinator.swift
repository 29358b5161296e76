import UIKit
import XCoordinator

enum MainRoute: Route {
    case shelf
    case settings
}

/// Two tabs, each a navigation coordinator of its own, handed over as erased routers.
final class MainTabCoordinator: TabBarCoordinator<MainRoute> {
    private let shelfRouter: StrongRouter<ShelfRoute>
    private let settingsRouter: StrongRouter<SettingsRoute>

    init(shelfRouter: StrongRouter<ShelfRoute> = ShelfCoordinator().strongRouter,
         settingsRouter: StrongRouter<SettingsRoute> = SettingsCoordinator().strongRouter) {
        self.shelfRouter = shelfRouter
        self.settingsRouter = settingsRouter
        super.init(tabs: [shelfRouter, settingsRouter], select: shelfRouter)
    }

    override func prepareTransition(for route: MainRoute) -> TabBarTransition {
        switch route {
        case .shelf:
            return .select(shelfRouter)
        case .settings:
            return .select(settingsRouter)
        }
    }
}
