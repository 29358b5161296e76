import UIKit

/// Every settings flow inherits Back handling from this base class: when its stack is empty
/// again it finishes, whichever subclass it is.
class SettingsFlowBase: NSObject, FlowCoordinator, UINavigationControllerDelegate {
    let navigation: UINavigationController

    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() { preconditionFailure("subclasses start their own flow") }

    func finish() {}

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard navigationController.viewControllers.isEmpty else { return }
        finish()
    }
}

final class SettingsCoordinator: SettingsFlowBase {
    override func start() { navigation.pushViewController(SettingsViewController(), animated: false) }
}

final class AccountCoordinator: SettingsFlowBase {
    override func start() { navigation.pushViewController(AccountViewController(), animated: false) }
}
