import Foundation

/// Pages shown one (or two) at a time: the stand-in for UIKit's `UIPageViewController`.
///
/// The pages on screen are the stored `viewControllers` (the page view controller's `children`
/// always equal them); the `dataSource` supplies the pages before and after, which
/// `UIPageViewController.swipe(_:)` (stand-in only) asks for, as a user's swipe would.
open class UIPageViewController: UIViewController {
    /// The pages on screen: one, or two for a two-page spine.
    public private(set) var viewControllers: [UIViewController]? {
        didSet { replaceShownChildren(oldValue ?? [], with: viewControllers ?? [], animated: false) }
    }

    /// Supplies the pages before and after the current one. Weak, as in UIKit.
    open weak var dataSource: (any UIPageViewControllerDataSource)?

    /// Page curl or scroll.
    public let transitionStyle: TransitionStyle

    /// Whether pages turn horizontally or vertically.
    public let navigationOrientation: NavigationOrientation

    /// Creates a page view controller with no pages.
    public init(
        transitionStyle style: TransitionStyle,
        navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a scrolling, horizontal page view controller from an archive (nothing is decoded).
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        super.init(coder: coder)
    }

    /// Shows `viewControllers` as the current pages; `completion` is called with `true`.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?,
        direction: NavigationDirection,
        animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        self.viewControllers = viewControllers
        completion?(true)
    }

    override func childWasRemoved(_ child: UIViewController) {
        if viewControllers?.contains(where: { $0 === child }) == true {
            viewControllers?.removeAll { $0 === child }
        }
    }

    /// UIKit's `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0
        case scroll = 1
    }

    /// UIKit's `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// UIKit's `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    /// UIKit's `UIPageViewController.OptionsKey`; accepted and ignored.
    public struct OptionsKey: Hashable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// Creates a key.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The spine's location (page curl).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")

        /// The space between pages (scroll).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
