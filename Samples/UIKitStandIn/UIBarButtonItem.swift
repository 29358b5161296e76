/// A button in a navigation bar: the stand-in for UIKit's `UIBarButtonItem`.
///
/// Only the closure-based initializers exist: target–action needs Objective-C selectors, which
/// Linux does not have. `UIBarButtonItem.tap()` (stand-in only) runs `primaryAction`.
open class UIBarButtonItem {
    /// The button's label.
    open var title: String?

    /// The button's icon.
    open var image: UIImage?

    /// The system button this item is, when it was created from one.
    public let systemItem: SystemItem?

    /// What a tap runs.
    open var primaryAction: UIAction?

    /// Whether the button can be tapped.
    open var isEnabled = true

    /// Creates a button with a label and/or an icon.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        systemItem = nil
    }

    /// Creates one of the system's buttons.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
    }

    /// The system's buttons (a subset of UIKit's, with UIKit's raw values).
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case close = 24
    }
}
