import Foundation

/// A screen's controller: the stand-in for UIKit's `UIViewController`.
///
/// The containment, presentation and appearance bookkeeping that coordinators touch is modelled
/// with UIKit's names. Every piece of state lives in a stored property so a `Mirror`-based
/// introspector sees the same tree a debugger would: `title`, `tabBarItem`, `navigationItem`,
/// `children`, `parent`, `presentedViewController`, `presentingViewController`,
/// `modalPresentationStyle` and the lazily loaded view (`viewIfLoaded`). There is no run loop
/// and no animation: every call takes effect at once, and every `completion` runs before the
/// call returns. Like UIKit, these objects are meant to be used from one thread (the main one).
///
/// Initializers follow UIKit: `init(nibName:bundle:)` and `init?(coder:)` are the designated
/// ones (nothing is ever loaded from a nib or an archive), `init()` is a convenience. A subclass
/// that declares its own designated initializer calls `super.init(nibName: nil, bundle: nil)`
/// and implements `required init?(coder:)`, exactly as it would against UIKit.
///
/// Appearance callbacks (`viewWillAppear(_:)` … `viewDidDisappear(_:)`) are sent only to view
/// controllers in a visible hierarchy, one whose root is a key window's `rootViewController`;
/// see `beginAppearanceTransition(_:animated:)` for the full model.
open class UIViewController {
    /// The text a navigation bar shows for this screen.
    ///
    /// As in UIKit, setting it also sets `navigationItem.title` and, when the screen has one,
    /// its `tabBarItem`'s title; a tab bar controller showing this screen (or a navigation
    /// controller rooted at it) as a tab refreshes its `tabBar.items`.
    open var title: String? {
        didSet {
            navigationItem.title = title
            tabBarItem?.title = title
            parent?.childTitleDidChange(self)
        }
    }

    /// The item that stands for this screen when it is one of a tab bar controller's tabs.
    ///
    /// UIKit creates one on first access; here it stays `nil` until someone assigns it, so a
    /// reader can tell an item the app configured from a title the tab borrows from its screen.
    open var tabBarItem: UITabBarItem? {
        didSet { parent?.childTitleDidChange(self) }
    }

    /// What a navigation bar shows while this screen is on top of a navigation stack.
    public let navigationItem = UINavigationItem()

    /// The name of the nib this controller was created with. Nothing is ever loaded from it.
    public private(set) var nibName: String?

    /// The bundle the nib would be looked up in.
    public private(set) var nibBundle: Bundle?

    /// The view controllers this one contains, in containment order.
    ///
    /// Containers (`UINavigationController`, `UITabBarController`, `UISplitViewController`,
    /// `UIPageViewController`) keep this equal to their own list of view controllers.
    public internal(set) var children: [UIViewController] = []

    /// The container this view controller is a child of. Weak, as in UIKit.
    public internal(set) weak var parent: UIViewController?

    /// The view controller this one presented modally and that is still on screen.
    public private(set) var presentedViewController: UIViewController?

    /// The view controller that presented this one modally. Weak, as in UIKit.
    public private(set) weak var presentingViewController: UIViewController?

    /// How this controller is shown when it is presented. `.automatic` by default, as since
    /// iOS 13, which the stand-in treats as a sheet: what is below stays on screen.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The animation used when this controller is presented.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Whether the user is kept from pulling this controller's sheet down to dismiss it.
    open var isModalInPresentation = false

    /// The presentation controller, created on first access (as in UIKit, before the controller
    /// is presented, so a coordinator can set its `delegate` first).
    open var presentationController: UIPresentationController? {
        if let existing = adaptivePresentation { return existing }
        let created = UIPresentationController(presentedViewController: self, presenting: presentingViewController)
        adaptivePresentation = created
        return created
    }

    /// The presentation controller once created.
    private var adaptivePresentation: UIPresentationController?

    /// Whether a tab bar hides while this controller is on a navigation stack inside it
    /// (recorded only; nothing is drawn).
    open var hidesBottomBarWhenPushed = false

    /// The root view, once loaded (`nil` before the first access to `view`).
    public internal(set) var viewIfLoaded: UIView?

    /// Whether the controller is between `viewWillAppear(_:)` and `viewDidDisappear(_:)`.
    var appearance: Appearance = .disappeared

    /// Whether the appearance transition under way was asked for with animation.
    var appearanceIsAnimated = false

