import UIKit

/// What every coordinator adopts; its children live in a list typed by the protocol.
protocol Coordinator: AnyObject {
    var children: [Coordinator] { get }
    func add(child: Coordinator)
    func remove(child: Coordinator?)
}

/// Wraps the navigation controller a coordinator shows its screens in.
final class PathNavigator {
    let stack: UINavigationController
    init(stack: UINavigationController) { self.stack = stack }
    func push(_ screen: UIViewController) { stack.pushViewController(screen, animated: true) }
    func setRootViewController(_ screen: UIViewController) { stack.setViewControllers([screen], animated: false) }
    func present(_ screen: UIViewController) { stack.present(screen, animated: true) }
    func dismiss() { stack.dismiss(animated: true) }
}

class BaseCoordinator: Coordinator {
    var children: [Coordinator] = []
    let navigator: PathNavigator
    init(navigator: PathNavigator) { self.navigator = navigator }
    func add(child: Coordinator) { children.append(child) }
    func remove(child: Coordinator?) { children.removeAll { $0 === child } }
}
