import UIKitStandIn

/// The sign-up flow: one screen pushed onto the app's navigation controller (the parent's,
/// passed in). It ends when that screen is popped, which the parent notices.
public final class AccountCoordinator: Coordinator {
    /// The Account flow starts no flows of its own.
    public var childCoordinators: [any Coordinator] = []

    /// The app's navigation controller, which belongs to the main coordinator.
    public var navigationController: UINavigationController

    /// The coordinator that started this flow. Weak: the parent owns this coordinator.
    public weak var parentCoordinator: MainCoordinator?

    /// The e-mail address the last completed sign-up used.
    public private(set) var createdAccountEmail: String?

    /// Creates the flow on the parent's `navigationController`.
    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// Pushes the sign-up form.
    public func start() {
        let form = CreateAccountViewController()
        form.coordinator = self
        navigationController.pushViewController(form, animated: true)
    }

    /// The form was sent: remembers the address and pops the form, which ends the flow.
    public func didCreateAccount(email: String) {
        createdAccountEmail = email
        navigationController.popViewController(animated: true)
    }
}
