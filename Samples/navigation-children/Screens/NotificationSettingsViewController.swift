import Foundation
import UIKitStandIn

/// The notification switches, titled "Notifications", pushed inside the Settings sheet.
public final class NotificationSettingsViewController: UIViewController {
    /// The Settings flow's coordinator. Weak: the flow's navigation controller owns this screen.
    public weak var coordinator: SettingsCoordinator?

    /// Whether the user wants a reminder before a plan renews.
    public var remindsBeforeRenewal = true

    /// Creates the screen; whoever creates it sets `coordinator`.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Notifications"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }
}
