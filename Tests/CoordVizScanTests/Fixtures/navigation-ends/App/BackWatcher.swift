import UIKit

/// A navigation controller delegate of its own, not a coordinator: on Back it looks up the child
/// that owned the screen leaving and lets it finish.
final class BackWatcher: NSObject, UINavigationControllerDelegate {
    weak var coordinator: ShopCoordinator?

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let leaving = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(leaving) else { return }
        coordinator?.childCoordinators.first { $0 === leaving }?.finish()
    }
}
