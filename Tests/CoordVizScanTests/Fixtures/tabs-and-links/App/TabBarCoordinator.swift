import UIKit

final class TabBarCoordinator: Coordinating {
    let tabBarController = UITabBarController()
    private lazy var feedCoordinator = FeedCoordinator(parent: self)
    private lazy var profileCoordinator = ProfileCoordinator()

    func start() {
        feedCoordinator.start()
        profileCoordinator.start()
        feedCoordinator.navigationController.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "newspaper"), tag: 0)
        profileCoordinator.navigationController.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 1)
        tabBarController.setViewControllers([feedCoordinator.navigationController, profileCoordinator.navigationController], animated: false)
    }

    func select(_ tab: AppTab) {
        tabBarController.selectedIndex = tab.rawValue
    }

    func showAuthorProfile() {
        select(.profile)
        profileCoordinator.navigationController.popToRootViewController(animated: false)
    }

    @discardableResult
    func handle(url: URL) -> Bool {
        guard url.scheme == "social" else { return false }
        switch url.host {
        case "post":
            select(.feed)
            feedCoordinator.showPost(id: url.lastPathComponent)
        case "settings":
            select(.profile)
            profileCoordinator.showSettings()
        default:
            return false
        }
        return true
    }
}
