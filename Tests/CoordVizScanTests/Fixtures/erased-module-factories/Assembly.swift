import UIKit

protocol PlantsAssembling {
    func makePlantsCoordinator(navigation: UINavigationController) -> ErasedFlow<PlantDestination>
}

protocol SeedsAssembling {
    func makeSeedsCoordinator(navigation: UINavigationController) -> ErasedFlow<SeedDestination>
}

protocol HarvestAssembling {
    func makeHarvestCoordinator(navigation: UINavigationController) -> ErasedFlow<HarvestDestination>
}

/// Builds every flow; each feature's factory lives in its own extension.
final class GardenAssembly {
    let catalog: PlantCatalog

    init(catalog: PlantCatalog) {
        self.catalog = catalog
    }
}

extension GardenAssembly: PlantsAssembling {
    func makePlantsCoordinator(navigation: UINavigationController) -> ErasedFlow<PlantDestination> {
        PlantsCoordinator(catalog: catalog, navigation: navigation).erased()
    }
}

extension GardenAssembly: SeedsAssembling {
    func makeSeedsCoordinator(navigation: UINavigationController) -> ErasedFlow<SeedDestination> {
        ErasedFlow(SeedsCoordinator(assembly: self, navigation: navigation))
    }
}

extension GardenAssembly: HarvestAssembling {
    func makeHarvestCoordinator(navigation: UINavigationController) -> ErasedFlow<HarvestDestination> {
        let coordinator = HarvestCoordinator(navigation: navigation)
        return coordinator.erased()
    }
}
