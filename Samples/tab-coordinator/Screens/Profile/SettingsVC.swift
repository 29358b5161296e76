import UIKitStandIn

/// The settings, titled "Settings"; pushed on the Profile tab. It has no buttons: the way out is
/// Back.
public final class SettingsVC: UIViewController {
    /// Creates the screen.
    override public init() {
        super.init()
        title = "Settings"
    }
}
