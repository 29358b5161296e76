import UIKit

/// Presents its own navigation controller as a sheet; pulling the sheet down ends the flow.
final class AccountCoordinator: NSObject, Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: ShopCoordinator?
    private let presenter: UINavigationController
    private let navigationController = UINavigationController()

    init(presenter: UINavigationController) {
        self.presenter = presenter
    }

    func start() {
        let account = AccountViewController()
        account.coordinator = self
        account.onHelp = { [weak self] in self?.showHelp() }
        navigationController.viewControllers = [account]
        navigationController.presentationController?.delegate = self
        presenter.present(navigationController, animated: true)
    }

    private func showHelp() {
        navigationController.pushViewController(HelpViewController(), animated: true)
    }
}

extension AccountCoordinator: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        parentCoordinator?.childDidFinish(self)
    }
}
