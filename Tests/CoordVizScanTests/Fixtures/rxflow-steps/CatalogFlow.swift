import RxFlow
import UIKit

/// The catalog's stack: products pushed, the cart presented as a flow of its own.
final class CatalogFlow: Flow {
    var root: Presentable { navigation }
    private let navigation = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? ShopStep else { return .none }
        switch step {
        case .catalog:
            return showCatalog()
        case .productPicked(let id):
            return showProduct(id)
        case .cartRequested:
            return showCart()
        case .cartClosed:
            navigation.dismiss(animated: true)
            return .none
        default:
            return .none
        }
    }

    private func showCatalog() -> FlowContributors {
        let model = CatalogViewModel()
        let screen = CatalogViewController(model: model)
        navigation.pushViewController(screen, animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: model))
    }

    private func showProduct(_ id: String) -> FlowContributors {
        let screen = ProductViewController(productID: id)
        navigation.pushViewController(screen, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screen))
    }

    private func showCart() -> FlowContributors {
        let cart = CartFlow()
        Flows.use(cart, when: .created) { [unowned self] root in
            self.navigation.present(root, animated: true)
        }
        return .one(flowContributor: .contribute(withNextPresentable: cart, withNextStepper: OneStepper(withSingleStep: ShopStep.cart)))
    }
}
