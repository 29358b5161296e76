import Foundation
import CoordVizCore
import UIKitStandIn

/// A coordinator of a synthetic live app: one class for all of them, so the introspector tells
/// them apart as `SyntheticCoordinator`, `SyntheticCoordinator#2`, … in tree order.
public final class SyntheticCoordinator {
    /// The coordinator's id in the synthetic model (`HomeCoordinator`, `Checkout12Coordinator`).
    public let name: String
    public weak var parentCoordinator: SyntheticCoordinator?
    public var childCoordinators: [SyntheticCoordinator] = []
    public var tabBarController: UITabBarController?
    public var navigationController: UINavigationController?
    public var rootViewController: UIViewController?

    init(name: String) {
        self.name = name
    }
}

/// A screen of a synthetic live app, holding the coordinator it talks to weakly, as apps do.
public final class SyntheticScreenViewController: UIViewController {
    /// The screen's id in the synthetic model.
    public let name: String
    public weak var coordinator: SyntheticCoordinator?

    init(name: String, coordinator: SyntheticCoordinator) {
        self.name = name
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    public required init?(coder: NSCoder) {
        nil
    }
}

/// The live object tree of a ``SyntheticApp`` over the UIKit stand-in: every coordinator of its
/// model with its children, parent reference and container (a tab bar controller, a navigation
/// controller holding the live part of its stack, or one screen), for timing introspection.
public struct SyntheticLiveTree {
    /// The root coordinator.
    public let root: SyntheticCoordinator
    /// How many objects the tree holds: coordinators, containers and screens.
    public let objectCount: Int

    public init(_ app: SyntheticApp) {
        let model = app.model()
        var coordinators: [String: SyntheticCoordinator] = [:]
        for node in model.coordinators { coordinators[node.id] = SyntheticCoordinator(name: node.id) }
        var objects = coordinators.count
        // Containers first, so a tab bar can show its tabs' navigation controllers.
        for node in model.coordinators {
            guard let coordinator = coordinators[node.id] else { continue }
            switch node.container {
            case .navigationStack(let stack):
                let navigation = UINavigationController(nibName: nil, bundle: nil)
                navigation.setViewControllers(stack.screens.map { SyntheticScreenViewController(name: $0, coordinator: coordinator) }, animated: false)
                coordinator.navigationController = navigation
                objects += 1 + stack.screens.count
            case .single(let single):
                coordinator.rootViewController = SyntheticScreenViewController(name: single.screen, coordinator: coordinator)
                objects += 1
            default:
                break
            }
        }
        for node in model.coordinators {
            guard let coordinator = coordinators[node.id] else { continue }
            if case .tabBar(let bar) = node.container {
                let tabBar = UITabBarController(nibName: nil, bundle: nil)
                tabBar.viewControllers = bar.tabs.compactMap { tab in tab.coordinator.flatMap { coordinators[$0]?.navigationController } }
                tabBar.selectedIndex = bar.selectedIndex ?? 0
                coordinator.tabBarController = tabBar
                objects += 1
            }
            for link in node.children where !link.property.hasPrefix("shared") {
                guard let id = link.coordinator, let child = coordinators[id] else { continue }
                coordinator.childCoordinators.append(child)
                child.parentCoordinator = coordinator
            }
        }
        root = coordinators[model.root ?? ""] ?? SyntheticCoordinator(name: model.app)
        objectCount = objects
    }
}
