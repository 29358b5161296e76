import Foundation
import UIKitStandIn

/// The second screen of the Orders tab, titled "Orders 2", with one button that opens Orders 3.
public final class Orders2ViewController: UIViewController, OrdersBaseCoordinated {
    /// The Orders flow this screen belongs to. Weak, as in the original app: the main
    /// coordinator keeps the flow alive.
    public weak var coordinator: (any OrdersBaseCoordinator)?

    /// Creates the screen for `coordinator`.
    public init(coordinator: any OrdersBaseCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
        title = "Orders 2"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The "Go to Orders 3" button.
    public func goToOrders3() {
        coordinator?.goToOrder3Screen(animated: true)
    }
}
