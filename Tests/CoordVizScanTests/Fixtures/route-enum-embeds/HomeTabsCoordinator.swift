import UIKit
import XCoordinator

enum HomeTabsRoute: Route {
    case tabs
}

/// Its tabs are set by the route it starts with, the first one selected.
final class HomeTabsCoordinator: TabBarCoordinator<HomeTabsRoute> {
    init() {
        super.init(rootViewController: UITabBarController(), initialRoute: nil)
        trigger(.tabs)
    }

    override func prepareTransition(for route: HomeTabsRoute) -> TabBarTransition {
        switch route {
        case .tabs:
            let inbox = InboxCoordinator()
            let archive = ArchiveCoordinator()
            return .multiple(.set([inbox, archive]), .select(inbox))
        }
    }
}

enum ListRoute: Route {
    case list
}

final class InboxCoordinator: NavigationCoordinator<ListRoute> {
    init() {
        super.init(initialRoute: nil)
        trigger(.list)
    }

    override func prepareTransition(for route: ListRoute) -> NavigationTransition {
        switch route {
        case .list:
            return .push(InboxViewController())
        }
    }
}

final class ArchiveCoordinator: NavigationCoordinator<ListRoute> {
    init() {
        super.init(initialRoute: nil)
        trigger(.list)
    }

    override func prepareTransition(for route: ListRoute) -> NavigationTransition {
        switch route {
        case .list:
            return .push(ArchiveViewController())
        }
    }
}
