import UIKit

/// Hands its screens out to whoever embeds them (code the sources do not show): a computed
/// property and a factory method, both returning a screen whose actions the coordinator wires.
final class LibraryCoordinator: Coordinator {
    var navigationController: UINavigationController
    private weak var shelfController: ShelfHostingController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// Nothing to show on its own: the shelf is embedded by its host.
    func start() {}

    /// A SwiftUI screen declared in another module, made around a model declared there too.
    var shelfViewController: ShelfHostingController {
        if let shelfController {
            return shelfController
        }
        let model = ShelfModel(title: "Shelf")
        model.onOpenBook = { [weak self] book in
            self?.openBook(book)
        }
        let controller = ShelfHostingController(model: model)
        shelfController = controller
        return controller
    }

    /// A screen the sources declare, made in a computed property nothing here reads.
    var readingListViewController: UIViewController {
        let list = ReadingListViewController()
        list.onAuthor = { [weak self] in
            self?.showAuthor()
        }
        return list
    }

    /// A factory method handing back a screen declared in another module.
    func makeLoansViewController() -> LoansHostingController {
        let model = LoansModel(onRenew: { [weak self] in
            self?.showRenewal()
        })
        return LoansHostingController(model: model)
    }

    private func openBook(_ book: String) {
        let reader = ReaderCoordinator(navigationController: navigationController)
        reader.start()
    }

    private func showAuthor() {
        navigationController.pushViewController(AuthorViewController(), animated: true)
    }

    private func showRenewal() {
        navigationController.present(RenewalViewController(), animated: true)
    }
}

final class ReaderCoordinator: Coordinator {
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(ReaderViewController(), animated: true)
    }
}

final class ReadingListViewController: UIViewController {
    var onAuthor: (() -> Void)?
}

final class ReaderViewController: UIViewController {}
final class AuthorViewController: UIViewController {}
final class RenewalViewController: UIViewController {}
