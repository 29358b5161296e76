/// What a navigation controller tells its `delegate` when its top view controller changes: the
/// stand-in for UIKit's `UINavigationControllerDelegate`.
///
/// Both methods are optional in UIKit; here they have empty default implementations.
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called when `viewController` is about to become the top of `navigationController`'s stack.
    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    )

    /// Called once `viewController` has become the top of `navigationController`'s stack.
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    )
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    ) {}

    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {}
}
