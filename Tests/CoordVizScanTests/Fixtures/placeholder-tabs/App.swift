import UIKit

/// Makes the tab bar; the middle tab is a disabled stand-in (a button over the tab bar composes).
final class AppCoordinator {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        window.rootViewController = HomeTabBarController(coordinator: self)
        window.makeKeyAndVisible()
    }
}

final class HomeTabBarController: UITabBarController {
    enum Section: Int, CaseIterable {
        case feed
        case write
        case profile

        func makeRoot(coordinator: AppCoordinator) -> UIViewController {
            let root: UIViewController
            switch self {
            case .feed:
                root = FeedViewController()
            case .write:
                root = UIViewController()
            case .profile:
                root = ProfileViewController()
            }
            return UINavigationController(rootViewController: root)
        }
    }

    weak var coordinator: AppCoordinator!

    init(coordinator: AppCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let roots = Section.allCases.map { section in
            let root = section.makeRoot(coordinator: coordinator)
            if section == .write { root.tabBarItem.isEnabled = false }
            return root
        }
        setViewControllers(roots, animated: false)
    }
}

final class FeedViewController: UITableViewController {}
final class ProfileViewController: UIViewController {}
