import Foundation
import UIKitStandIn

/// A product's details, titled "Product Detail"; pushed on the Home tab. It has no buttons: the
/// way out is Back.
public final class ProductDetailVC: UIViewController {
    /// Creates the screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Product Detail"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }
}
