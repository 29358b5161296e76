import UIKit

/// Screens reach the one scene coordinator through a static helper handed the screen itself.

protocol NeedsDependency: AnyObject {
    var coordinator: SceneCoordinator! { get set }
}

protocol DataSourceProvider: NeedsDependency {}

enum DataSourceFacade {}

extension DataSourceFacade {
    static func coordinateToThread(provider: DataSourceProvider, id: Int) async {
        _ = provider.coordinator.present(scene: .thread(id: id), from: provider as? UIViewController, transition: .show)
    }
}

extension UITableViewDelegate where Self: DataSourceProvider {
    func aspectTableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        Task {
            await DataSourceFacade.coordinateToThread(provider: self, id: indexPath.row)
        }
    }
}

final class SceneCoordinator {
    enum Scene { case home; case thread(id: Int) }
    enum Transition { case show; case modal }
    private let window: UIWindow
    init(window: UIWindow) { self.window = window }
    func setup() {
        let home = HomeViewController()
        home.coordinator = self
        window.rootViewController = UINavigationController(rootViewController: home)
    }
    @discardableResult
    func present(scene: Scene, from sender: UIViewController?, transition: Transition) -> UIViewController? {
        guard let viewController = get(scene: scene) else { return nil }
        switch transition {
        case .show:
            sender?.show(viewController, sender: sender)
        case .modal:
            sender?.present(viewController, animated: true)
        }
        return viewController
    }
    private func get(scene: Scene) -> UIViewController? {
        let viewController: UIViewController?
        switch scene {
        case .home:
            viewController = HomeViewController()
        case .thread(let id):
            viewController = ThreadViewController(id: id)
        }
        return viewController
    }
}

final class HomeViewController: UIViewController, DataSourceProvider, UITableViewDelegate {
    var coordinator: SceneCoordinator!
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        aspectTableView(tableView, didSelectRowAt: indexPath)
    }
}

final class ThreadViewController: UIViewController {
    init(id: Int) { super.init(nibName: nil, bundle: nil) }
}
