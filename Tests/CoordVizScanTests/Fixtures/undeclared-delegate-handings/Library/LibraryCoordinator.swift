import SwiftUI
import UIKit
import ShelfKit

protocol Coordinator: AnyObject {
    func start()
}

/// Hands itself to ShelfKit's model, which calls the `ShelfModelDelegate` methods below.
final class LibraryCoordinator: NSObject, Coordinator, ShelfModelDelegate {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let model = ShelfModel(title: "Shelf", shelfDelegate: self)
        let shelf = ShelfView(model: model)
        navigationController.pushViewController(UIHostingController(rootView: shelf), animated: false)
    }

    // MARK: - ShelfModelDelegate

    func shelfModelDidPickBook(_ id: String) {
        navigationController.pushViewController(BookViewController(id: id), animated: true)
    }

    func shelfModelWantsSearch() {
        showSearch()
    }

    func shelfModelTitle() -> String { "Shelf" }

    // Called by a screen the scan reads: not only the delegate's.
    func showSearch() {
        navigationController.present(SearchViewController(), animated: true)
    }
}

/// Hands itself to a type declared elsewhere too, but none of its methods navigate.
final class CatalogCoordinator: NSObject, Coordinator, CatalogStoreDelegate {
    let navigationController: UINavigationController
    private var store: CatalogStore?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        store = CatalogStore(delegate: self)
    }

    func catalogStoreDidReload() {
        print("reloaded")
    }
}
