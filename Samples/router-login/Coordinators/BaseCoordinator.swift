/// The superclass of the app's coordinators: it keeps the coordinators a flow started alive in
/// `childCoordinators` until they finish.
open class BaseCoordinator: Coordinator {
    /// The flows this coordinator started and that have not finished.
    public var childCoordinators: [any Coordinator] = []

    /// Creates a coordinator with no children.
    public init() {}

    /// Starts the flow at its beginning: `start(with: nil)`.
    open func start() {
        start(with: nil)
    }

    /// Starts the flow. The base class has nothing to show.
    open func start(with option: DeepLinkOption?) {}

    /// Keeps `coordinator` alive as a child; adding the same child twice changes nothing.
    public func addDependency(_ coordinator: any Coordinator) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }

    /// Lets go of `coordinator` and of every child it still holds, if it is a `BaseCoordinator`.
    public func removeDependency(_ coordinator: (any Coordinator)?) {
        guard let coordinator, !childCoordinators.isEmpty else { return }
        if let base = coordinator as? BaseCoordinator {
            for grandchild in base.childCoordinators {
                base.removeDependency(grandchild)
            }
        }
        childCoordinators.removeAll { $0 === coordinator }
    }
}
