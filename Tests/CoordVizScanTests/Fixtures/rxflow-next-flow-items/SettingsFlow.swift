import RxFlow
import UIKit

final class SettingsFlow: Flow {
    var root: Presentable { navigation }
    private let navigation = UINavigationController()

    func navigate(to step: Step) -> NextFlowItems {
        guard let step = step as? PodStep else { return NextFlowItems.none }
        switch step {
        case .settings:
            let model = SettingsViewModel()
            let screen = SettingsViewController(model: model)
            navigation.pushViewController(screen, animated: false)
            return NextFlowItems.one(flowItem: NextFlowItem(nextPresentable: screen, nextStepper: model))
        case .close:
            return NextFlowItems.end(withStepForParentFlow: PodStep.settingsDone)
        default:
            return NextFlowItems.none
        }
    }
}

/// RxFlow 1 has no initialStep: a stepper emits its first step from its initializer.
final class SettingsStepper: Stepper {
    init() {
        self.step.accept(PodStep.settings)
    }
}
