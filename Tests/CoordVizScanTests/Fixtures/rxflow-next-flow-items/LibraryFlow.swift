import RxFlow
import UIKit

/// RxFlow 1's spelling: navigate(to:) returns NextFlowItems built from NextFlowItem values.
final class LibraryFlow: Flow {
    var root: Presentable { navigation }
    private let navigation = UINavigationController()

    func navigate(to step: Step) -> NextFlowItems {
        guard let step = step as? PodStep else { return NextFlowItems.none }
        switch step {
        case .library:
            return showLibrary()
        case .episodePicked(let id):
            return showEpisode(id)
        case .settings:
            return showSettings()
        case .settingsDone:
            navigation.dismiss(animated: true)
            return NextFlowItems.none
        default:
            return NextFlowItems.none
        }
    }

    private func showLibrary() -> NextFlowItems {
        let model = LibraryViewModel()
        let screen = LibraryViewController(model: model)
        navigation.pushViewController(screen, animated: false)
        return NextFlowItems.one(flowItem: NextFlowItem(nextPresentable: screen, nextStepper: model))
    }

    private func showEpisode(_ id: Int) -> NextFlowItems {
        let screen = EpisodeViewController(episodeID: id)
        navigation.pushViewController(screen, animated: true)
        return .one(flowItem: NextFlowItem(nextPresentable: screen, nextStepper: screen))
    }

    private func showSettings() -> NextFlowItems {
        let settings = SettingsFlow()
        let stepper = SettingsStepper()
        Flows.whenReady(flow1: settings) { [unowned self] (root: UINavigationController) in
            self.navigation.present(root, animated: true)
        }
        return NextFlowItems.one(flowItem: NextFlowItem(nextPresentable: settings, nextStepper: stepper))
    }
}
