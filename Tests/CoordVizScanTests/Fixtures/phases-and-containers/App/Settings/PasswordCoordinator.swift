import UIKit

/// Changing the password: its own stack, presented full screen over the settings.
final class PasswordCoordinator: Coordinating {
    private unowned let presenter: UINavigationController
    private let navigationController = UINavigationController()

    init(presenter: UINavigationController) {
        self.presenter = presenter
    }

    func start() {
        let form = ChangePasswordViewController()
        form.onDone = { [weak self] in
            self?.presenter.dismiss(animated: true)
        }
        navigationController.setViewControllers([form], animated: false)
        navigationController.modalPresentationStyle = .fullScreen
        presenter.present(navigationController, animated: true)
    }
}

final class ChangePasswordViewController: UIViewController {
    var onDone: (() -> Void)?

    @objc private func doneTapped() {
        onDone?()
    }
}
