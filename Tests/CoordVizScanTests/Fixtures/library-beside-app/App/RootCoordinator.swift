import NavigationKit
import UIKit

final class RootCoordinator: Coordinating {
    var children: [Coordinating] = []
    let navigation = UINavigationController()

    func start() {
        let library = LibraryCoordinator(navigation: navigation)
        children.append(library)
        library.start()
    }
}
