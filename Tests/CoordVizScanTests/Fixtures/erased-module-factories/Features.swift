import UIKit

enum GreenhouseDestination { case plants, seeds }
enum PlantDestination { case list, plant(String) }
enum SeedDestination { case list }
enum HarvestDestination { case log }

final class PlantsCoordinator: FlowCoordinator {
    private let catalog: PlantCatalog
    private let navigation: UINavigationController

    init(catalog: PlantCatalog, navigation: UINavigationController) {
        self.catalog = catalog
        self.navigation = navigation
    }

    func start() {
        let model = PlantListModel(flow: erased())
        navigation.setViewControllers([PlantListViewController(model: model)], animated: false)
    }

    func go(to destination: PlantDestination) {
        switch destination {
        case .list: break
        case .plant(let name): navigation.pushViewController(PlantViewController(name: name), animated: true)
        }
    }
}

/// Its assembly is its own `Assembly`, of other parts than the root's.
final class SeedsCoordinator: FlowCoordinator {
    typealias Assembly = HarvestAssembling

    private let assembly: Assembly
    private let navigation: UINavigationController
    private var harvestFlow: ErasedFlow<HarvestDestination>?

    init(assembly: Assembly, navigation: UINavigationController) {
        self.assembly = assembly
        self.navigation = navigation
    }

    func start() {
        navigation.setViewControllers([SeedListViewController()], animated: false)
    }

    func go(to destination: SeedDestination) {
        let harvestNavigation = UINavigationController()
        let harvest = assembly.makeHarvestCoordinator(navigation: harvestNavigation)
        harvest.start()
        harvestFlow = harvest
        navigation.present(harvestNavigation, animated: true)
    }
}

final class HarvestCoordinator: FlowCoordinator {
    private let navigation: UINavigationController

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func start() {
        navigation.setViewControllers([HarvestLogViewController()], animated: false)
    }

    func go(to destination: HarvestDestination) {}
}

final class PlantCatalog {}

final class PlantListModel {
    let flow: ErasedFlow<PlantDestination>
    init(flow: ErasedFlow<PlantDestination>) { self.flow = flow }
}

final class PlantListViewController: UIViewController {
    init(model: PlantListModel) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
final class PlantViewController: UIViewController {
    init(name: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
final class SeedListViewController: UIViewController {}
final class HarvestLogViewController: UIViewController {}
