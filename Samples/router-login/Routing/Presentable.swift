import UIKitStandIn

/// Anything a router can show: a screen, a navigation controller, a router (its navigation
/// controller), or a coordinator box's module.
public protocol Presentable: AnyObject {
    /// The view controller to push, present or install as a root; `nil` when there is none.
    func toPresent() -> UIViewController?
}

extension UIViewController: Presentable {
    /// The view controller itself.
    public func toPresent() -> UIViewController? {
        self
    }
}
