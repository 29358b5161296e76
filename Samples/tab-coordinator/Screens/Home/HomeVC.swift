import UIKitStandIn

/// The first screen of the Home tab, titled "Home", with two buttons. It does not navigate by
/// itself: each button asks its `delegate`.
public final class HomeVC: UIViewController {
    /// The coordinator that carries out this screen's navigation. Weak: the coordinator owns
    /// the screen.
    public weak var delegate: (any HomeVCDelegate)?

    /// Creates the screen; whoever creates it sets `delegate`.
    override public init() {
        super.init()
        title = "Home"
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
