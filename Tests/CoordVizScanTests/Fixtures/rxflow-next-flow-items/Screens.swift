import RxFlow
import RxSwift
import UIKit

final class LibraryViewModel: Stepper {
    func pick(_ id: Int) {
        self.step.accept(PodStep.episodePicked(id: id))
    }
}

final class SettingsViewModel: Stepper {
    func close() {
        step.accept(PodStep.close)
    }
}

final class LibraryViewController: UITableViewController {
    let model: LibraryViewModel
    init(model: LibraryViewModel) {
        self.model = model
        super.init(style: .plain)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        model.pick(indexPath.row)
    }
}

final class EpisodeViewController: UIViewController, Stepper {
    let episodeID: Int
    init(episodeID: Int) {
        self.episodeID = episodeID
        super.init(nibName: nil, bundle: nil)
    }

    @objc func settingsTapped() {
        self.step.accept(PodStep.settings)
    }
}

final class SettingsViewController: UIViewController {
    let model: SettingsViewModel
    init(model: SettingsViewModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    @objc func doneTapped() {
        model.close()
    }
}
