import UIKit

protocol Coordinator: AnyObject {
    func start()
}

/// Makes its split view's primary column from an empty navigation controller it fills afterwards.
final class MailCoordinator: Coordinator {
    private let window: UIWindow
    private let split = UISplitViewController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let primary = UINavigationController()
        let placeholder = EmptyMessageViewController()
        split.viewControllers = [primary, placeholder]
        split.preferredDisplayMode = .oneBesideSecondary

        let inbox = InboxViewController()
        inbox.coordinator = self
        primary.viewControllers = [inbox]

        window.rootViewController = split
    }

    func open(_ messageID: Int) {
        split.showDetailViewController(MessageViewController(messageID: messageID), sender: nil)
    }
}
