import UIKit

/// Coordinators whose container is one view controller, kept by the screen it shows.
protocol Coordinator: AnyObject {
    var rootController: UIViewController { get }
    var children: [UIViewController: Coordinator] { get set }
    var didFinish: (() -> Void)? { get set }
    func start()
}

/// Flows that own a navigation controller: pushing a child flow pushes its screen.
protocol StackCoordinator: Coordinator {
    var navigationController: UINavigationController { get }
}

extension StackCoordinator {
    var rootController: UIViewController { navigationController }

    func show(_ screen: UIViewController) {
        navigationController.pushViewController(screen, animated: true)
    }

    func show(_ child: Coordinator) {
        children[child.rootController] = child
        child.didFinish = { [unowned self] in
            self.navigationController.popViewController(animated: true)
        }
        child.start()
        show(child.rootController)
    }

    /// Named like UIKit's call: an empty stack takes the screen as its root, else it is presented
    /// over the top screen.
    func present(_ screen: UIViewController) {
        guard let top = navigationController.topViewController else {
            navigationController.viewControllers = [screen]
            return
        }
        top.present(screen, animated: true)
    }

    func present(_ child: Coordinator) {
        children[child.rootController] = child
        child.start()
        navigationController.present(child.rootController, animated: true)
    }
}

/// Flows that own a tab bar: one tab per child flow.
protocol TabCoordinator: Coordinator {
    var tabBarController: UITabBarController { get }
}

extension TabCoordinator {
    var rootController: UIViewController { tabBarController }

    func setTabs(_ flows: [Coordinator]) {
        var controllers: [UIViewController] = []
        flows.forEach { controllers.append(add($0)) }
        tabBarController.viewControllers = controllers
    }

    private func add(_ flow: Coordinator) -> UIViewController {
        children[flow.rootController] = flow
        flow.start()
        return flow.rootController
    }
}
