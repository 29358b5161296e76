import Foundation
import UIKitStandIn

/// The settings, titled "Settings" (the Settings tab shows this title: its navigation
/// controller has no tab bar item of its own), with a "Sign out" row.
public final class SettingsViewController: UIViewController {
    /// Called when the user signs out.
    public var onLogout: (() -> Void)?

    /// Creates the screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The "Sign out" row.
    public func signOutTapped() {
        onLogout?()
    }
}
