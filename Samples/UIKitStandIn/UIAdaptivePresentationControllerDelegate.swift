/// What a presentation controller tells about a sheet the user pulls down: the stand-in for
/// UIKit's `UIAdaptivePresentationControllerDelegate`, reduced to those dismissal methods.
///
/// As in UIKit, none of them is called when code dismisses the sheet: a coordinator that frees
/// its child in `dismiss`'s completion must also listen here, or a swiped-away sheet leaks its
/// flow. All methods are optional (default: allow, do nothing).
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether the pull may dismiss the sheet.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool

    /// The pull was refused (by `isModalInPresentation` or `presentationControllerShouldDismiss`).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)

    /// The sheet is about to be dismissed by the pull.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

    /// The sheet was dismissed by the pull.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Allows the pull.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }

    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}

    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}

    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
