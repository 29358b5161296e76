import UIKit
import XCoordinator

enum FeedRoute: Route {
    case feed
    case compose
    case discardPrompt
    case discard
    case saved
    case settings
    case profile
    case latest
}

/// The feed's stack. Routes the tab bar owns are passed on to it; closing a draft asks first.
final class FeedCoordinator: NavigationCoordinator<FeedRoute> {
    var tabs: UnownedRouter<MainRoute>?

    init() {
        super.init(initialRoute: .feed)
    }

    override func prepareTransition(for route: FeedRoute) -> NavigationTransition {
        switch route {
        case .feed:
            let screen = FeedViewController()
            screen.bind(to: FeedViewModel(router: unownedRouter))
            return .push(screen)
        case .compose:
            let screen = ComposeViewController()
            screen.bind(to: ComposeViewModel(router: unownedRouter))
            return .push(screen)
        case .discardPrompt:
            let prompt = UIAlertController(title: "Discard this draft?", message: nil, preferredStyle: .actionSheet)
            prompt.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
            prompt.addAction(UIAlertAction(title: "Discard", style: .destructive, handler: { [unowned self] _ in
                self.trigger(.discard)
            }))
            let save = UIAlertAction(title: "Save Draft", style: .default) { [unowned self] _ in
                self.trigger(.saved)
            }
            prompt.addAction(save)
            return .present(prompt)
        case .discard:
            return .pop()
        case .saved:
            return .push(SavedDraftsViewController())
        case .settings:
            guard let tabs else { return .none() }
            return .trigger(MainRoute.profileSettings, on: tabs)
        case .profile:
            guard let tabs else { return .none() }
            return .trigger(MainRoute.profile, on: tabs)
        case .latest:
            guard let tabs else { return .none() }
            return .trigger(MainRoute.latestArticle, on: tabs)
        }
    }
}
