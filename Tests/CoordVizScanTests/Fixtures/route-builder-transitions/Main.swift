import SwiftUI
import UIKit
import XCoordinator

enum MainRoute: Route {
    case feed
    case profile
    case credits
}

class MainTabsCoordinator: TabBarCoordinator<MainRoute> {
    init() {
        super.init(tabs: [FeedCoordinator(), ProfileCoordinator()])
    }
}

class MainListCoordinator: ViewCoordinator<MainRoute> {
    init() {
        super.init(body: { MainListView() })
    }
}

/// SwiftUI tabs, each hosting a coordinator it makes.
struct MainListView: View {
    var body: some View {
        TabView {
            CoordinatorHost { FeedCoordinator() }
                .tabItem { Label("Feed", systemImage: "list.bullet") }
            CoordinatorHost { ProfileCoordinator() }
                .tabItem { Label("Profile", systemImage: "person") }
        }
    }
}

class FeedCoordinator: NavigationCoordinator<MainRoute> {
    init() {
        super.init(initialRoute: .feed)
    }

    override func prepareTransition(for route: MainRoute) -> NavigationTransition {
        switch route {
        case .feed:
            Transition.push(makeFeedViewController())
        case .credits:
            addChild(CreditsCoordinator(rootViewController: rootViewController))
            return .none()
        case .profile:
            Transition.none()
        }
    }

    private func makeFeedViewController() -> UIViewController {
        let screen = FeedViewController()
        screen.bind(to: FeedViewModel(router: self))
        return screen
    }
}

class ProfileCoordinator: NavigationCoordinator<MainRoute> {
    init() {
        super.init(initialRoute: .profile)
    }

    override func prepareTransition(for route: MainRoute) -> NavigationTransition {
        Transition.push(ProfileViewController())
    }
}

enum CreditsRoute: Route {
    case credits
}

/// Pushes onto the feed's stack: it starts by triggering its first route itself.
class CreditsCoordinator: NavigationCoordinator<CreditsRoute> {
    init(rootViewController: UINavigationController) {
        super.init(rootViewController: rootViewController, initialRoute: nil)
        trigger(.credits)
    }

    override func prepareTransition(for route: CreditsRoute) -> NavigationTransition {
        Transition.push(CreditsViewController())
    }
}
