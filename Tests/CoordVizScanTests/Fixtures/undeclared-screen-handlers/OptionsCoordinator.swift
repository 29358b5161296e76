import UIKit

/// Options whose screens live in a framework these sources do not include, talking to the
/// coordinator through a protocol declared there too (`OptionsFlowDelegate`).
final class OptionsCoordinator: Coordinator, OptionsFlowDelegate {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        let options = OptionsTableViewController(optionsDelegate: self)
        navigationController.setViewControllers([options], animated: false)
    }

    func start() {}

    func pressedTheme() {
        navigationController.pushViewController(ThemeViewController(), animated: true)
    }

    func pressedHelp() {
        showHelp()
    }

    /// Called by the reader's coordinator: no action of the options screen.
    func resetToTop() {
        navigationController.popToRootViewController(animated: false)
    }

    private func showHelp() {
        navigationController.present(HelpViewController(), animated: true)
    }
}

final class OptionsLauncher {
    func reset(_ coordinator: OptionsCoordinator) {
        coordinator.resetToTop()
    }
}

final class ThemeViewController: UIViewController {}
final class HelpViewController: UIViewController {}
