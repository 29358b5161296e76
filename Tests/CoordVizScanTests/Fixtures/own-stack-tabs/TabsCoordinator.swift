import UIKit

/// A coordinator that keeps one navigation controller per tab in properties of its own, with no
/// child coordinator per tab, and a method that jumps to a tab and pushes onto its stack.
final class GardenCoordinator {
    let tabBarController = UITabBarController()
    private let plantsNavigation = UINavigationController()
    private let calendarNavigation = UINavigationController()
    private let settingsNavigation = UINavigationController()

    func start() {
        let plants = PlantsViewController()
        plants.title = "Plants"
        plants.onPlant = { [weak self] name in self?.showPlant(name) }
        plantsNavigation.viewControllers = [plants]
        let calendar = CalendarViewController()
        calendar.title = "Calendar"
        calendarNavigation.setViewControllers([calendar], animated: false)
        let settings = GardenSettingsViewController()
        settingsNavigation.viewControllers = [settings]
        settingsNavigation.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
        tabBarController.viewControllers = [plantsNavigation, calendarNavigation, settingsNavigation]
    }

    func showPlant(_ name: String) {
        tabBarController.selectedIndex = 0
        plantsNavigation.popToRootViewController(animated: false)
        plantsNavigation.pushViewController(PlantViewController(name: name), animated: true)
    }

    func showWatering() {
        tabBarController.selectedIndex = 1
        calendarNavigation.pushViewController(WateringViewController(), animated: true)
    }
}

final class PlantsViewController: UIViewController { var onPlant: ((String) -> Void)? }
final class CalendarViewController: UIViewController {}
final class GardenSettingsViewController: UIViewController {}
final class WateringViewController: UIViewController {}
final class PlantViewController: UIViewController {
    init(name: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
}
