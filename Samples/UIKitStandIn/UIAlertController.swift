/// An alert or action sheet: the stand-in for UIKit's `UIAlertController`.
///
/// Present it like any view controller. `UIAlertController.tap(_:)` (stand-in only) does what a
/// tap on one of its buttons does in UIKit: dismisses the alert, then runs the action's handler.
open class UIAlertController: UIViewController {
    /// The text under the title.
    open var message: String?

    /// Alert (centred) or action sheet (from the bottom).
    public private(set) var preferredStyle: Style = .alert

    /// The buttons, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []

    /// The button the alert highlights (Return triggers it on a keyboard).
    open var preferredAction: UIAlertAction?

    /// Creates an alert; add buttons with `addAction(_:)`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds a button. As in UIKit, an alert holds at most one `.cancel` action.
    open func addAction(_ action: UIAlertAction) {
        precondition(
            action.style != .cancel || !actions.contains { $0.style == .cancel },
            "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
        )
        actions.append(action)
    }

    /// UIKit's `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }
}
