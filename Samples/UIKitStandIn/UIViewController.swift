/// A screen's controller: the stand-in for UIKit's `UIViewController`.
///
/// Only the containment and presentation bookkeeping that coordinators touch is modelled, with
/// UIKit's property names. Every piece of state lives in a stored property so a `Mirror`-based
/// introspector sees the same tree a debugger would: `title`, `tabBarItem`, `children`, `parent`,
/// `presentedViewController` and `presentingViewController`. There is no view, no run loop and no
/// animation: every call takes effect at once, and every `completion` runs before the call returns.
/// Like UIKit, these objects are meant to be used from one thread (the main one).
open class UIViewController {
    /// The text a navigation bar shows for this screen.
    open var title: String?

    /// The item that stands for this screen when it is one of a tab bar controller's tabs.
    ///
    /// UIKit creates one on first access; here it stays `nil` until someone assigns it.
    open var tabBarItem: UITabBarItem?

    /// The view controllers this one contains, in containment order.
    ///
    /// Containers (`UINavigationController`, `UITabBarController`) keep this equal to their own
    /// list of view controllers.
    public internal(set) var children: [UIViewController] = []

    /// The container this view controller is a child of. Weak, as in UIKit.
    public internal(set) weak var parent: UIViewController?

    /// The view controller this one presented modally and that is still on screen.
    public private(set) var presentedViewController: UIViewController?

    /// The view controller that presented this one modally. Weak, as in UIKit.
    public private(set) weak var presentingViewController: UIViewController?

    /// Creates a view controller with no title, no tab bar item and no children.
    public init() {}

    /// The nearest navigation controller among this view controller's ancestors.
    open var navigationController: UINavigationController? {
        nearestAncestor(ofType: UINavigationController.self)
    }

    /// The nearest tab bar controller among this view controller's ancestors.
    open var tabBarController: UITabBarController? {
        nearestAncestor(ofType: UITabBarController.self)
    }

    /// Makes `childController` a child of this view controller.
    ///
    /// As in UIKit, a controller that already has another parent is removed from it first, and
    /// `childController.willMove(toParent:)` is called with this view controller before it is
    /// added; calling `didMove(toParent:)` once the transition is over is up to the caller.
    /// Adding a controller that is already a child of this one changes nothing.
    open func addChild(_ childController: UIViewController) {
        precondition(childController !== self, "A view controller cannot be its own child")
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childController.parent = self
        children.append(childController)
    }

    /// Detaches this view controller from its parent; a container also drops it from its list.
    ///
    /// As in UIKit, `didMove(toParent: nil)` is called afterwards; calling
    /// `willMove(toParent: nil)` before is up to the caller.
    open func removeFromParent() {
        guard let container = parent else { return }
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

    /// Presents `viewControllerToPresent` modally on top of this view controller.
    ///
    /// As in UIKit, a view controller presents at most one other: while something is already
    /// presented the call is ignored and `completion` does not run.
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
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }

    /// Dismisses what this view controller presented, together with everything presented above it.
    ///
    /// Called on a presented view controller that presents nothing itself, it asks its presenter
    /// to dismiss it, as UIKit does. With nothing to dismiss, the call does nothing.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presentedViewController = nil
            var link: UIViewController? = presented
            while let current = link {
                current.presentingViewController = nil
                link = current.presentedViewController
                current.presentedViewController = nil
            }
            completion?()
        } else if let presenter = presentingViewController {
            presenter.dismiss(animated: flag, completion: completion)
        }
    }

    /// Called after `child` left this view controller's `children`; containers override it to
    /// drop the child from their own list as well.
    func childWasRemoved(_ child: UIViewController) {}

    /// Makes `newChildren` exactly this view controller's children, in that order: controllers
    /// that are no longer listed lose their parent, new ones leave their old parent first.
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
}
