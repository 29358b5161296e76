import Foundation
import UIKitStandIn

/// The last screen of the Buy flow, titled "Checkout": the price and a "Pay" button.
public final class CheckoutViewController: UIViewController {
    /// The Buy flow's coordinator. Weak: the navigation controller owns this screen.
    public weak var coordinator: BuyCoordinator?

    /// The plan being paid for.
    public let product: Product

    /// Creates the screen for `product`; whoever creates it sets `coordinator`.
    public init(product: Product) {
        self.product = product
        super.init(nibName: nil, bundle: nil)
        title = "Checkout"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The price line, e.g. "Pro: 7.99 a month".
    public var priceText: String {
        let cents = product.monthlyPriceInCents
        return "\(product.displayName): \(cents / 100).\(String(format: "%02d", cents % 100)) a month"
    }

    /// The "Pay" button: the payment succeeds at once in this sample.
    public func payTapped() {
        coordinator?.didFinishBuying()
    }
}
