/// The top of the on-screen hierarchy: the stand-in for UIKit's `UIWindow`, reduced to the root
/// view controller a scene delegate installs.
open class UIWindow {
    /// The view controller that fills the window.
    open var rootViewController: UIViewController?

    /// Whether `makeKeyAndVisible()` has been called on this window.
    ///
    /// Windows are independent here: making one key does not resign another.
    public private(set) var isKeyWindow = false

    /// Creates a window with no root view controller.
    public init() {}

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isKeyWindow = true
    }
}
