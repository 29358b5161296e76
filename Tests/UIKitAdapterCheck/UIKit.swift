// A minimal stand-in for UIKit's interface with its real isolation (@MainActor classes), used only
// to type-check the UIKit adapter of CoordVizCore on Linux: scripts/check-uikit-adapter.sh.
@MainActor open class UIViewController {
    public init() {}
    open var title: String?
    open var children: [UIViewController] { [] }
    open var presentedViewController: UIViewController? { nil }
    open var presentingViewController: UIViewController? { nil }
    open var tabBarItem: UITabBarItem! = UITabBarItem()
    open var navigationItem: UINavigationItem { UINavigationItem() }
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
}
@MainActor open class UITabBarController: UIViewController { open var viewControllers: [UIViewController]?; open var selectedIndex: Int = 0 }
@MainActor open class UINavigationController: UIViewController { open var viewControllers: [UIViewController] = [] }
@MainActor open class UINavigationItem { public init() {}; open var title: String? }
@MainActor open class UIBarItem { public init() {}; open var title: String?; open var image: UIImage? }
@MainActor open class UITabBarItem: UIBarItem {}
open class UIImage: @unchecked Sendable { public init() {}; open var accessibilityIdentifier: String? }
@MainActor open class UISplitViewController: UIViewController { open var viewControllers: [UIViewController] = [] }
@MainActor open class UIPageViewController: UIViewController { open var viewControllers: [UIViewController]? }
@MainActor open class UIWindow { public init() {}; open var rootViewController: UIViewController? }
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

