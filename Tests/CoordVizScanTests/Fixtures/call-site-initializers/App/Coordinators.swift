import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

/// Starts the purchase flow two ways: presented over the list, pushed on from a product.
final class StoreCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let list = ListViewController()
        list.onOpen = { [weak self] in self?.showProduct() }
        list.onBuy = { [weak self] in self?.buy(.sheet) }
        list.onReceipts = { [weak self] in self?.showReceipts() }
        navigationController.pushViewController(list, animated: false)
    }

    private func showProduct() {
        let product = ProductViewController()
        product.onBuy = { [weak self] in self?.buy(.inline) }
        navigationController.pushViewController(product, animated: true)
    }

    private func showReceipts() {
        let receipts = makeReceiptsCoordinator()
        childCoordinators.append(receipts)
        receipts.start()
        navigationController.present(receipts.navigationController, animated: true)
    }

    /// A factory that sets the presentation style on the navigation controller it hands over.
    private func makeReceiptsCoordinator() -> ReceiptsCoordinator {
        let navigation = UINavigationController()
        navigation.modalPresentationStyle = .formSheet
        return ReceiptsCoordinator(navigationController: navigation)
    }

    enum PurchaseStyle { case sheet, inline }

    private func buy(_ style: PurchaseStyle) {
        let purchase: PurchaseCoordinator
        switch style {
        case .inline:
            purchase = PurchaseCoordinator(navigationController: navigationController)
        case .sheet:
            purchase = PurchaseCoordinator(presenter: navigationController)
        }
        childCoordinators.append(purchase)
        purchase.start()
    }
}

/// Two initializers: one pushes onto the stack it is handed, the other presents a stack of its own.
final class PurchaseCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let navigationController: UINavigationController
    private var presenter: UIViewController?
    /// The screen on top of the stack it was handed: only the initializer keeping that stack sets it.
    private var startScreen: UIViewController?
    var didFinish: ((PurchaseCoordinator) -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        startScreen = navigationController.viewControllers.last
    }

    init(presenter: UIViewController) {
        self.presenter = presenter
        self.navigationController = UINavigationController()
    }

    func start() {
        let pay = PayViewController()
        pay.onDone = { [weak self] in self?.finish() }
        navigationController.pushViewController(pay, animated: true)
        presenter?.present(navigationController, animated: true)
    }

    private func finish() {
        if let startScreen {
            navigationController.popToViewController(startScreen, animated: true)
        } else {
            presenter?.dismiss(animated: true)
        }
        didFinish?(self)
    }
}

/// Shows the receipts on the navigation controller the store's factory made for it.
final class ReceiptsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(ReceiptsViewController(), animated: false)
    }
}
