import NavigationKit
import UIKit

final class LibraryCoordinator: Coordinating {
    var children: [Coordinating] = []
    private let navigation: UINavigationController

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func start() {
        navigation.pushViewController(ShelfViewController(), animated: false)
    }
}

final class ShelfViewController: UIViewController {}
