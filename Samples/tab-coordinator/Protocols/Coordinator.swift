import UIKitStandIn

/// One navigation flow of the app: it owns a navigation controller, keeps its child flows alive
/// and, once done, tells whoever started it.
public protocol Coordinator: AnyObject {
    /// Whoever started this flow and wants to hear when it finishes; implementations hold it
    /// weakly, so a child never keeps its parent alive.
    var finishDelegate: (any CoordinatorFinishDelegate)? { get set }

    /// The navigation controller this flow shows its screens in.
    var navigationController: UINavigationController { get set }

    /// The flows this one started and keeps alive.
    var childCoordinators: [any Coordinator] { get set }

    /// What kind of flow this is; parents tell their children apart by it.
    var type: CoordinatorType { get }

    /// Shows the flow's first screen.
    func start()

    /// Ends the flow: releases its children and tells `finishDelegate`, after which nothing
    /// needs to keep this coordinator alive any more.
    func finish()
}

extension Coordinator {
    /// Default ending: drops every child coordinator, then tells `finishDelegate`.
    public func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }
}
