import UIKit

/// Fills its own tabs, one per section, in the order the sections are declared.
final class RootTabBarController: UITabBarController {
    enum Section: Int, CaseIterable {
        case cookbook
        case account

        func makeRoot(coordinator: AppCoordinator) -> UIViewController {
            let root: UIViewController
            switch self {
            case .cookbook:
                let screen = CookbookViewController()
                screen.coordinator = coordinator
                root = screen
            case .account:
                let screen = AccountViewController()
                screen.coordinator = coordinator
                root = screen
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
            section.makeRoot(coordinator: coordinator)
        }
        setViewControllers(roots, animated: false)
    }
}
