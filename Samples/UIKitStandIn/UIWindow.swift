import Foundation

/// The top of the on-screen hierarchy: the stand-in for UIKit's `UIWindow`.
///
/// A window starts hidden, as in UIKit. `makeKeyAndVisible()` shows it, and its
/// `rootViewController`'s hierarchy appears (`viewWillAppear(_:)` then `viewDidAppear(_:)`).
/// Replacing the root of a visible window makes the old root's hierarchy disappear and the new
/// one appear, which is how an app swaps its login phase for its main phase.
open class UIWindow: UIView {
    /// The view controller that fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard !isHidden, oldValue !== rootViewController else { return }
            oldValue?.disappear(animated: false)
            rootViewController?.appear(animated: false)
        }
    }

    /// Whether `makeKeyAndVisible()` has been called on this window.
    ///
    /// Windows are independent here: making one key does not resign another.
    public private(set) var isKeyWindow = false

    /// Creates a hidden window with no root view controller.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a hidden window from an archive (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// Shows the window and makes it the key window; the root view controller appears.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        guard isHidden else { return }
        isHidden = false
        rootViewController?.appear(animated: false)
    }
}
