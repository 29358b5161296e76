import Foundation

/// A set of tabs: the stand-in for UIKit's `UITabBarController`.
///
/// The tabs are the stored `viewControllers` (the tab bar controller's `children` always equal
/// them) and the selection is the stored `selectedIndex`. When the tab bar controller is
/// visible, selecting another tab makes the old tab disappear and the new one appear.
open class UITabBarController: UIViewController {
    /// The tabs' root view controllers, in tab order.
    ///
    /// When the list changes, a previously selected controller that is still present stays
    /// selected; otherwise the first tab becomes selected.
    open var viewControllers: [UIViewController]? {
        didSet {
            let tabs = viewControllers ?? []
            replaceChildren(with: tabs)
            let previous = oldValue.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil }
            selectedIndex = previous.flatMap { selected in tabs.firstIndex { $0 === selected } } ?? 0
        }
    }

    /// The index of the selected tab.
    ///
    /// An index outside the tabs is ignored and the selection is kept. With no tabs at all the
    /// index stays 0 (UIKit would report `NSNotFound`, which does not exist here).
    open var selectedIndex: Int = 0 {
        didSet {
            let count = viewControllers?.count ?? 0
            if count == 0 {
                selectedIndex = 0
            } else if !(0..<count).contains(selectedIndex) {
                selectedIndex = oldValue
            }
            showSelectedTab()
        }
    }

    /// The object the tab bar controller reports to. Weak, as in UIKit.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The bar of tab items, one per tab (see `UITabBar.items`).
    public let tabBar = UITabBar()

    /// The tab that last got its appearance callbacks, to tell it that it disappears.
    private weak var shownTab: UIViewController?

    /// Creates a tab bar controller without tabs.
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a tab bar controller without tabs from an archive (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The root view controller of the selected tab; setting one of the tabs selects it, and
    /// setting anything else is ignored.
    open var selectedViewController: UIViewController? {
        get {
            guard let tabs = viewControllers, tabs.indices.contains(selectedIndex) else { return nil }
            return tabs[selectedIndex]
        }
        set {
            guard let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// Replaces the tabs.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// Rebuilds the tab bar's items and, when the tab bar controller is visible, swaps the
    /// appearance of the previously shown tab for the selected one's.
    private func showSelectedTab() {
        tabBar.update(forTabs: viewControllers ?? [], selectedIndex: selectedIndex)
        let selected = selectedViewController
        guard selected !== shownTab else { return }
        let previous = shownTab
        shownTab = selected
        transition(from: previous, to: selected, animated: false)
    }

    override var appearingChildren: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    override func childTitleDidChange(_ child: UIViewController) {
        tabBar.update(forTabs: viewControllers ?? [], selectedIndex: selectedIndex)
        super.childTitleDidChange(child)
    }

    override func childWasRemoved(_ child: UIViewController) {
        if viewControllers?.contains(where: { $0 === child }) == true {
            viewControllers?.removeAll { $0 === child }
        }
    }
}
