/// What a tab shows in the tab bar: the stand-in for UIKit's `UITabBarItem`.
open class UITabBarItem {
    /// The tab's label.
    open var title: String?

    /// The tab's icon.
    open var image: UIImage?

    /// A number the app chooses to tell its tabs apart.
    open var tag: Int

    /// Creates an item with a label, an icon and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }
}
