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

/// Tabs filled with navigation controllers the section coordinators adopt afterwards, on a tab
/// bar the coordinator presents full screen.
final class PickerCoordinator: FlowCoordinator {
    override func start() {
        let left = UINavigationController()
        left.tabBarItem = UITabBarItem(title: "Left", image: nil, selectedImage: nil)
        let right = UINavigationController()
        let tabs = UITabBarController()
        tabs.modalPresentationStyle = .fullScreen
        tabs.viewControllers = [left, right]
        navigation.present(tabs, animated: true)
        attach(LeftCoordinator(navigation: left))
        attach(RightCoordinator(navigation: right))
    }
}

final class LeftCoordinator: FlowCoordinator {}
final class RightCoordinator: FlowCoordinator {}
