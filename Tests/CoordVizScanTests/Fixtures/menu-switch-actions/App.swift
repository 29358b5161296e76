import UIKit

protocol Coordinator: AnyObject {
    func start()
}

enum MenuItem {
    case licenses
    case website
    case feedback
}

protocol MenuCoordinatorDelegate: AnyObject {
    func userWantsLicenses()
    func userWantsWebsite()
    func userWantsToSendFeedback()
}

/// The about menu: one selection handler switching over the row picked.
final class MenuCoordinator: Coordinator, MenuCoordinatorDelegate {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let menu = MenuViewController()
        menu.delegate = self
        navigationController.setViewControllers([menu], animated: false)
    }

    func userWantsLicenses() {
        navigationController.pushViewController(LicensesViewController(), animated: true)
    }

    func userWantsWebsite() {
        navigationController.present(WebsiteViewController(), animated: true)
    }

    func userWantsToSendFeedback() {
        navigationController.present(FeedbackViewController(), animated: true)
    }
}

final class MenuViewController: UIViewController {
    weak var delegate: MenuCoordinatorDelegate?
    var onSelect: ((MenuItem) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        onSelect = { [weak self] item in
            switch item {
            case .licenses:
                self?.delegate?.userWantsLicenses()
            case .website:
                self?.delegate?.userWantsWebsite()
            case .feedback:
                self?.delegate?.userWantsToSendFeedback()
            }
        }
    }
}

final class LicensesViewController: UIViewController {}
final class WebsiteViewController: UIViewController {}
final class FeedbackViewController: UIViewController {}
