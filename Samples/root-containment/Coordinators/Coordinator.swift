import Foundation
import UIKitStandIn

/// The base class of every coordinator in the app: it keeps the child coordinators alive,
/// starts and releases them, and can serve as a navigation controller's delegate.
///
/// The child list and the finish handler are stored here, in the superclass, so every
/// subclass inherits them.
open class Coordinator: NSObject, UINavigationControllerDelegate {
    /// What this coordinator calls, with itself, when its flow is over; `pushCoordinator(_:)`
    /// installs a handler that makes the parent let go of it.
    public var didFinish: ((Coordinator) -> Void)?

    /// The coordinators this one started and keeps alive.
    public var childCoordinators: [Coordinator] = []

    /// Starts the flow. The base class has nothing to start.
    open func start() {}

    /// Called when a navigation controller this coordinator is the delegate of is about to show
    /// `viewController`. Does nothing unless overridden.
    open func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    ) {}

    /// Called when a navigation controller this coordinator is the delegate of has shown
    /// `viewController`. Does nothing unless overridden.
    open func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {}

    /// Makes `coordinator` a child: installs a `didFinish` handler that pops it from this
    /// coordinator (without keeping this one alive), starts it, then appends it to
    /// `childCoordinators`.
    public func pushCoordinator(_ coordinator: Coordinator) {
        coordinator.didFinish = { [weak self] finished in
            self?.popCoordinator(finished)
        }
        coordinator.start()
        childCoordinators.append(coordinator)
    }

    /// Removes `coordinator` from `childCoordinators`; does nothing when it is not a child.
    public func popCoordinator(_ coordinator: Coordinator) {
        guard let index = childCoordinators.firstIndex(where: { $0 === coordinator }) else { return }
        childCoordinators.remove(at: index)
    }
}
