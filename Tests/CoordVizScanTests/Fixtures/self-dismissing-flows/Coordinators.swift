import UIKit

class LibraryCoordinator {
    var children: [LibraryCoordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {}
    func finish() {}
}

/// The window's flow: the shelf, and the books on it.
final class ShelfCoordinator: LibraryCoordinator {
    override func start() {
        let shelf = ShelfViewController()
        shelf.onOpenBook = { [weak self] in self?.openBook() }
        shelf.onHelp = { [weak self] in self?.showHelp() }
        navigationController.setViewControllers([shelf], animated: false)
    }

    private func openBook() {
        navigationController.pushViewController(BookViewController(), animated: true)
    }

    /// Presents a screen, then closes it: this dismiss closes what it presented, not itself.
    private func showHelp() {
        let help = HelpViewController()
        help.onDone = { [weak self] in self?.navigationController.dismiss(animated: true) }
        navigationController.present(help, animated: true)
    }
}

/// Made by a factory outside this folder: no code here presents it, but it dismisses its own
/// navigation controller, so it was presented.
final class RenewLoanCoordinator: LibraryCoordinator {
    override func start() {
        let form = RenewFormViewController()
        form.onRenew = { [weak self] in self?.showReceipt() }
        form.onCancel = { [weak self] in self?.close() }
        navigationController.setViewControllers([form], animated: false)
    }

    private func showReceipt() {
        let receipt = RenewReceiptViewController()
        receipt.onClose = { [weak self] in self?.close() }
        navigationController.pushViewController(receipt, animated: true)
    }

    private func close() {
        navigationController.dismiss(animated: true) { [weak self] in
            self?.finish()
        }
    }
}

@main
final class LibraryAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let navigationController = UINavigationController()
    private lazy var shelf = ShelfCoordinator(navigationController: navigationController)

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        shelf.start()
        return true
    }
}
