import UIKit

/// Presents a stack of its own and hands its first screen a closure that pushes onto that stack
/// through a helper taking the stack as an argument.
final class GardenCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let gardenStack = UINavigationController()
        let beds = BedsViewController(title: "Beds") { [weak self] in
            self?.showSeeds(from: gardenStack)
        }
        gardenStack.pushViewController(beds, animated: false)
        navigationController.present(gardenStack, animated: true)
    }

    private func showSeeds(from stack: UINavigationController) {
        let seeds = SeedsViewController(kind: "all") { seed in
            print(seed)
        } onHelp: {
        }
        stack.show(seeds, sender: nil)
    }
}

final class BedsViewController: UIViewController {
    private let onSeeds: () -> Void

    init(title: String, onSeeds: @escaping () -> Void) {
        self.onSeeds = onSeeds
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

final class SeedsViewController: UIViewController {
    init(kind: String, onPick: @escaping (String) -> Void, onHelp: @escaping () -> Void) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
