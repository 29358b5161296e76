import Foundation
import UIKitStandIn

/// The last screen of the Orders tab, titled "Orders 3"; the target of the deep route. It has
/// no buttons: the way out is Back.
public final class Orders3ViewController: UIViewController, OrdersBaseCoordinated {
    /// The Orders flow this screen belongs to. Weak, as in the original app: the main
    /// coordinator keeps the flow alive.
    public weak var coordinator: (any OrdersBaseCoordinator)?

    /// Creates the screen for `coordinator`.
    public init(coordinator: any OrdersBaseCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
        title = "Orders 3"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }
}
