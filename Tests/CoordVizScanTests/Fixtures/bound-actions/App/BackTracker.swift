import UIKit

/// The navigation controller's delegate, an object of its own: on Back it looks the screen
/// leaving up in its coordinator's children and lets that child finish.
final class BackTracker: NSObject, UINavigationControllerDelegate {
    weak var coordinator: StackCoordinator?

    init(coordinator: StackCoordinator) {
        self.coordinator = coordinator
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let coordinator,
              let leaving = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(leaving) else { return }
        coordinator.children[leaving]?.didFinish?()
    }
}
