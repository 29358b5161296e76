/// What manages a presented view controller on screen: the stand-in for UIKit's
/// `UIPresentationController`, reduced to the two controllers and the `delegate` that hears
/// about a user's swipe-to-dismiss.
open class UIPresentationController {
    /// The controller being presented. Unowned in UIKit; weak here.
    public private(set) weak var presentedViewController: UIViewController?

    /// The controller presenting it, while it is presented.
    open var presentingViewController: UIViewController? {
        presentedViewController?.presentingViewController
    }

    /// Told about dismissals the user starts by pulling a sheet down. Weak, as in UIKit.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Creates the presentation controller of `presentedViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
    }
}
