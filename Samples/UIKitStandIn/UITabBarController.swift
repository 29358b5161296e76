/// A set of tabs: the stand-in for UIKit's `UITabBarController`.
///
/// The tabs are the stored `viewControllers` (the tab bar controller's `children` always equal
/// them) and the selection is the stored `selectedIndex`.
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
        }
    }

    /// The object the tab bar controller reports to. Weak, as in UIKit.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// Creates a tab bar controller without tabs.
    override public init() {
        super.init()
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

    override func childWasRemoved(_ child: UIViewController) {
        if viewControllers?.contains(where: { $0 === child }) == true {
            viewControllers?.removeAll { $0 === child }
        }
    }
}
