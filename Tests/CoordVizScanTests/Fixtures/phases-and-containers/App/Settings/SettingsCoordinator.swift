import UIKit

/// Where a settings row leads.
enum SettingsRoute {
    case account
    case contactSupport
    case changePassword
    case signOut
}

final class SettingsCoordinator: Coordinating {
    let navigationController = UINavigationController()
    var onSignOut: (() -> Void)?
    private var children: [Coordinating] = []

    func start() {
        let settings = SettingsViewController()
        settings.onRoute = { [weak self] route in
            self?.navigate(to: route)
        }
        navigationController.viewControllers = [settings]
        navigationController.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
    }

    func navigate(to route: SettingsRoute) {
        switch route {
        case .account:
            navigationController.pushViewController(AccountViewController(), animated: true)
        case .contactSupport:
            let support = ContactSupportViewController()
            support.delegate = self
            navigationController.present(support, animated: true)
        case .changePassword:
            let reauth = PasswordCoordinator(presenter: navigationController)
            children.append(reauth)
            reauth.start()
        case .signOut:
            onSignOut?()
        }
    }
}

extension SettingsCoordinator: ContactSupportDelegate {
    func contactSupportDidSend(_ controller: ContactSupportViewController) {
        navigationController.dismiss(animated: true)
        navigationController.popToRootViewController(animated: true)
    }
}

final class SettingsViewController: UIViewController {
    var onRoute: ((SettingsRoute) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
    }

    @objc private func accountTapped() { onRoute?(.account) }
    @objc private func supportTapped() { onRoute?(.contactSupport) }
    @objc private func passwordTapped() { onRoute?(.changePassword) }
    @objc private func signOutTapped() { onRoute?(.signOut) }
}

final class AccountViewController: UIViewController {}
