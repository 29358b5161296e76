import UIKit

protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    func start()
}

final class CaféCoordinator: Coordinator {
    var children: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let menu = MenuViewController()
        menu.coordinator = self
        navigationController.setViewControllers([menu], animated: false)
    }

    func ouvrirRéglages() {
        navigationController.pushViewController(RéglagesViewController(), animated: true)
    }

    func 打开购物车() {
        navigationController.pushViewController(CartViewController(), animated: true)
    }

    func zeigeÜbersicht() {
        navigationController.present(OverviewViewController(), animated: true)
    }
}
