import UIKit
import XCoordinator

enum MainRoute: Route {
    case feed
    case profile
    case profileSettings
    case latestArticle
    case library
}

/// Three tabs: two stacks and a split view. Its routes select tabs, chain into a tab's own
/// routes, and deep-link through the split view.
final class MainTabCoordinator: TabBarCoordinator<MainRoute> {
    private let feedRouter: StrongRouter<FeedRoute>
    private let profileRouter: StrongRouter<ProfileRoute>
    private let libraryRouter: StrongRouter<LibraryRoute>

    init() {
        let feed = FeedCoordinator()
        feedRouter = feed.strongRouter
        profileRouter = ProfileCoordinator().strongRouter
        libraryRouter = LibrarySplitCoordinator().strongRouter
        super.init(tabs: [feedRouter, profileRouter, libraryRouter], select: feedRouter)
        feed.tabs = unownedRouter
    }

    override func prepareTransition(for route: MainRoute) -> TabBarTransition {
        switch route {
        case .feed:
            return .select(feedRouter)
        case .profile:
            return .select(index: 1)
        case .profileSettings:
            return .multiple(
                .select(profileRouter),
                .trigger(ProfileRoute.settings, on: profileRouter)
            )
        case .latestArticle:
            return deepLink(MainRoute.library, LibraryRoute.article("latest"))
        case .library:
            return .select(libraryRouter)
        }
    }
}
