import UIKitStandIn

/// The flow of the Profile tab: `ProfileVC` first, the settings and favorites screens pushed on
/// top.
public final class ProfileCoordinator: Coordinator {
    /// Whoever wants to hear when this flow finishes. Weak; the tab bar flow does not set it.
    public weak var finishDelegate: (any CoordinatorFinishDelegate)?

    /// The Profile tab's navigation controller.
    public var navigationController: UINavigationController

    /// Flows this one started; none so far.
    public var childCoordinators: [any Coordinator] = []

    /// `.tabItem`.
    public let type: CoordinatorType = .tabItem

    /// The first screen of the tab, created with the coordinator, which is its delegate.
    public var profileVC: ProfileVC

    /// Creates the flow for the tab's `navigationController`; `start()` shows its first screen.
    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        profileVC = ProfileVC()
        profileVC.delegate = self
    }

    /// Puts `profileVC`, the tab's first screen, on the stack without animation.
    public func start() {
        navigationController.pushViewController(profileVC, animated: false)
    }
}

extension ProfileCoordinator: CoordinatorFinishDelegate {
    /// Drops every child of the finished child's `type`.
    public func coordinatorDidFinish(childCoordinator: any Coordinator) {
        childCoordinators.removeAll { $0.type == childCoordinator.type }
    }
}

extension ProfileCoordinator: ProfileVCDelegate {
    /// Pushes a new `SettingsVC`.
    public func goToSettings() {
        navigationController.pushViewController(SettingsVC(), animated: true)
    }

    /// Pushes a new `FavoritesVC`.
    public func goToFavorites() {
        navigationController.pushViewController(FavoritesVC(), animated: true)
    }
}
