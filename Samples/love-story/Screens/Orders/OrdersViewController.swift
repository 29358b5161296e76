import Foundation
import UIKitStandIn

/// The first screen of the Orders tab, titled "Orders", with one button that opens Orders 2.
public final class OrdersViewController: UIViewController, OrdersBaseCoordinated {
    /// The Orders flow this screen belongs to. Weak, as in the original app: the main
    /// coordinator keeps the flow alive.
    public weak var coordinator: (any OrdersBaseCoordinator)?

    /// Creates the screen for `coordinator`.
    public init(coordinator: any OrdersBaseCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
        title = "Orders"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The "Go to Orders 2" button.
    public func goToOrders2() {
        coordinator?.goToOrder2Screen(animated: true)
    }
}
