import UIKitStandIn

/// A product's details, titled "Product Detail"; pushed on the Home tab. It has no buttons: the
/// way out is Back.
public final class ProductDetailVC: UIViewController {
    /// Creates the screen.
    override public init() {
        super.init()
        title = "Product Detail"
    }
}
