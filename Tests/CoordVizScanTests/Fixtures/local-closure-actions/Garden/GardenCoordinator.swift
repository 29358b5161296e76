import SwiftUI
import UIKit
import GardenKit

protocol Coordinator: AnyObject {
    func start()
}

/// Keeps its screens' actions in locals before handing them on by name.
final class GardenCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        // Handed to the initializer of a model the sources do not declare (GardenKit's).
        let didPickPlant: (String) -> Void = { [weak self] plant in
            self?.showPlant(plant)
        }
        let onWater = { [weak self] in
            guard let self else { return }
            self.showWatering()
        }
        let model = BedModel(didPickPlant: didPickPlant, onWater: onWater)
        let bed = BedView(model: model)
        navigationController.pushViewController(UIHostingController(rootView: bed), animated: false)
    }

    private func showPlant(_ plant: String) {
        navigationController.pushViewController(PlantViewController(plant: plant), animated: true)
    }

    private func showWatering() {
        let onFinished = { [weak self] in
            self?.navigationController.dismiss(animated: true)
        }
        // Handed to a screen's own initializer.
        let watering = WateringViewController(onFinished: onFinished)
        navigationController.present(watering, animated: true)
    }

    func showSeeds() {
        let onBuy: () -> Void = { [weak self] in
            self?.showReceipt()
        }
        // Installed on a screen's property.
        let seeds = SeedsViewController()
        seeds.onBuy = onBuy
        navigationController.pushViewController(seeds, animated: true)
    }

    private func showReceipt() {
        navigationController.pushViewController(ReceiptViewController(), animated: true)
    }
}
