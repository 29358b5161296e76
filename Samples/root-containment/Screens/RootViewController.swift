import UIKitStandIn

/// The window's root view controller. It shows one child view controller by view controller
/// containment; it never creates that child, the app coordinator hands it over.
public final class RootViewController: UIViewController {
    /// The contained view controller. Setting it removes the previous child and adds the new
    /// one as a child of this view controller.
    public var childViewController: UIViewController? {
        didSet { replace(viewController: oldValue, with: childViewController) }
    }

    /// Swaps the contained view controller, announcing each move to the controllers involved.
    private func replace(viewController old: UIViewController?, with new: UIViewController?) {
        guard old !== new else { return }
        if let old {
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        if let new {
            addChild(new)
            new.didMove(toParent: self)
        }
    }
}
