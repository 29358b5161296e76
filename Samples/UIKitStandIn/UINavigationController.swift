import Foundation

/// A stack of screens: the stand-in for UIKit's `UINavigationController`.
///
/// The stack is the stored `viewControllers` array (root first, top last); the navigation
/// controller's `children` always equal it. Pushes and pops take effect immediately. Whenever
/// the top view controller changes — push, pop, `setViewControllers(_:animated:)` or assigning
/// `viewControllers` — the `delegate` hears `willShow` before the stack changes and `didShow`
/// after; when the navigation controller is visible, the old top gets its `viewWill…` callbacks
/// before `willShow` and its `viewDid…` callbacks before `didShow`, and so does the new top.
open class UINavigationController: UIViewController {
    /// The stack, from the root view controller to the top one.
    ///
    /// Assigning it replaces the whole stack, like `setViewControllers(_:animated:)` without
    /// animation.
    open var viewControllers: [UIViewController] = [] {
        willSet {
            let outgoing = viewControllers.last
            let incoming = newValue.last
            guard outgoing !== incoming else { return }
            runningTransition = StackTransition(from: outgoing, to: incoming, animated: animatesStackChange)
            if isVisible {
                outgoing?.isMovingFromParent = !newValue.contains { $0 === outgoing }
                incoming?.isMovingToParent = !viewControllers.contains { $0 === incoming }
                outgoing?.beginAppearanceTransition(false, animated: animatesStackChange)
                incoming?.beginAppearanceTransition(true, animated: animatesStackChange)
            }
            if let incoming {
                delegate?.navigationController(self, willShow: incoming, animated: animatesStackChange)
            }
        }
        didSet {
            replaceChildren(with: viewControllers)
            if oldValue.first !== viewControllers.first {
                parent?.childTitleDidChange(self)
            }
            let outgoing = oldValue.last
            let incoming = viewControllers.last
            guard outgoing !== incoming else { return }
            if isVisible {
                outgoing?.endAppearanceTransition()
                incoming?.endAppearanceTransition()
                outgoing?.isMovingFromParent = false
                incoming?.isMovingToParent = false
            }
            if let incoming {
                delegate?.navigationController(self, didShow: incoming, animated: animatesStackChange)
            }
            runningTransition = nil
        }
    }

    /// The object told about changes of the top view controller. Weak, as in UIKit.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The bar at the top of the stack.
    public let navigationBar = UINavigationBar()

    /// Whether the navigation bar is hidden; `setNavigationBarHidden(_:animated:)` sets it.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { navigationBar.isHidden = newValue }
    }

    /// Whether the stack change under way was asked for with animation (reported to the delegate).
    private var animatesStackChange = false

    /// The change of the top view controller under way, exposed as `transitionCoordinator`.
    private var runningTransition: StackTransition?

    /// The push or pop under way: set from just before the delegate's `willShow` until just after
    /// its `didShow`, `nil` otherwise.
    override open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        runningTransition ?? super.transitionCoordinator
    }

    /// Creates an empty navigation controller.
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller whose stack holds only `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates an empty navigation controller from an archive (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The view controller on top of the stack.
    open var topViewController: UIViewController? {
        viewControllers.last
    }

    /// What is on screen: a view controller presented by the navigation controller, else the top one.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController
    }

    /// Hides or shows the navigation bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Replaces the whole stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        changeStack(animated: animated) { $0 = viewControllers }
    }

    /// Pushes `viewController` on top of the stack.
    ///
    /// As in UIKit, pushing a view controller that is already on the stack is a programming error.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(
            !viewControllers.contains { $0 === viewController },
            "Pushing a view controller that is already on the stack is not supported"
        )
        changeStack(animated: animated) { $0.append(viewController) }
    }

    /// Pops the top view controller and returns it; the root view controller is never popped.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard let top = viewControllers.last, viewControllers.count > 1 else { return nil }
        changeStack(animated: animated) { $0.removeLast() }
        return top
    }

    /// Pops everything above the root view controller and returns what was popped, bottom first
    /// (an empty array when the stack already holds only its root).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops everything above `viewController` and returns what was popped, bottom first;
    /// `nil` when `viewController` is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        if !popped.isEmpty {
            changeStack(animated: animated) { $0.removeSubrange((index + 1)...) }
        }
        return popped
    }

    /// Pushes `vc` onto this navigation controller.
    override open func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// Applies `change` to the stack in one assignment, telling the delegate whether it animates.
    private func changeStack(animated: Bool, _ change: (inout [UIViewController]) -> Void) {
        var stack = viewControllers
        change(&stack)
        animatesStackChange = animated
        defer { animatesStackChange = false }
        viewControllers = stack
    }

    override var appearingChildren: [UIViewController] {
        topViewController.map { [$0] } ?? []
    }

    override func childWasRemoved(_ child: UIViewController) {
        if viewControllers.contains(where: { $0 === child }) {
            viewControllers.removeAll { $0 === child }
        }
    }
}
