import Foundation
import UIKitStandIn

/// The Settings flow: unlike the other flows it has its own navigation controller, presented
/// as a form sheet over the screen that was on top of the app's stack. Its screens push onto
/// that new navigation controller.
///
/// The sheet closes two ways: Done (or a confirmed sign-out), which dismisses it in code, or the
/// user pulling it down, which UIKit reports only to the presentation controller's delegate —
/// this coordinator — so both paths end the flow.
public final class SettingsCoordinator: NSObject, Coordinator {
    /// The Settings flow starts no flows of its own.
    public var childCoordinators: [any Coordinator] = []

    /// The flow's own navigation controller, created with the coordinator and presented by
    /// `start()`.
    public var navigationController = UINavigationController()

    /// The coordinator that started this flow and lets go of it when it closes. Weak: the
    /// parent owns this coordinator.
    public weak var parentCoordinator: MainCoordinator?

    /// The screen the sheet is presented over. Weak: it belongs to the app's stack.
    private weak var presenter: UIViewController?

    /// Creates the flow, to be presented over `presenter`.
    public init(presenter: UIViewController) {
        self.presenter = presenter
    }

    /// Puts the settings screen in the flow's navigation controller and presents it as a form
    /// sheet.
    public func start() {
        let settings = SettingsViewController()
        settings.coordinator = self
        navigationController.viewControllers = [settings]
        navigationController.modalPresentationStyle = .formSheet
        navigationController.presentationController?.delegate = self
        presenter?.present(navigationController, animated: true)
    }

    /// Pushes the notification settings inside the sheet.
    public func showNotificationSettings() {
        let notifications = NotificationSettingsViewController()
        notifications.coordinator = self
        navigationController.pushViewController(notifications, animated: true)
    }

    /// Asks before signing out, with an alert over the settings screen.
    public func confirmSignOut() {
        let alert = UIAlertController(
            title: "Sign out?",
            message: "You will need to sign in again to buy a plan.",
            preferredStyle: .alert
        )
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { [weak self] _ in
            self?.close()
        })
        navigationController.topViewController?.present(alert, animated: true)
    }

    /// Dismisses the sheet and tells the parent the flow is over.
    public func close() {
        navigationController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.parentCoordinator?.childDidFinish(self)
        }
    }
}

extension SettingsCoordinator: UIAdaptivePresentationControllerDelegate {
    /// The user pulled the sheet down: the flow is over.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        parentCoordinator?.childDidFinish(self)
    }
}
