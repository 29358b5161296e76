import Foundation
import UIKitStandIn

/// The first screen of the Settings sheet, titled "Settings": a "Notifications" row, a
/// "Sign out" row and a "Done" button in the navigation bar.
public final class SettingsViewController: UIViewController {
    /// The Settings flow's coordinator. Weak: the flow's navigation controller owns this screen.
    public weak var coordinator: SettingsCoordinator?

    /// Creates the screen; whoever creates it sets `coordinator`.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done,
            primaryAction: UIAction { [weak self] _ in
                self?.coordinator?.close()
            }
        )
    }

    /// The "Notifications" row.
    public func notificationsTapped() {
        coordinator?.showNotificationSettings()
    }

    /// The "Sign out" row.
    public func signOutTapped() {
        coordinator?.confirmSignOut()
    }
}
