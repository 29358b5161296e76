import UIKit

protocol Coordinator: AnyObject {
    func start()
}

/// An invite someone tapped before the app was opened, waiting to be answered.
struct Invite {
    let teamName: String
}

enum InviteInbox {
    static var waiting: Invite?
}

/// Opens on a waiting invite when there is one, on the feed otherwise.
final class RootCoordinator: Coordinator {
    private let navigationController: UINavigationController
    private var invite: InviteCoordinator?
    private var feed: FeedCoordinator?

    init(window: UIWindow) {
        navigationController = UINavigationController()
        window.rootViewController = navigationController
    }

    func start() {
        if let waiting = InviteInbox.waiting {
            answer(waiting)
        } else {
            showFeed()
        }
    }

    private func answer(_ invite: Invite) {
        let flow = InviteCoordinator(navigationController: navigationController, invite: invite)
        self.invite = flow
        flow.start()
    }

    private func showFeed() {
        let flow = FeedCoordinator(navigationController: navigationController)
        feed = flow
        flow.start()
    }
}

final class InviteCoordinator: Coordinator {
    private let navigationController: UINavigationController
    private let invite: Invite

    init(navigationController: UINavigationController, invite: Invite) {
        self.navigationController = navigationController
        self.invite = invite
    }

    func start() {
        navigationController.setViewControllers([InviteViewController()], animated: false)
    }
}

final class FeedCoordinator: Coordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.setViewControllers([FeedViewController()], animated: false)
    }
}

final class InviteViewController: UIViewController {}
final class FeedViewController: UIViewController {}
