import UIKit

protocol Coordinator: AnyObject {
    func start()
}

protocol FeedCoordinatorDelegate: AnyObject {
    func feedDidAskForSettings()
}

/// Owns the window's navigation controller and shows nothing on it itself: its children take
/// turns on it.
final class AppCoordinator: Coordinator, FeedCoordinatorDelegate {
    private let navigationController = UINavigationController()
    private var feed: FeedCoordinator?
    private var settings: SettingsCoordinator?

    init(window: UIWindow) {
        window.rootViewController = navigationController
    }

    func start() {
        let feed = FeedCoordinator(navigationController: navigationController)
        feed.delegate = self
        self.feed = feed
        feed.start()
    }

    func feedDidAskForSettings() {
        let settings = SettingsCoordinator(navigationController: navigationController)
        self.settings = settings
        settings.start()
    }
}

final class FeedCoordinator: Coordinator {
    weak var delegate: FeedCoordinatorDelegate?
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let feed = FeedViewController()
        feed.onSettings = { [weak self] in self?.delegate?.feedDidAskForSettings() }
        navigationController.pushViewController(feed, animated: false)
    }
}

final class SettingsCoordinator: Coordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let settings = SettingsViewController()
        settings.onClose = { [weak self] in self?.navigationController.popViewController(animated: true) }
        navigationController.pushViewController(settings, animated: true)
    }
}

final class FeedViewController: UIViewController {
    var onSettings: (() -> Void)?

    @objc func settingsTapped() {
        onSettings?()
    }
}

final class SettingsViewController: UIViewController {
    var onClose: (() -> Void)?

    @objc func closeTapped() {
        onClose?()
    }
}
