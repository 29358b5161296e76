import UIKit
import XCoordinator

enum ProfileRoute: Route {
    case profile
    case settings
    case account(AccountCoordinator?)
}

/// The profile's stack; switching account asks which one, then presents that account's flow.
final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
    init() {
        super.init(initialRoute: .profile)
    }

    override func prepareTransition(for route: ProfileRoute) -> NavigationTransition {
        switch route {
        case .profile:
            let screen = ProfileViewController()
            screen.bind(to: ProfileViewModel(router: unownedRouter))
            return .push(screen)
        case .settings:
            return .push(SettingsViewController())
        case .account(let account):
            if let account {
                return .present(account)
            }
            let chooser = UIAlertController(title: "Switch to", message: nil, preferredStyle: .alert)
            chooser.addAction(.init(title: "Work account", style: .default) { [unowned self] _ in
                self.trigger(.account(AccountCoordinator(kind: "work")))
            })
            chooser.addAction(.init(title: "Cancel", style: .cancel, handler: nil))
            return .present(chooser)
        }
    }
}

enum AccountRoute: Route {
    case summary
    case close
}

/// Presented with a stack of its own.
final class AccountCoordinator: NavigationCoordinator<AccountRoute> {
    init(kind: String) {
        super.init(initialRoute: .summary)
    }

    override func prepareTransition(for route: AccountRoute) -> NavigationTransition {
        switch route {
        case .summary:
            return .push(AccountViewController())
        case .close:
            return .dismiss()
        }
    }
}
