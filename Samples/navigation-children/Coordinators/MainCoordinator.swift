import Foundation
import UIKitStandIn

/// The app's root coordinator. It owns the app's only `UINavigationController`, shows the home
/// screen on it, and starts the Buy and Account flows on that same navigation controller and
/// the Settings flow in a sheet of its own.
///
/// It is the navigation controller's delegate: when the first screen of a child flow leaves
/// the stack (the user tapped Back), the child's work is over and `childDidFinish(_:)` lets
/// go of it.
public final class MainCoordinator: NSObject, Coordinator {
    /// The Buy, Account and Settings flows currently running, in the order they started.
    public var childCoordinators: [any Coordinator] = []

    /// The app's navigation controller, shared with the Buy and Account flows.
    public var navigationController: UINavigationController

    /// Creates the coordinator for the window's navigation controller.
    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// Becomes the navigation controller's delegate and shows the home screen.
    public func start() {
        navigationController.delegate = self
        navigationController.navigationBar.prefersLargeTitles = true
        let home = HomeViewController()
        home.coordinator = self
        navigationController.pushViewController(home, animated: false)
    }

    /// Starts the Buy flow for `product` on the app's navigation controller.
    public func buySubscription(to product: Product) {
        let child = BuyCoordinator(navigationController: navigationController, product: product)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }

    /// Starts the Account flow on the app's navigation controller.
    public func createAccount() {
        let child = AccountCoordinator(navigationController: navigationController)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }

    /// Starts the Settings flow, presented as a form sheet over the screen on top of the stack.
    /// Does nothing while Settings is already up.
    public func showSettings() {
        guard !childCoordinators.contains(where: { $0 is SettingsCoordinator }) else { return }
        let presenter = navigationController.topViewController ?? navigationController
        let child = SettingsCoordinator(presenter: presenter)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }

    /// Lets go of `child`, a flow that has ended.
    public func childDidFinish(_ child: (any Coordinator)?) {
        guard let child else { return }
        childCoordinators.removeAll { $0 === child }
    }
}

extension MainCoordinator: UINavigationControllerDelegate {
    /// When a child flow's first screen was just taken off the stack, that flow is over.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        guard let fromViewController = navigationController.transitionCoordinator?.viewController(forKey: .from) else {
            return
        }
        if navigationController.viewControllers.contains(fromViewController) {
            return
        }
        if let buyViewController = fromViewController as? BuyViewController {
            childDidFinish(buyViewController.coordinator)
        }
        if let createAccountViewController = fromViewController as? CreateAccountViewController {
            childDidFinish(createAccountViewController.coordinator)
        }
    }
}
