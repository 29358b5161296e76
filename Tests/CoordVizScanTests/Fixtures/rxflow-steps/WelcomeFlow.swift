import RxFlow
import UIKit

/// One screen on a stack; when it is done, the app flow takes over.
final class WelcomeFlow: Flow {
    var root: Presentable { navigation }
    private let navigation = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? ShopStep else { return .none }
        switch step {
        case .welcome:
            let screen = WelcomeViewController()
            let model = WelcomeViewModel()
            screen.model = model
            navigation.pushViewController(screen, animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: model))
        case .welcomeDone:
            return .end(forwardToParentFlowWithStep: ShopStep.welcomeDone)
        default:
            return .none
        }
    }
}
