/// The bar of a tab bar controller: the stand-in for UIKit's `UITabBar`, holding one item per tab.
///
/// The tab bar controller rebuilds `items` whenever its tabs, its selection, or a tab's
/// `tabBarItem` or `title` change. A tab with its own `tabBarItem` contributes that very item;
/// a tab without one gets an item titled after the tab — its `title`, else, for a navigation
/// controller, its root view controller's `title` — which is the title UIKit shows for a
/// navigation controller whose root screen sets `title` (UIKit creates that item lazily inside
/// the tab; the stand-in leaves the tab's `tabBarItem` `nil`, so a reader can tell the two apart).
open class UITabBar: UIView {
    /// The items, in tab order.
    public private(set) var items: [UITabBarItem]?

    /// The item of the selected tab.
    public private(set) var selectedItem: UITabBarItem?

    /// Rebuilds `items` and `selectedItem` for `tabs`.
    func update(forTabs tabs: [UIViewController], selectedIndex: Int) {
        let built = tabs.enumerated().map { index, tab in
            tab.tabBarItem ?? UITabBarItem(title: Self.title(of: tab), image: nil, tag: index)
        }
        items = built.isEmpty ? nil : built
        selectedItem = built.indices.contains(selectedIndex) ? built[selectedIndex] : nil
    }

    /// The title a tab without its own item shows.
    private static func title(of tab: UIViewController) -> String? {
        if let title = tab.title { return title }
        return (tab as? UINavigationController)?.viewControllers.first?.title
    }
}
