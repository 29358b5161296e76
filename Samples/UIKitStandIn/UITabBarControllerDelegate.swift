/// An object a tab bar controller reports to: the stand-in for UIKit's
/// `UITabBarControllerDelegate`, reduced to the two methods that answer a tap on a tab.
///
/// Both are optional in UIKit; here they have default implementations (allow the tap, do
/// nothing after it). They are called only for a user's tap (`UITabBarController.tapTab(at:)`,
/// stand-in only), never when code sets `selectedIndex` or `selectedViewController`, as in UIKit.
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tap on `viewController`'s tab may select it.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool

    /// Called after a tap selected (or reselected) `viewController`'s tab.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Allows every tap.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }

    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
