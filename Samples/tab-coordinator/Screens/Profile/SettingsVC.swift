import Foundation
import UIKitStandIn

/// The settings, titled "Settings"; pushed on the Profile tab. It has no buttons: the way out is
/// Back.
public final class SettingsVC: UIViewController {
    /// Creates the screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }
}
