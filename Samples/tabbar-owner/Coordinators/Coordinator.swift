/// What every coordinator of the app is: it keeps the flows it started in `childCoordinators`
/// and builds its screens when started. Each coordinator exposes its own container (a
/// navigation controller, or the Library's split view controller) for the tab bar controller,
/// which owns every tab coordinator.
public protocol Coordinator: AnyObject {
    /// The flows this coordinator started and that are still running.
    var childCoordinators: [any Coordinator] { get set }

    /// Builds the flow's first screens.
    func start()
}
