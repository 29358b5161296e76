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
        flow.delegate = self
        self.invite = flow
        flow.start()
    }

    private func showFeed() {
        let flow = FeedCoordinator(navigationController: navigationController)
        feed = flow
        flow.start()
    }

    /// Called when the invite flow is done: a callback, not setup, whatever its name says.
    func setupFlowDidFinish() {
        invite = nil
        showFeed()
    }
}

final class InviteCoordinator: Coordinator {
    weak var delegate: RootCoordinator?
    private let navigationController: UINavigationController
    private let invite: Invite

    init(navigationController: UINavigationController, invite: Invite) {
        self.navigationController = navigationController
        self.invite = invite
    }

    func start() {
        let screen = InviteViewController()
        screen.onAnswered = { [weak self] in self?.delegate?.setupFlowDidFinish() }
        navigationController.setViewControllers([screen], animated: false)
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

final class InviteViewController: UIViewController {
    var onAnswered: (() -> Void)?

    @objc func acceptTapped() {
        onAnswered?()
    }
}
final class FeedViewController: UIViewController {}
