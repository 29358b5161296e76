import UIKit

final class MenuViewController: UIViewController {
    weak var coordinator: CaféCoordinator?

    @objc func settingsTapped() { coordinator?.ouvrirRéglages() }
    @objc func cartTapped() { coordinator?.打开购物车() }
    @objc func overviewTapped() { coordinator?.zeigeÜbersicht() }
}

final class RéglagesViewController: UIViewController {}
final class CartViewController: UIViewController {}
final class OverviewViewController: UIViewController {}
