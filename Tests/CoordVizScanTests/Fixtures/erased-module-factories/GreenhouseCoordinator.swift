import UIKit

/// The app's root: a tab per feature, each flow made by the assembly.
final class GreenhouseCoordinator: FlowCoordinator {
    typealias Assembly = PlantsAssembling & SeedsAssembling

    private let assembly: Assembly
    private let tabBarController: UITabBarController
    private var plantsFlow: ErasedFlow<PlantDestination>?
    private var seedsFlow: ErasedFlow<SeedDestination>?

    init(assembly: Assembly, tabBarController: UITabBarController) {
        self.assembly = assembly
        self.tabBarController = tabBarController
    }

    func start() {
        let plantsNavigation = UINavigationController()
        plantsFlow = assembly.makePlantsCoordinator(navigation: plantsNavigation)
        plantsFlow?.start()

        let seedsNavigation = UINavigationController()
        let seeds = assembly.makeSeedsCoordinator(navigation: seedsNavigation)
        seeds.start()
        seedsFlow = seeds

        tabBarController.viewControllers = [plantsNavigation, seedsNavigation]
    }

    func go(to destination: GreenhouseDestination) {}
}
