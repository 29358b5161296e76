import UIKitStandIn

/// A flow that owns a screen hierarchy: it builds it in `start()` and can put it back to its
/// initial state with `resetToRoot()`.
public protocol Coordinator: FlowCoordinator {
    /// The view controller at the top of this flow's hierarchy (a navigation controller for
    /// the tab flows, the tab bar controller for the main flow).
    var rootViewController: UIViewController { get set }

    /// Builds the flow's initial screens and returns the view controller to install.
    func start() -> UIViewController

    /// Puts the flow back into its initial navigation state.
    ///
    /// Returns the coordinator itself so that navigation calls can be chained, as in
    /// `orders.resetToRoot().goToOrder2Screen(animated: false)`.
    @discardableResult
    func resetToRoot() -> Self
}

extension Coordinator {
    /// The root view controller seen as a navigation controller, or `nil` when it is not one.
    public var navigationRootViewController: UINavigationController? {
        rootViewController as? UINavigationController
    }

    /// Default reset: pops the flow's navigation stack back to its first screen.
    @discardableResult
    public func resetToRoot() -> Self {
        navigationRootViewController?.popToRootViewController(animated: false)
        return self
    }
}
