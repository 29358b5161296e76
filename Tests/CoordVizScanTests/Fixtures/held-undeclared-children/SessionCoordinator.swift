import UIKit

/// A coordinator keeping children whose classes live in other modules (not in these sources): one
/// made straight into a property, one made asynchronously into a local first; a helper object
/// not named like a coordinator is no child.
final class SessionCoordinator {
    private let navigationController = UINavigationController()
    private var chatFlowCoordinator: ChatFlowCoordinator?
    private var welcomeFlowCoordinator: WelcomeFlowCoordinator?
    private var helper: AnalyticsReporter?

    func start() {
        welcomeFlowCoordinator = WelcomeFlowCoordinator(navigationController: navigationController)
        helper = AnalyticsReporter()
        let inbox = InboxViewController()
        inbox.onOpenChat = { [weak self] id in
            Task { await self?.openChat(id) }
        }
        navigationController.setViewControllers([inbox], animated: false)
    }

    private func openChat(_ id: String) async {
        let coordinator = await ChatFlowCoordinator(chatID: id, navigationController: navigationController)
        chatFlowCoordinator = coordinator
        coordinator.start()
    }
}

final class InboxViewController: UIViewController {
    var onOpenChat: ((String) -> Void)?
}
