import Foundation
import UIKitStandIn

/// The first screen of the Profile tab, titled "Profile", with two buttons. It does not navigate
/// by itself: each button asks its `delegate`.
public final class ProfileVC: UIViewController {
    /// The coordinator that carries out this screen's navigation. Weak: the coordinator owns
    /// the screen.
    public weak var delegate: (any ProfileVCDelegate)?

    /// Creates the screen; whoever creates it sets `delegate`.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Profile"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The "Settings" button.
    public func showSettings() {
        delegate?.goToSettings()
    }

    /// The "Favorites" button.
    public func showFavorites() {
        delegate?.goToFavorites()
    }
}
