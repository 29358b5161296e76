/// What a navigation bar shows for one screen: the stand-in for UIKit's `UINavigationItem`.
open class UINavigationItem {
    /// The title in the middle of the bar; a view controller's `title` sets it.
    open var title: String?

    /// The button at the leading edge (in place of Back when `hidesBackButton` is set).
    open var leftBarButtonItem: UIBarButtonItem?

    /// The button at the trailing edge.
    open var rightBarButtonItem: UIBarButtonItem?

    /// The title of the Back button the next screen pushed above this one shows.
    open var backButtonTitle: String?

    /// Whether the Back button is hidden.
    open var hidesBackButton = false

    /// Whether the bar shows a large title for this screen.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// Creates an item with the given title.
    public init(title: String) {
        self.title = title
    }

    /// Creates an item without a title.
    public init() {}

    /// When a navigation bar shows a large title, as in UIKit.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0
        case always = 1
        case never = 2
    }
}
