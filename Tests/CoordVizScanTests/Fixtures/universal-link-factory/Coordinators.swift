import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    var pendingLogin: URL?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(EventListViewController(), animated: false)
    }

    func consume(link: TicketLink) {
        switch link {
        case .event(let id):
            navigationController.pushViewController(EventViewController(id: id), animated: true)
        case .basket:
            navigationController.pushViewController(BasketViewController(), animated: true)
        case .login(let returnURL):
            pendingLogin = returnURL
        }
    }
}

final class EventListViewController: UIViewController {}
final class EventViewController: UIViewController {
    init(id: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
final class BasketViewController: UIViewController {}
