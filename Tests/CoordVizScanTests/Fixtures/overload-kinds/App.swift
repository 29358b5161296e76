import UIKit

final class Product {}

/// Overloads sharing one label that differ by what they take: a text, a screen, a closure, a product.
final class ShopCoordinator {
    let navigationController = UINavigationController()

    func start() {
        let shop = ShopViewController()
        shop.coordinator = self
        navigationController.setViewControllers([shop], animated: false)
    }

    func open(_ message: String) { navigationController.pushViewController(NoticeViewController(), animated: true) }
    func open(_ screen: UIViewController) { navigationController.pushViewController(screen, animated: true) }
    func open(_ then: @escaping () -> Void) { navigationController.present(HelpViewController(), animated: true) }
    func open(_ product: Product) { navigationController.pushViewController(ProductViewController(), animated: true) }

    func openCart() { open(CartViewController()) }
    func openNotice() { open("Sold out") }
    func openHelp() { open({ print("closed") }) }
}

final class ShopViewController: UIViewController {
    weak var coordinator: ShopCoordinator?
    var pending: Product?
    var selection: Any = 0
    @objc func cart() { coordinator?.openCart() }
    @objc func notice() { coordinator?.openNotice() }
    @objc func help() { coordinator?.openHelp() }
    @objc func product() { coordinator?.open(Product()) }
    @objc func pendingProduct() { coordinator?.open(lookUp()) }
    @objc func whatever() { coordinator?.open(selection) }
    func lookUp() -> Product? { pending }
}
final class NoticeViewController: UIViewController {}
final class HelpViewController: UIViewController {}
final class CartViewController: UIViewController {}
final class ProductViewController: UIViewController {}
