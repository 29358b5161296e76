import UIKitStandIn

/// The purchase flow: the plan screen, then checkout, pushed onto the app's navigation
/// controller (the parent's, passed in).
public final class BuyCoordinator: Coordinator {
    /// The Buy flow starts no flows of its own.
    public var childCoordinators: [any Coordinator] = []

    /// The app's navigation controller, which belongs to the main coordinator.
    public var navigationController: UINavigationController

    /// The coordinator that started this flow and lets go of it when it ends. Weak: the parent
    /// owns this coordinator.
    public weak var parentCoordinator: MainCoordinator?

    /// The plan the user is buying.
    public let product: Product

    /// Creates the flow for `product` on the parent's `navigationController`.
    public init(navigationController: UINavigationController, product: Product) {
        self.navigationController = navigationController
        self.product = product
    }

    /// Pushes the plan screen.
    public func start() {
        let buy = BuyViewController(product: product)
        buy.coordinator = self
        navigationController.pushViewController(buy, animated: true)
    }

    /// Pushes the checkout screen for the plan.
    public func showCheckout() {
        let checkout = CheckoutViewController(product: product)
        checkout.coordinator = self
        navigationController.pushViewController(checkout, animated: true)
    }

    /// Opens Settings over the current screen, through the parent that runs it.
    public func showSettings() {
        parentCoordinator?.showSettings()
    }

    /// The payment went through: tells the parent the flow is over, then goes back to the
    /// screen the flow started from.
    public func didFinishBuying() {
        parentCoordinator?.childDidFinish(self)
        navigationController.popToRootViewController(animated: true)
    }
}
