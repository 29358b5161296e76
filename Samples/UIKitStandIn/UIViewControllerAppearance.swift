/// Where a view controller stands between `viewWillAppear(_:)` and `viewDidDisappear(_:)`.
enum Appearance {
    case disappeared
    case appearing
    case appeared
    case disappearing
}

/// The appearance model of the stand-in.
///
/// A hierarchy is visible once its root is the `rootViewController` of a window that
/// `makeKeyAndVisible()` showed. Inside a visible hierarchy:
/// - a navigation controller shows its top view controller: a push, a pop or a new stack makes
///   the old top disappear and the new top appear (`isMovingToParent` / `isMovingFromParent` set
///   on controllers entering or leaving the stack);
/// - a tab bar controller shows its selected tab: selecting another tab swaps them;
/// - a split view controller shows all its columns, a page view controller its current pages,
///   and a plain controller all its children;
/// - a presented controller appears over its presenter (`isBeingPresented`), a `.fullScreen`
///   one hides the presenter's whole hierarchy until it is dismissed (`isBeingDismissed`);
/// - replacing a visible window's root makes the old root disappear and the new one appear.
///
/// Every transition runs both halves at once: all `viewWill…` callbacks of a change, then all
/// `viewDid…` ones. A container gets its own callback before its children. The view is loaded
/// (`viewDidLoad()`) before the first `viewWillAppear(_:)`.
extension UIViewController {
    /// Tells this controller, and the children it shows, that they are about to appear
    /// (`isAppearing`) or disappear; `endAppearanceTransition()` finishes the change.
    ///
    /// As in UIKit, containers call this on their children; a controller already on its way
    /// to the requested state is left alone.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            loadViewIfNeeded()
            appearance = .appearing
            appearanceIsAnimated = animated
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            appearanceIsAnimated = animated
            viewWillDisappear(animated)
        }
        for child in appearanceForwardingTargets {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Finishes the change `beginAppearanceTransition(_:animated:)` started: `viewDidAppear(_:)`
    /// or `viewDidDisappear(_:)` on this controller, then on the children it shows.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(appearanceIsAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceIsAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in appearanceForwardingTargets {
            child.endAppearanceTransition()
        }
    }

    /// Whether this controller is in a visible hierarchy (between `viewDidAppear(_:)` and
    /// `viewWillDisappear(_:)`, or on its way in).
    var isVisible: Bool {
        appearance == .appeared || appearance == .appearing
    }

    /// Runs a whole appearance (both halves) on this controller and what it shows.
    func appear(animated: Bool, movingToParent: Bool = false) {
        isMovingToParent = movingToParent
        beginAppearanceTransition(true, animated: animated)
        endAppearanceTransition()
        isMovingToParent = false
    }

    /// Runs a whole disappearance (both halves) on this controller and what it shows.
    func disappear(animated: Bool, movingFromParent: Bool = false) {
        isMovingFromParent = movingFromParent
        beginAppearanceTransition(false, animated: animated)
        endAppearanceTransition()
        isMovingFromParent = false
    }

    /// Swaps two controllers a container shows, the way a push, a pop or a tab switch does:
    /// `outgoing` will disappear, `incoming` will appear, then both finish. `between` runs after
    /// the `viewWill…` callbacks and `after` after the `viewDid…` ones. Nothing appears or
    /// disappears unless this container is visible.
    func transition(
        from outgoing: UIViewController?,
        to incoming: UIViewController?,
        animated: Bool,
        outgoingLeaves: Bool = false,
        incomingArrives: Bool = false,
        between: () -> Void = {},
        after: () -> Void = {}
    ) {
        let visible = isVisible && outgoing !== incoming
        if visible {
            outgoing?.isMovingFromParent = outgoingLeaves
            incoming?.isMovingToParent = incomingArrives
            outgoing?.beginAppearanceTransition(false, animated: animated)
            incoming?.beginAppearanceTransition(true, animated: animated)
        }
        between()
        if visible {
            outgoing?.endAppearanceTransition()
            incoming?.endAppearanceTransition()
            outgoing?.isMovingFromParent = false
            incoming?.isMovingToParent = false
        }
        after()
    }

    /// Makes `newChildren` this controller's children when all of them are shown at once (split
    /// and page view controllers): when the controller is visible, children that left disappear
    /// and children that arrived appear.
    func replaceShownChildren(_ oldChildren: [UIViewController], with newChildren: [UIViewController], animated: Bool) {
        let visible = isVisible
        if visible {
            for leaving in oldChildren where !newChildren.contains(where: { $0 === leaving }) {
                leaving.disappear(animated: animated, movingFromParent: true)
            }
        }
        replaceChildren(with: newChildren)
        if visible {
            for arriving in newChildren where !oldChildren.contains(where: { $0 === arriving }) {
                arriving.appear(animated: animated, movingToParent: true)
            }
        }
    }

    /// The children this controller forwards its appearance to, then what it presented (a
    /// presented controller shares its presenter's fate, except over a full-screen presentation,
    /// which hid the presenter on purpose).
    private var appearanceForwardingTargets: [UIViewController] {
        var targets = appearingChildren
        if let presented = presentedViewController, presented.hiddenByPresentation == nil {
            targets.append(presented)
        }
        return targets
    }
}
