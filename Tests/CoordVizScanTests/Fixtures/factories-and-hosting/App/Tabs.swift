import UIKit

/// Tabs filled with each section coordinator's navigation controller, mapped from a list.
final class TabsCoordinator: FlowCoordinator {
    private let builder = FlowBuilder()
    private lazy var feed = builder.feed
    private lazy var profile = builder.profile
    private lazy var tabBar = UITabBarController.branded

    private var sections: [FlowCoordinator] { [feed, profile] }

    override func start() {
        tabBar.viewControllers = sections.map { $0.navigation }
        set(tabBar)
        sections.forEach { attach($0) }
    }
}

final class FeedCoordinator: FlowCoordinator {}
final class ProfileCoordinator: FlowCoordinator {}
