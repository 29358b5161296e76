/// A button of an alert or action sheet: the stand-in for UIKit's `UIAlertAction`.
open class UIAlertAction {
    /// The button's label.
    public let title: String?

    /// How the button looks and where it goes.
    public let style: Style

    /// Whether the button can be tapped.
    open var isEnabled = true

    /// What a tap runs, after the alert was dismissed.
    let handler: ((UIAlertAction) -> Void)?

    /// Creates an action; `handler` runs after a tap has dismissed the alert.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }
}
