import RxFlow
import UIKit

enum DeskStep: Step {
    case start
    case helpWanted
    case accountWanted
    case loggedIn
}

/// Two tabs: help (a split whose detail column shows the login screen) and the account stack,
/// whose first screen is the same login screen.
final class DeskFlow: Flow {
    var root: Presentable { tabs }
    private let tabs = UITabBarController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? DeskStep, case .start = step else { return .none }
        let help = HelpFlow()
        let account = AccountFlow()
        Flows.use(help, account, when: .created) { [unowned self] helpRoot, accountRoot in
            self.tabs.setViewControllers([helpRoot, accountRoot], animated: false)
        }
        return .multiple(flowContributors: [
            .contribute(withNextPresentable: help, withNextStepper: OneStepper(withSingleStep: DeskStep.helpWanted)),
            .contribute(withNextPresentable: account, withNextStepper: OneStepper(withSingleStep: DeskStep.accountWanted)),
        ])
    }
}

final class HelpFlow: Flow {
    var root: Presentable { split }
    private let split = UISplitViewController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? DeskStep, case .helpWanted = step else { return .none }
        let topics = TopicsViewController()
        let login = LoginViewController()
        split.viewControllers = [topics, login]
        return .one(flowContributor: .contribute(withNext: topics))
    }
}

/// The login screen steps for itself: its button's taps are mapped to a step bound to its steps.
final class AccountFlow: Flow {
    var root: Presentable { navigation }
    private let navigation = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? DeskStep else { return .none }
        switch step {
        case .accountWanted:
            let login = LoginViewController()
            navigation.pushViewController(login, animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: login, withNextStepper: login))
        case .loggedIn:
            navigation.pushViewController(ProfileViewController(), animated: true)
            return .none
        default:
            return .none
        }
    }
}
