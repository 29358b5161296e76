/// Hears that a child flow has finished: the parent side of `Coordinator.finish()`.
public protocol CoordinatorFinishDelegate: AnyObject {
    /// Called by `childCoordinator` when it has finished; the parent lets go of it here.
    func coordinatorDidFinish(childCoordinator: any Coordinator)
}
