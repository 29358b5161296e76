import RxFlow
import UIKit

/// The window's flow: welcome first, then the catalog in its place.
final class AppFlow: Flow {
    var root: Presentable { window }
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? ShopStep else { return .none }
        switch step {
        case .welcome:
            return showWelcome()
        case .welcomeDone:
            return showCatalog()
        default:
            return .none
        }
    }

    private func showWelcome() -> FlowContributors {
        let welcome = WelcomeFlow()
        Flows.use(welcome, when: .created) { [unowned self] root in
            self.window.rootViewController = root
        }
        return .one(flowContributor: .contribute(withNextPresentable: welcome, withNextStepper: OneStepper(withSingleStep: ShopStep.welcome)))
    }

    private func showCatalog() -> FlowContributors {
        let catalog = CatalogFlow()
        Flows.use(catalog, when: .created) { [unowned self] root in
            self.window.rootViewController = root
        }
        return .one(flowContributor: .contribute(withNextPresentable: catalog, withNextStepper: OneStepper(withSingleStep: ShopStep.catalog)))
    }
}
