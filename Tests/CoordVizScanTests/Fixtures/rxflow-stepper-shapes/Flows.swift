import RxFlow
import UIKit

/// Two tabs; the first starts through a composite stepper, the second with one step.
final class GardenFlow: Flow {
    var root: Presentable { tabBar }
    private let tabBar = UITabBarController()
    private let shed = ShedStepper()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? GardenStep, case .plantsWanted = step else { return .none }
        let plants = PlantsFlow(shed: shed)
        let journal = JournalFlow()
        Flows.use(plants, journal, when: .created) { [unowned self] plantsRoot, journalRoot in
            self.tabBar.setViewControllers([plantsRoot, journalRoot], animated: false)
        }
        return .multiple(flowContributors: [
            .contribute(withNextPresentable: plants, withNextStepper: CompositeStepper(steppers: [OneStepper(withSingleStep: GardenStep.plantsWanted), shed])),
            .contribute(withNextPresentable: journal, withNextStepper: OneStepper(withSingleStep: GardenStep.journalWanted)),
        ])
    }
}

/// A stack whose list screen steps through its model and itself; a bar button sends the shed's step.
final class PlantsFlow: Flow {
    var root: Presentable { navigation }
    private let navigation = UINavigationController()
    private let shed: ShedStepper

    init(shed: ShedStepper) {
        self.shed = shed
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? GardenStep else { return .none }
        switch step {
        case .plantsWanted:
            return showPlants()
        case .plantChosen(let id):
            let detail = PlantViewController(id: id)
            navigation.pushViewController(detail, animated: true)
            return .none
        case .toolsWanted:
            return showTools()
        case .toolsDone:
            navigation.dismiss(animated: true)
            return .none
        default:
            return .none
        }
    }

    private func showPlants() -> FlowContributors {
        let list = PlantsViewController()
        list.model = PlantsViewModel()
        navigation.pushViewController(list, animated: false)
        if let item = navigation.navigationBar.items?[0] {
            item.setRightBarButton(UIBarButtonItem(title: "Tools", style: .plain, target: shed, action: #selector(ShedStepper.openTools)), animated: false)
        }
        return .one(flowContributor: .contribute(withNextPresentable: list, withNextStepper: CompositeStepper(steppers: [list.model, list])))
    }

    private func showTools() -> FlowContributors {
        let stepper = ToolsStepper()
        let tools = ToolsFlow(stepper: stepper)
        Flows.use(tools, when: .created) { [unowned self] root in
            self.navigation.present(root, animated: true)
        }
        return .one(flowContributor: .contribute(withNextPresentable: tools, withNextStepper: stepper))
    }
}

/// A presented stack whose Done button, made here, sends its stepper's step.
final class ToolsFlow: Flow {
    var root: Presentable { navigation }
    private let navigation = UINavigationController()
    private let stepper: ToolsStepper

    init(stepper: ToolsStepper) {
        self.stepper = stepper
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? GardenStep else { return .none }
        switch step {
        case .toolsWanted:
            let tools = ToolsViewController()
            let done = UIBarButtonItem(barButtonSystemItem: .done, target: stepper, action: #selector(ToolsStepper.close))
            navigation.viewControllers = [tools]
            navigation.topViewController?.navigationItem.rightBarButtonItem = done
            return .one(flowContributor: .contribute(withNext: tools))
        case .plantChosen(let id):
            navigation.pushViewController(PlantViewController(id: id), animated: true)
            return .none
        case .toolsDone:
            return .end(forwardToParentFlowWithStep: GardenStep.toolsDone)
        default:
            return .none
        }
    }
}

/// One screen as the flow's root; its model (set by the screen's storyboard scene) is reached
/// through the screen's property.
final class JournalFlow: Flow {
    var root: Presentable { screen }
    private let screen: JournalViewController

    init() {
        screen = JournalViewController()
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? GardenStep else { return .none }
        switch step {
        case .journalWanted:
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screen.model))
        case .plantChosen(let id):
            screen.navigationController?.pushViewController(PlantViewController(id: id), animated: true)
            return .none
        default:
            return .none
        }
    }
}
