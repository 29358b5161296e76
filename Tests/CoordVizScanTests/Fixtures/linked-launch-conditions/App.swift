import UIKit

protocol Coordinator: AnyObject {
    func start(with link: LaunchLink?)
}

enum LaunchLink {
    case signUp
    case profile
}

/// A link the app was opened with picks the flow; without one, the signed-in flag does.
final class AppCoordinator: Coordinator {
    private let navigationController: UINavigationController
    private var children: [Coordinator] = []
    private var isSignedIn = false

    init(window: UIWindow) {
        navigationController = UINavigationController()
        window.rootViewController = navigationController
    }

    func start(with link: LaunchLink?) {
        if let link {
            switch link {
            case .signUp: showAuth()
            case .profile: showProfile()
            }
        } else if isSignedIn {
            showProfile()
        } else {
            showAuth()
        }
    }

    private func showAuth() {
        let auth = AuthCoordinator(navigationController: navigationController)
        children.append(auth)
        auth.start(with: nil)
    }

    private func showProfile() {
        let profile = ProfileCoordinator(navigationController: navigationController)
        children.append(profile)
        profile.start(with: nil)
    }
}

final class AuthCoordinator: Coordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start(with link: LaunchLink?) {
        navigationController.setViewControllers([SignUpViewController()], animated: false)
    }
}

final class ProfileCoordinator: Coordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start(with link: LaunchLink?) {
        navigationController.setViewControllers([ProfileViewController()], animated: false)
    }
}

final class SignUpViewController: UIViewController {}
final class ProfileViewController: UIViewController {}
