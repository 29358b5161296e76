import Foundation
import UIKitStandIn

/// The list of products, titled "Products"; pushed on the Home tab. It has no buttons: the way
/// out is Back.
public final class ProductListVC: UIViewController {
    /// Creates the screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Products"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }
}
