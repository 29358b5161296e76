import UIKit

protocol Coordinator: AnyObject {
    func start()
}

/// What the option lists ask the shop flow to do.
protocol ShopRouting: AnyObject {
    func userWantsToBrowse()
    func userWantsToScan()
    func userPicked(category: String)
    func setupDidFinish()
}

/// One generic list screen, filled by a different model on each step.
final class ShopCoordinator: Coordinator, ShopRouting {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let first = OptionListViewController(viewModel: StartOptionsViewModel(router: self))
        navigationController.setViewControllers([first], animated: false)
    }

    func userWantsToBrowse() {
        let categories = OptionListViewController(viewModel: CategoryOptionsViewModel(router: self))
        navigationController.pushViewController(categories, animated: true)
    }

    func userWantsToScan() {
        navigationController.pushViewController(ScannerViewController(), animated: true)
    }

    func userPicked(category: String) {
        navigationController.pushViewController(ProductListViewController(), animated: true)
    }

    /// A callback about the setup step, not setup code: what it does happens later.
    func setupDidFinish() {
        navigationController.popToRootViewController(animated: true)
    }
}
