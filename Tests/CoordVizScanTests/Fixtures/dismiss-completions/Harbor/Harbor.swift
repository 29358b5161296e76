import UIKit

protocol Coordinator: AnyObject {}

protocol TideCoordinatorDelegate: AnyObject {
    func tideDidFinish(from coordinator: TideCoordinator)
}

final class DockViewController: UIViewController {
    var onTide: (() -> Void)?
    @IBAction func tideTapped(_ sender: Any) { onTide?() }
}

final class TideViewController: UIViewController {
    var onDone: (() -> Void)?
    @IBAction func doneTapped(_ sender: Any) { onDone?() }
}

final class LighthouseViewController: UIViewController {}

final class HarborCoordinator: Coordinator, TideCoordinatorDelegate {
    private let navigationController: UINavigationController
    private var children: [Coordinator] = []

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let dock = DockViewController()
        dock.onTide = { [weak self] in self?.showTide() }
        navigationController.setViewControllers([dock], animated: false)
    }

    private func showTide() {
        let tide = TideCoordinator(navigationController: navigationController)
        tide.parent = self
        addChild(tide)
        tide.start()
    }

    /// The lighthouse is pushed once the tide sheet is gone: after the child is let go.
    func tideDidFinish(from coordinator: TideCoordinator) {
        navigationController.dismiss(animated: true) { [weak self] in
            self?.navigationController.pushViewController(LighthouseViewController(), animated: true)
        }
        removeChild(coordinator)
    }

    private func addChild(_ child: Coordinator) { children.append(child) }
    private func removeChild(_ child: Coordinator) { children.removeAll { $0 === child } }
}

/// Shows its one screen over the harbor's stack.
final class TideCoordinator: Coordinator {
    private let navigationController: UINavigationController
    weak var parent: TideCoordinatorDelegate?

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let tide = TideViewController()
        tide.onDone = { [weak self] in
            guard let self else { return }
            self.parent?.tideDidFinish(from: self)
        }
        navigationController.present(tide, animated: true)
    }
}
