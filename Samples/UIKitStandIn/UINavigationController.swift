/// A stack of screens: the stand-in for UIKit's `UINavigationController`.
///
/// The stack is the stored `viewControllers` array (root first, top last); the navigation
/// controller's `children` always equal it. Pushes and pops take effect immediately.
open class UINavigationController: UIViewController {
    /// The stack, from the root view controller to the top one.
    ///
    /// Assigning it replaces the whole stack, like `setViewControllers(_:animated:)`.
    open var viewControllers: [UIViewController] = [] {
        didSet { replaceChildren(with: viewControllers) }
    }

    /// Creates an empty navigation controller.
    override public init() {
        super.init()
    }

    /// Creates a navigation controller whose stack holds only `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// The view controller on top of the stack.
    open var topViewController: UIViewController? {
        viewControllers.last
    }

    /// What is on screen: a view controller presented by the navigation controller, else the top one.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController
    }

    /// Replaces the whole stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// Pushes `viewController` on top of the stack.
    ///
    /// As in UIKit, pushing a view controller that is already on the stack is a programming error.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(
            !viewControllers.contains { $0 === viewController },
            "Pushing a view controller that is already on the stack is not supported"
        )
        viewControllers.append(viewController)
    }

    /// Pops the top view controller and returns it; the root view controller is never popped.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
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
            viewControllers.removeSubrange((index + 1)...)
        }
        return popped
    }

    override func childWasRemoved(_ child: UIViewController) {
        if viewControllers.contains(where: { $0 === child }) {
            viewControllers.removeAll { $0 === child }
        }
    }
}
