import UIKit

enum PreferenceRow {
    case general
    case privacy
}

protocol PreferencesScreenDelegate: AnyObject {
    func didPick(_ screen: UIViewController, row: PreferenceRow)
}

/// Each row pushes its own screen, made in a local first: a `switch` statement, no value.
final class PreferencesCoordinator: PreferencesScreenDelegate {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let preferences = PreferencesViewController()
        preferences.delegate = self
        navigationController.pushViewController(preferences, animated: false)
    }

    func didPick(_ screen: UIViewController, row: PreferenceRow) {
        switch row {
        case .general:
            let general = GeneralViewController()
            navigationController.pushViewController(general, animated: true)
        case .privacy:
            let privacy = PrivacyViewController()
            navigationController.pushViewController(privacy, animated: true)
        }
    }
}

final class PreferencesViewController: UIViewController {
    weak var delegate: PreferencesScreenDelegate?
    private var rows: [PreferenceRow] = [.general, .privacy]

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate?.didPick(self, row: rows[indexPath.row])
    }
}

final class GeneralViewController: UIViewController {}
final class PrivacyViewController: UIViewController {}
