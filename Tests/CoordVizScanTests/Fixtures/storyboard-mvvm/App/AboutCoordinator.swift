import UIKit

/// The about screen on a stack of its own, presented over the notes.
final class AboutCoordinator: FlowCoordinator {
    private let presenter: UINavigationController
    private let navigationController = UINavigationController()

    init(presenter: UINavigationController) {
        self.presenter = presenter
    }

    func start() {
        let about = AboutViewController.instantiate()
        about.coordinator = self
        navigationController.setViewControllers([about], animated: false)
        presenter.present(navigationController, animated: true)
    }

    func handle(_ event: FlowEvent) {
        if event == .close {
            presenter.dismiss(animated: true)
        }
    }
}

final class AboutViewController: BaseScreen, Storyboarded {
    @objc private func closeTapped() {
        coordinator?.handle(.close)
    }
}
