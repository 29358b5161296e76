import Foundation
import UIKitStandIn

/// The user's favorites, titled "Favorites"; pushed on the Profile tab. It has no buttons: the
/// way out is Back.
public final class FavoritesVC: UIViewController {
    /// Creates the screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Favorites"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }
}
