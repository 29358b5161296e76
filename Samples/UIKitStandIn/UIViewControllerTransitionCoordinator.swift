/// Which side of a transition a view controller is on: the stand-in for UIKit's
/// `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// Creates a key.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The view controller on screen when the transition began.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")

    /// The view controller on screen when the transition ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// What a container tells about the transition under way: the stand-in for UIKit's
/// `UIViewControllerTransitionCoordinator`, reduced to the two view controllers involved.
///
/// A navigation controller exposes one as `transitionCoordinator` from just before its
/// delegate's `willShow` until just after `didShow`, which is how a coordinator acting as the
/// delegate finds the screen that was popped.
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }

    /// The view controller on the given side of the transition.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

/// The transition of a navigation stack from one top view controller to another.
final class StackTransition: UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    private weak var from: UIViewController?
    private weak var to: UIViewController?

    init(from: UIViewController?, to: UIViewController?, animated: Bool) {
        self.from = from
        self.to = to
        isAnimated = animated
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }
}
