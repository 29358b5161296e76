import UIKit

final class CellarCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(CellarViewController(), animated: false)
    }
}

/// Makes a screen from a storyboard through a helper handed the class it makes.
final class CellarViewController: UIViewController {
    @objc func openLabels() {
        guard let labels = UIStoryboard.cellar.instantiateViewController(ofClass: BottleLabelsViewController.self) else {
            return
        }
        navigationController?.pushViewController(labels, animated: true)
    }
}

final class BottleLabelsViewController: UIViewController {}
