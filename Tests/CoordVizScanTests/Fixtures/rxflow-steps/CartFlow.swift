import RxFlow
import UIKit

/// Presented over the catalog; closing it hands the step back to the catalog, which dismisses it.
final class CartFlow: Flow {
    var root: Presentable { navigation }
    private let navigation = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? ShopStep else { return .none }
        switch step {
        case .cart:
            let model = CartViewModel()
            let screen = CartViewController(model: model)
            navigation.pushViewController(screen, animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: model))
        case .cartClosed:
            return .end(forwardToParentFlowWithStep: ShopStep.cartClosed)
        default:
            return .none
        }
    }
}
