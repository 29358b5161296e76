import UIKit

protocol Coordinator: AnyObject {
    func start()
}

enum SettingsSection: Int {
    case account, privacy, about
}

struct Profile {
    var name: String
    var email: String
}

/// Formats amounts; its overloads share a label and the calls below do not tell them apart.
struct AmountFormatter {
    func text(for amount: Int) -> String { "\(amount)" }
    func text(for amount: Double) -> String { "\(amount)" }
}

final class AboutViewController: UIViewController {}

final class SettingsViewController: UITableViewController {
    var onAbout: (() -> Void)?
    private let formatter = AmountFormatter()
    private var balance: Decimal = 0

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch SettingsSection(rawValue: indexPath.section) {
        case .account: title = formatter.text(for: balance)
        case .privacy: break
        case .about: onAbout?()
        case nil: break
        }
    }

    func label(for keyPath: PartialKeyPath<Profile>) -> String {
        switch keyPath {
        case \Profile.name: return "Name"
        case \Profile.email: return "Email"
        default: return ""
        }
    }
}

final class SettingsCoordinator: Coordinator {
    let navigationController = UINavigationController()

    func start() {
        let settings = SettingsViewController()
        settings.onAbout = { [weak self] in self?.showAbout() }
        navigationController.setViewControllers([settings], animated: false)
    }

    private func showAbout() {
        navigationController.pushViewController(AboutViewController(), animated: true)
    }
}
