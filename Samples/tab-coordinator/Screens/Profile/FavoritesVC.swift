import UIKitStandIn

/// The user's favorites, titled "Favorites"; pushed on the Profile tab. It has no buttons: the
/// way out is Back.
public final class FavoritesVC: UIViewController {
    /// Creates the screen.
    override public init() {
        super.init()
        title = "Favorites"
    }
}
