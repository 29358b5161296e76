/// What a tab shows in the tab bar: the stand-in for UIKit's `UITabBarItem`.
open class UITabBarItem {
    /// The tab's label.
    open var title: String?

    /// The tab's icon.
    open var image: UIImage?

    /// The tab's icon while it is selected; `nil` uses `image`.
    open var selectedImage: UIImage?

    /// The text of the badge on the icon.
    open var badgeValue: String?

    /// A number the app chooses to tell its tabs apart.
    open var tag: Int

    /// Creates an item with a label, an icon and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a label and an icon for each state; its tag is 0.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        tag = 0
    }
}
