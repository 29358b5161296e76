import UIKitStandIn

/// The list of products, titled "Products"; pushed on the Home tab. It has no buttons: the way
/// out is Back.
public final class ProductListVC: UIViewController {
    /// Creates the screen.
    override public init() {
        super.init()
        title = "Products"
    }
}
