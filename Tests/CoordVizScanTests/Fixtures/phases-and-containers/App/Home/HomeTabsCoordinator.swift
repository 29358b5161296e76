import UIKit

/// The signed-in app: the library and the settings, and the release notes once per update.
final class HomeTabsCoordinator: Coordinating {
    let tabBarController = UITabBarController()
    var onSignOut: (() -> Void)?
    private var children: [Coordinating] = []
    private let releaseNotes = ReleaseNotes()

    func start() {
        let library = LibraryCoordinator()
        let settings = SettingsCoordinator()
        settings.onSignOut = { [weak self] in
            self?.onSignOut?()
        }
        children = [library, settings]
        library.start()
        settings.start()
        tabBarController.setViewControllers([library.splitViewController, settings.navigationController], animated: false)

        if releaseNotes.hasUnseenChanges {
            let whatsNew = WhatsNewCoordinator(presenter: tabBarController)
            children.append(whatsNew)
            whatsNew.start()
        }
    }
}

/// Presented over the tab bar after an update.
final class WhatsNewCoordinator: Coordinating {
    private let presenter: UIViewController
    private let navigationController = UINavigationController()

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        navigationController.viewControllers = [WhatsNewViewController()]
        navigationController.modalPresentationStyle = .pageSheet
        presenter.present(navigationController, animated: true)
    }
}

final class WhatsNewViewController: UIViewController {}
