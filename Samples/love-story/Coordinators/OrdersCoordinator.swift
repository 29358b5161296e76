import UIKitStandIn

/// The flow of the "Orders" tab: `OrdersViewController` → `Orders2ViewController` →
/// `Orders3ViewController`, each pushed by a call that returns the coordinator for chaining.
public final class OrdersCoordinator: OrdersBaseCoordinator {
    /// The main coordinator, set by it in its `start()`. Strong, as in the original design.
    public var parentCoordinator: (any MainBaseCoordinator)?

    /// The flow's navigation controller once `start()` has run (a bare placeholder screen before).
    public var rootViewController: UIViewController = UIViewController()

    /// Creates the Orders flow; its screens are built by `start()`.
    public init() {}

    /// Builds a navigation controller whose first screen is `OrdersViewController`.
    public func start() -> UIViewController {
        rootViewController = UINavigationController(rootViewController: OrdersViewController(coordinator: self))
        return rootViewController
    }

    /// Pushes a new `Orders2ViewController`.
    @discardableResult
    public func goToOrder2Screen(animated: Bool = false) -> Self {
        navigationRootViewController?.pushViewController(Orders2ViewController(coordinator: self), animated: animated)
        return self
    }

    /// Pushes a new `Orders3ViewController`.
    @discardableResult
    public func goToOrder3Screen(animated: Bool = false) -> Self {
        navigationRootViewController?.pushViewController(Orders3ViewController(coordinator: self), animated: animated)
        return self
    }
}
