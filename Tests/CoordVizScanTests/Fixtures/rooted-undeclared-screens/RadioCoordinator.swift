import UIKit

/// Puts a screen declared in another module at the root of the stack it is handed.
final class RadioCoordinator: Coordinator {
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let model = StationListModel()
        model.onStation = { [weak self] station in
            self?.showStation(station)
        }
        navigationController.setViewControllers([StationListHostingController(model: model)], animated: false)
    }

    private func showStation(_ station: String) {
        navigationController.pushViewController(StationViewController(), animated: true)
    }
}

/// Whose container is one screen declared in another module.
final class LyricsCoordinator: Coordinator {
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    var rootViewController: UIViewController {
        let model = LyricsModel()
        model.onShare = { [weak self] in
            self?.share()
        }
        return LyricsHostingController(model: model)
    }

    func start() {}

    private func share() {
        navigationController.present(ShareLyricsViewController(), animated: true)
    }
}

final class StationViewController: UIViewController {}
final class ShareLyricsViewController: UIViewController {}