    /// Set while the controller is being added to a container: true during its appearance
    /// callbacks when it was pushed or added.
    public internal(set) var isMovingToParent = false

    /// Set while the controller is being removed from a container: true during its
    /// disappearance callbacks when it was popped or removed.
    public internal(set) var isMovingFromParent = false

    /// True during the appearance callbacks of a controller being presented.
    public internal(set) var isBeingPresented = false

    /// True during the disappearance callbacks of a controller being dismissed.
    public internal(set) var isBeingDismissed = false

    /// The controller a full-screen presentation of this one hid, to show again on dismissal.
    weak var hiddenByPresentation: UIViewController?

    /// Creates a view controller; nothing is loaded from `nibNameOrNil`, it is only remembered.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
    }

    /// Creates a view controller from an archive. The stand-in decodes nothing: the controller
    /// starts with no title, as one made in code.
    public required init?(coder: NSCoder) {}

    /// Creates a view controller with no nib, no title, no tab bar item and no children.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: The view

    /// The root view, loaded on first access: `loadView()` then `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewIfLoaded
        }
        set { viewIfLoaded = newValue }
    }

    /// Whether `view` has been loaded.
    open var isViewLoaded: Bool {
        viewIfLoaded != nil
    }

    /// Loads the view now unless it is loaded: `loadView()`, then `viewDidLoad()`.
    open func loadViewIfNeeded() {
        guard viewIfLoaded == nil else { return }
        loadView()
        if viewIfLoaded == nil { viewIfLoaded = UIView() }
        viewDidLoad()
    }

    /// Creates the root view. The default makes a plain `UIView`; overrides assign `view`
    /// without calling `super`, as in UIKit.
    open func loadView() {
        view = UIView()
    }

    /// Called once, after the view was loaded. Does nothing unless overridden.
    open func viewDidLoad() {}

    /// Called before the view enters a visible hierarchy. Does nothing unless overridden.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called once the view is in a visible hierarchy. Does nothing unless overridden.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view leaves a visible hierarchy. Does nothing unless overridden.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called once the view has left a visible hierarchy. Does nothing unless overridden.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The transition the container of this view controller is running, if any (a navigation
    /// controller's push or pop, from before its delegate's `willShow` to after `didShow`).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        parent?.transitionCoordinator
    }

    // MARK: Ancestors

    /// The nearest navigation controller among this view controller's ancestors.
    open var navigationController: UINavigationController? {
        nearestAncestor(ofType: UINavigationController.self)
    }

    /// The nearest tab bar controller among this view controller's ancestors.
    open var tabBarController: UITabBarController? {
        nearestAncestor(ofType: UITabBarController.self)
    }

    /// The nearest split view controller among this view controller's ancestors.
    open var splitViewController: UISplitViewController? {
        nearestAncestor(ofType: UISplitViewController.self)
    }

    // MARK: Containment

    /// Makes `childController` a child of this view controller.
    ///
    /// As in UIKit, a controller that already has another parent is removed from it first, and
    /// `childController.willMove(toParent:)` is called with this view controller before it is
    /// added; calling `didMove(toParent:)` once the transition is over is up to the caller.
    /// Adding a controller that is already a child of this one changes nothing. When this view
    /// controller is visible the child appears (UIKit does so when the child's view enters the
    /// window; the stand-in has no view hierarchy to wait for).
    open func addChild(_ childController: UIViewController) {
        precondition(childController !== self, "A view controller cannot be its own child")
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childController.parent = self
        children.append(childController)
        if isVisible { childController.appear(animated: false, movingToParent: true) }
    }

    /// Detaches this view controller from its parent; a container also drops it from its list.
    ///
    /// As in UIKit, `didMove(toParent: nil)` is called afterwards; calling
    /// `willMove(toParent: nil)` before is up to the caller. A visible controller disappears.
    open func removeFromParent() {
        guard let container = parent else { return }
        if isVisible { disappear(animated: false, movingFromParent: true) }
        parent = nil
        container.children.removeAll { $0 === self }
        container.childWasRemoved(self)
        didMove(toParent: nil)
    }

    /// Called just before this view controller is added to (`parent`) or removed from (`nil`)
    /// a container view controller. Does nothing unless overridden.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called just after this view controller was added to (`parent`) or removed from (`nil`)
    /// a container view controller. Does nothing unless overridden.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation

    /// Presents `viewControllerToPresent` modally on top of this view controller.
    ///
    /// As in UIKit, a view controller presents at most one other: while something is already
    /// presented the call is ignored and `completion` does not run. When this controller is
    /// visible, the presented one appears (with `isBeingPresented` set); a `.fullScreen`
    /// presentation first hides the whole hierarchy this controller belongs to, and a
    /// `.currentContext` one this controller alone. Every other style leaves them on screen.
    open func present(
        _ viewControllerToPresent: UIViewController,
        animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        precondition(
            viewControllerToPresent.presentingViewController == nil,
            "The view controller is already presented by another one"
        )
        guard presentedViewController == nil else { return }
        let visible = isVisible
        if visible, let hidden = presentationHides(viewControllerToPresent.modalPresentationStyle) {
            hidden.disappear(animated: flag)
            viewControllerToPresent.hiddenByPresentation = hidden
        }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        if visible {
            viewControllerToPresent.isBeingPresented = true
            viewControllerToPresent.appear(animated: flag)
            viewControllerToPresent.isBeingPresented = false
        }
        completion?()
    }

    /// Dismisses what this view controller presented, together with everything presented above it.
    ///
    /// Called on a presented view controller that presents nothing itself, it asks its presenter
    /// to dismiss it, as UIKit does. With nothing to dismiss, the call does nothing. Visible
    /// dismissed controllers disappear (the one this controller presented with
    /// `isBeingDismissed` set), then whatever a full-screen presentation hid appears again.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            var chain: [UIViewController] = []
            var link: UIViewController? = presented
            while let current = link {
                chain.append(current)
                link = current.presentedViewController
            }
            presented.isBeingDismissed = true
            for dismissed in chain.reversed() where dismissed.isVisible {
                dismissed.disappear(animated: flag)
            }
            presented.isBeingDismissed = false
            presentedViewController = nil
            for dismissed in chain {
                dismissed.presentingViewController = nil
                dismissed.presentedViewController = nil
            }
            for dismissed in chain.reversed() {
                dismissed.hiddenByPresentation?.appear(animated: flag)
                dismissed.hiddenByPresentation = nil
            }
            completion?()
        } else if let presenter = presentingViewController {
            presenter.dismiss(animated: flag, completion: completion)
        }
    }

    /// Shows `vc` the way this controller's context shows screens: pushed onto the nearest
    /// navigation controller when there is one, presented modally otherwise.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    // MARK: Container hooks

    /// Called after `child` left this view controller's `children`; containers override it to
    /// drop the child from their own list as well.
    func childWasRemoved(_ child: UIViewController) {}

    /// Called when a child's `title` or `tabBarItem` changed; containers that show titles of
    /// their children override it.
    func childTitleDidChange(_ child: UIViewController) {
        parent?.childTitleDidChange(self)
    }

    /// The children that appear and disappear with this controller: all of them for plain
    /// containment; containers narrow it to what they show (the top of a stack, the selected tab).
    var appearingChildren: [UIViewController] {
        children
    }

    /// Makes `newChildren` exactly this view controller's children, in that order: controllers
    /// that are no longer listed lose their parent, new ones leave their old parent first.
    /// Appearance is left to the container.
    func replaceChildren(with newChildren: [UIViewController]) {
        for (index, candidate) in newChildren.enumerated() {
            precondition(candidate !== self, "A view controller cannot be its own child")
            precondition(
                !newChildren[..<index].contains { $0 === candidate },
                "The same view controller cannot appear twice in a container"
            )
        }
        for old in children where !newChildren.contains(where: { $0 === old }) {
            old.parent = nil
        }
        for candidate in newChildren where candidate.parent !== self {
            candidate.removeFromParent()
            candidate.parent = self
        }
        children = newChildren
    }

    private func nearestAncestor<Container: UIViewController>(ofType type: Container.Type) -> Container? {
        var ancestor = parent
        while let current = ancestor {
            if let match = current as? Container { return match }
            ancestor = current.parent
        }
        return nil
    }

    /// What a presentation in `style` from this controller hides, if anything.
    private func presentationHides(_ style: UIModalPresentationStyle) -> UIViewController? {
        switch style {
        case .fullScreen:
            var root = self
            while let container = root.parent { root = container }
            return root
        case .currentContext:
            return self
        default:
            return nil
        }
    }
}
