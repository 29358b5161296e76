import UIKit

/// A garden journal whose navigation lives in navigators: no type is named as a coordinator.
protocol PlantsNavigator {
    func toPlants()
    func toPlant(_ plant: Plant)
    func toNewPlant()
}

final class DefaultPlantsNavigator: PlantsNavigator {
    private let navigationController: UINavigationController
    private let storyboard: UIStoryboard

    init(navigationController: UINavigationController, storyboard: UIStoryboard) {
        self.navigationController = navigationController
        self.storyboard = storyboard
    }

    func toPlants() {
        let screen = storyboard.instantiateViewController(ofType: PlantsViewController.self)
        screen.model = PlantsModel(navigator: self)
        navigationController.pushViewController(screen, animated: false)
    }

    func toPlant(_ plant: Plant) {
        let navigator = DefaultPlantNavigator(navigationController: navigationController)
        let screen = storyboard.instantiateViewController(ofType: PlantViewController.self)
        screen.model = PlantModel(plant: plant, navigator: navigator)
        navigationController.pushViewController(screen, animated: true)
    }

    func toNewPlant() {
        let navigator = DefaultNewPlantNavigator(presenter: navigationController)
        let model = NewPlantModel(navigator: navigator)
        let screen = storyboard.instantiateViewController(ofType: NewPlantViewController.self)
        screen.model = model
        navigationController.present(UINavigationController(rootViewController: screen), animated: true)
    }
}

protocol NewPlantNavigator {
    func toPlants()
}

final class DefaultNewPlantNavigator: NewPlantNavigator {
    private let presenter: UINavigationController

    init(presenter: UINavigationController) { self.presenter = presenter }

    func toPlants() {
        presenter.dismiss(animated: true)
    }
}

protocol PlantNavigator {
    func toWatering()
    func toPlantsAfterRemoving()
}

final class DefaultPlantNavigator: PlantNavigator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func toWatering() {
        navigationController.pushViewController(WateringViewController(), animated: true)
    }

    func toPlantsAfterRemoving() {
        navigationController.popViewController(animated: true)
    }
}

/// Sets the journal up: a tab of the garden's plants and one of the wish list, each a plants
/// navigator over its own navigation controller.
final class Journal {
    func install(in window: UIWindow) {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let garden = UINavigationController()
        garden.tabBarItem = UITabBarItem(title: "Garden", image: UIImage(named: "leaf"), selectedImage: nil)
        let gardenNavigator = DefaultPlantsNavigator(navigationController: garden, storyboard: storyboard)
        let wishes = UINavigationController()
        wishes.tabBarItem = UITabBarItem(title: "Wishes", image: UIImage(named: "star"), selectedImage: nil)
        let wishesNavigator = DefaultPlantsNavigator(navigationController: wishes, storyboard: storyboard)
        let tabs = UITabBarController()
        tabs.viewControllers = [garden, wishes]
        window.rootViewController = tabs
        gardenNavigator.toPlants()
        wishesNavigator.toPlants()
    }
}
