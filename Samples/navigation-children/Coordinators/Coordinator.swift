import UIKitStandIn

/// What every coordinator of the app is: it keeps the coordinators it started alive in
/// `childCoordinators` and shows its screens on `navigationController`, which is the app's one
/// navigation controller for every flow except Settings (presented with its own).
public protocol Coordinator: AnyObject {
    /// The flows this coordinator started and that are still running.
    var childCoordinators: [any Coordinator] { get set }

    /// Where this coordinator pushes its screens.
    var navigationController: UINavigationController { get set }

    /// Shows the flow's first screen.
    func start()
}
