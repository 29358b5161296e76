import Foundation
import UIKitStandIn

/// The plan screen of the Buy flow, titled after the plan, with a "Continue" button and a
/// Settings button in the navigation bar.
public final class BuyViewController: UIViewController {
    /// The Buy flow's coordinator. Weak: the navigation controller owns this screen.
    public weak var coordinator: BuyCoordinator?

    /// The plan on show.
    public let product: Product

    /// Creates the screen for `product`; whoever creates it sets `coordinator`.
    public init(product: Product) {
        self.product = product
        super.init(nibName: nil, bundle: nil)
        title = product.displayName
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "gearshape"),
            primaryAction: UIAction(title: "Settings") { [weak self] _ in
                self?.coordinator?.showSettings()
            }
        )
    }

    /// The "Continue" button.
    public func continueTapped() {
        coordinator?.showCheckout()
    }
}
