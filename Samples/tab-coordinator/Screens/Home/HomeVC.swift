import Foundation
import UIKitStandIn

/// The first screen of the Home tab, titled "Home", with two buttons. It does not navigate by
/// itself: each button asks its `delegate`.
public final class HomeVC: UIViewController {
    /// The coordinator that carries out this screen's navigation. Weak: the coordinator owns
    /// the screen.
    public weak var delegate: (any HomeVCDelegate)?

    /// Creates the screen; whoever creates it sets `delegate`.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Home"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The "Product detail" button.
    public func showProductDetail() {
        delegate?.goToProductDetail()
    }

    /// The "All products" button.
    public func showProductList() {
        delegate?.goToProductList()
    }
}
