import SwiftUI
import UIKit

enum GardenRoute {
    case compost
}

final class GardenViewController: UIViewController {
    var onSeeds: (() -> Void)?
    var onWeather: (() -> Void)?
    var onGuide: (() -> Void)?
    var onTips: (() -> Void)?
    @IBAction func seedsTapped(_ sender: Any) { onSeeds?() }
    @IBAction func weatherTapped(_ sender: Any) { onWeather?() }
    @IBAction func guideTapped(_ sender: Any) { onGuide?() }
    @IBAction func tipsTapped(_ sender: Any) { onTips?() }
}

/// Its children `SeedsCoordinator` and `WeatherCoordinator` are declared in a module the scan does not read.
final class GardenCoordinator: BaseCoordinator {
    func start() {
        let garden = GardenViewController()
        garden.onSeeds = { [weak self] in self?.openSeeds() }
        garden.onWeather = { [weak self] in self?.openWeather() }
        garden.onGuide = { [weak self] in self?.openGuide() }
        garden.onTips = { [weak self] in self?.openTips() }
        navigator.setRootViewController(garden)
    }

    /// Handed a child made elsewhere: its type is only what the parameter is typed as.
    func adopt(_ ready: ReadyCoordinator) {
        add(child: ready)
    }

    /// Only a link opens the compost, also declared elsewhere.
    func handle(route: GardenRoute) {
        switch route {
        case .compost:
            let compost = CompostCoordinator(navigator: navigator)
            add(child: compost)
            compost.start()
        }
    }

    private func openSeeds() {
        let seeds = SeedsCoordinator(navigator: navigator)
        add(child: seeds)
        seeds.start(with: .spring)
    }

    /// `GuideViewController` is declared in a module the scan does not read, too.
    private func openGuide() {
        let guide = GuideViewController()
        guide.onClose = { [weak self] in self?.navigator.dismiss() }
        navigator.present(guide)
    }

    /// `TipsModel` and the SwiftUI `TipsView` showing it are declared elsewhere as well.
    private func openTips() {
        let model = TipsModel(onClose: { [weak self] in self?.navigator.dismiss() })
        let view = TipsView(model: model)
        navigator.present(UIHostingController(rootView: view))
    }

    private func openWeather() {
        let stack = UINavigationController()
        let weather = WeatherCoordinator(navigator: PathNavigator(stack: stack))
        add(child: weather)
        weather.start()
        navigator.present(stack)
    }
}
