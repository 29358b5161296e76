import Foundation

/// Columns side by side: the stand-in for UIKit's `UISplitViewController`.
///
/// The columns are the stored `viewControllers` (the split view controller's `children` always
/// equal them): primary first, then supplementary (triple-column style only), then secondary.
/// All columns are treated as on screen (a regular-width layout; collapsing into one column is
/// not modelled), so they appear and disappear with the split view controller.
///
/// A split view controller with the classic `.unspecified` style takes its columns from
/// `viewControllers`. One created with a column style (`init(style:)`) is filled with
/// `setViewController(_:for:)`, which, as in UIKit, wraps a view controller that is not a
/// navigation controller in a new `UINavigationController`.
open class UISplitViewController: UIViewController {
    /// The columns, primary first.
    open var viewControllers: [UIViewController] = [] {
        didSet { replaceShownChildren(oldValue, with: viewControllers, animated: false) }
    }

    /// How the split view controller arranges its columns: `.unspecified` (classic) or a
    /// column style.
    public private(set) var style: Style = .unspecified

    /// The arrangement the app would like, when there is room for it.
    open var preferredDisplayMode: DisplayMode = .automatic

    /// The view controller set for each column by `setViewController(_:for:)`, before wrapping.
    private var columnContents: [Column: UIViewController] = [:]

    /// Creates a classic split view controller.
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a split view controller with the given column style.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic split view controller from an archive (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the view controller of `column` (column styles only; ignored for `.unspecified`).
    /// A view controller that is not a navigation controller is wrapped in one, as in UIKit.
    open func setViewController(_ viewController: UIViewController?, for column: Column) {
        guard style != .unspecified, column != .compact else { return }
        columnContents[column] = viewController
        let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        let previous = Dictionary(uniqueKeysWithValues: zip(columnOrder, viewControllers))
        viewControllers = order.compactMap { column in
            guard let content = columnContents[column] else { return nil }
            if let navigation = content as? UINavigationController { return navigation }
            if let existing = previous[column] as? UINavigationController, existing.viewControllers.first === content {
                return existing
            }
            return UINavigationController(rootViewController: content)
        }
        columnOrder = order.filter { columnContents[$0] != nil }
    }

    /// The view controller set for `column` with `setViewController(_:for:)` (not its wrapper).
    open func viewController(for column: Column) -> UIViewController? {
        columnContents[column]
    }

    /// Which column each entry of `viewControllers` is, for column styles.
    private var columnOrder: [Column] = []

    override func childWasRemoved(_ child: UIViewController) {
        if viewControllers.contains(where: { $0 === child }) {
            viewControllers.removeAll { $0 === child }
        }
    }

    /// The column layouts of UIKit's `UISplitViewController.Style`.
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    /// The columns of UIKit's `UISplitViewController.Column`.
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
    }

    /// The arrangements of UIKit's `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6
    }
}
