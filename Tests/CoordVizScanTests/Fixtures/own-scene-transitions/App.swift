import UIKit

/// One coordinator showing any scene the way asked: `present(scene:from:transition:)` makes the
/// scene's screen, then pushes it or presents it in a stack of its own.
final class SceneCoordinator {
    enum Scene {
        case detail(viewModel: DetailViewModel)
        case compose
    }

    enum Transition {
        case show
        case modal(animated: Bool, completion: (() -> Void)? = nil)
    }

    let navigationController = UINavigationController()

    func start(in window: UIWindow) {
        navigationController.setViewControllers([HomeViewController(coordinator: self)], animated: false)
        window.rootViewController = navigationController
    }

    @discardableResult
    func present(scene: Scene, from sender: UIViewController? = nil, transition: Transition) -> UIViewController? {
        let viewController = make(scene)
        guard let presenting = sender ?? navigationController.topViewController else { return nil }
        switch transition {
        case .show:
            presenting.show(viewController, sender: sender)
        case .modal(let animated, let completion):
            presenting.present(UINavigationController(rootViewController: viewController), animated: animated, completion: completion)
        }
        return viewController
    }

    private func make(_ scene: Scene) -> UIViewController {
        switch scene {
        case .detail(let viewModel):
            let screen = DetailViewController()
            screen.viewModel = viewModel
            return screen
        case .compose:
            return ComposeViewController()
        }
    }
}

final class DetailViewModel {}

final class HomeViewController: UIViewController {
    let coordinator: SceneCoordinator
    init(coordinator: SceneCoordinator) { self.coordinator = coordinator; super.init(nibName: nil, bundle: nil) }
    func didSelectItem() { coordinator.present(scene: .detail(viewModel: DetailViewModel()), from: self, transition: .show) }
    func didTapCompose() { coordinator.present(scene: .compose, from: nil, transition: .modal(animated: true)) }
}
final class DetailViewController: UIViewController { var viewModel: DetailViewModel? }
final class ComposeViewController: UIViewController {}
