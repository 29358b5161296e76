import UIKit

final class GardenViewController: UIViewController {
    var onSeeds: (() -> Void)?
    var onWeather: (() -> Void)?
    @IBAction func seedsTapped(_ sender: Any) { onSeeds?() }
    @IBAction func weatherTapped(_ sender: Any) { onWeather?() }
}

/// Its children `SeedsCoordinator` and `WeatherCoordinator` are declared in a module the scan does not read.
final class GardenCoordinator: BaseCoordinator {
    func start() {
        let garden = GardenViewController()
        garden.onSeeds = { [weak self] in self?.openSeeds() }
        garden.onWeather = { [weak self] in self?.openWeather() }
        navigator.setRootViewController(garden)
    }

    private func openSeeds() {
        let seeds = SeedsCoordinator(navigator: navigator)
        add(child: seeds)
        seeds.start(with: .spring)
    }

    private func openWeather() {
        let stack = UINavigationController()
        let weather = WeatherCoordinator(navigator: PathNavigator(stack: stack))
        add(child: weather)
        weather.start()
        navigator.present(stack)
    }
}
